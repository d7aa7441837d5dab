import type { PriceRule, PriceRuleScope } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { customerGroups, priceRules } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { existingGroup } from './groups';
import { TRADE_MESSAGES } from './messages';
import { existingTarget, withTargetTitles } from './target-titles';

const SCOPE_ORDER = sql`CASE ${priceRules.scope} WHEN 'variant' THEN 0 WHEN 'category' THEN 1 ELSE 2 END`;

const ruleColumns = {
  id: priceRules.id,
  groupId: priceRules.groupId,
  scope: priceRules.scope,
  targetId: priceRules.targetId,
  percentOffBp: priceRules.percentOffBp,
  fixedPrice: priceRules.fixedPrice,
};

/** A group's rules, most specific scope first (as they win), each with its target's title; 404 for no group. */
export async function listRules(db: Database, groupId: string): Promise<{ rules: PriceRule[] }> {
  const [group] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.id, groupId));
  if (!group) throw notFound(TRADE_MESSAGES.groupNotFound);
  const rows = await db
    .select(ruleColumns)
    .from(priceRules)
    .where(eq(priceRules.groupId, groupId))
    .orderBy(SCOPE_ORDER, asc(priceRules.createdAt), asc(priceRules.id));
  return { rules: await withTargetTitles(db, rows) };
}

export interface RuleFields {
  groupId: string;
  scope: PriceRuleScope;
  targetId: string;
  percentOffBp?: number | null;
  fixedPrice?: number | null;
}

/**
 * Adds a group's rule, or replaces its rule for the same target (an upsert on the unique (group, scope,
 * target)). A variant takes a fixed price, a category or brand a percentage: the other field is dropped.
 * The group and the target must exist (400 otherwise).
 */
export async function saveRule(db: Database, fields: RuleFields): Promise<{ rule: PriceRule }> {
  const { groupId, scope, targetId } = fields;
  await existingGroup(db, groupId);
  const targetTitle = await existingTarget(db, scope, targetId);
  const values =
    scope === 'variant'
      ? { percentOffBp: null, fixedPrice: fields.fixedPrice! }
      : { percentOffBp: fields.percentOffBp!, fixedPrice: null };
  const [rule] = await db
    .insert(priceRules)
    .values({ groupId, scope, targetId, ...values })
    .onConflictDoUpdate({ target: [priceRules.groupId, priceRules.scope, priceRules.targetId], set: values })
    .returning(ruleColumns);
  return { rule: { ...rule!, targetTitle } };
}

export async function deleteRule(db: Database, id: string): Promise<{ deleted: true }> {
  const [deleted] = await db.delete(priceRules).where(eq(priceRules.id, id)).returning({ id: priceRules.id });
  if (!deleted) throw notFound(TRADE_MESSAGES.ruleNotFound);
  return { deleted: true };
}

/** A variant's fixed price in a group's price list; null: none (the group's percentages apply). */
export interface ListPrice {
  variantId: string;
  groupId: string;
  price: number | null;
}

/** Sets many variants' fixed prices at once (a spreadsheet's price list columns): one statement per kind. */
export async function writeListPrices(tx: Transaction, prices: ListPrice[]): Promise<void> {
  const removed = prices.filter((entry) => entry.price === null);
  const set = prices.filter((entry) => entry.price !== null);
  if (removed.length > 0) {
    const rows = removed.map((entry) => sql`(${entry.variantId}::uuid, ${entry.groupId}::uuid)`);
    await tx.execute(sql`
      DELETE FROM ${priceRules} USING (VALUES ${sql.join(rows, sql`, `)}) AS "row"("variant_id", "group_id")
      WHERE ${priceRules.scope} = 'variant' AND ${priceRules.targetId} = "row"."variant_id"
        AND ${priceRules.groupId} = "row"."group_id"`);
  }
  if (set.length > 0) {
    await tx
      .insert(priceRules)
      .values(
        set.map((entry) => ({
          groupId: entry.groupId,
          scope: 'variant' as const,
          targetId: entry.variantId,
          fixedPrice: entry.price,
        })),
      )
      .onConflictDoUpdate({
        target: [priceRules.groupId, priceRules.scope, priceRules.targetId],
        set: { fixedPrice: sql`excluded.fixed_price` },
      });
  }
}
