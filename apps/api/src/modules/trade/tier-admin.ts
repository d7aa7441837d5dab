import { QUANTITY_TIER_SCOPES, type QuantityTierBody, type QuantityTierRow } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quantityTiers } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { TRADE_MESSAGES } from './messages';
import { existingTarget, withTargetTitles } from './target-titles';

const tierColumns = {
  id: quantityTiers.id,
  scope: quantityTiers.scope,
  targetId: quantityTiers.targetId,
  minQuantity: quantityTiers.minQuantity,
  percentOffBp: quantityTiers.percentOffBp,
};

/** Every quantity price, each with its target's title: variants' first, by title, smallest minimum first. */
export async function listTiers(db: Database): Promise<{ tiers: QuantityTierRow[] }> {
  const rows = await db.select(tierColumns).from(quantityTiers).orderBy(asc(quantityTiers.minQuantity));
  const tiers = await withTargetTitles(db, rows);
  const byTitle = new Intl.Collator('fa');
  return {
    tiers: tiers.sort(
      (a, b) =>
        QUANTITY_TIER_SCOPES.indexOf(a.scope) - QUANTITY_TIER_SCOPES.indexOf(b.scope) ||
        byTitle.compare(a.targetTitle, b.targetTitle) ||
        a.targetId.localeCompare(b.targetId) ||
        a.minQuantity - b.minQuantity,
    ),
  };
}

/**
 * Adds a tier, or replaces the one of the same target and minimum (an upsert on the unique (scope, target,
 * minimum)); the target must exist (400 otherwise). The write moves the catalog version by trigger, so
 * cached product pages show the new tiers.
 */
export async function saveTier(
  db: Database,
  fields: Required<QuantityTierBody>,
): Promise<{ tier: QuantityTierRow }> {
  const { scope, targetId, minQuantity, percentOffBp } = fields;
  const targetTitle = await existingTarget(db, scope, targetId);
  const [tier] = await db
    .insert(quantityTiers)
    .values({ scope, targetId, minQuantity, percentOffBp })
    .onConflictDoUpdate({
      target: [quantityTiers.scope, quantityTiers.targetId, quantityTiers.minQuantity],
      set: { percentOffBp },
    })
    .returning(tierColumns);
  return { tier: { ...tier!, targetTitle } };
}

export async function deleteTier(db: Database, id: string): Promise<{ deleted: true }> {
  const [deleted] = await db
    .delete(quantityTiers)
    .where(eq(quantityTiers.id, id))
    .returning({ id: quantityTiers.id });
  if (!deleted) throw notFound(TRADE_MESSAGES.tierNotFound);
  return { deleted: true };
}
