import type { QuantityTier } from '@shop/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { quantityTiers } from '../../db/schema';

/** A tier with what it belongs to: a variant's own (`variantId`), else its category's (null). */
export interface ProductTier extends QuantityTier {
  variantId: string | null;
}

/**
 * The quantity prices of these variants and categories, smallest minimum first: one read over the
 * tiers' unique index (scope, target, minimum).
 */
export async function readTiers(
  db: Database | Transaction,
  { variantIds, categoryIds }: { variantIds: string[]; categoryIds: string[] },
) {
  if (variantIds.length === 0 && categoryIds.length === 0) return [];
  return db
    .select()
    .from(quantityTiers)
    .where(
      or(
        variantIds.length
          ? and(eq(quantityTiers.scope, 'variant'), inArray(quantityTiers.targetId, variantIds))
          : undefined,
        categoryIds.length
          ? and(eq(quantityTiers.scope, 'category'), inArray(quantityTiers.targetId, categoryIds))
          : undefined,
      ),
    )
    .orderBy(asc(quantityTiers.minQuantity));
}

type TierRow = Awaited<ReturnType<typeof readTiers>>[number];

/** A variant's tiers: its own when it has any, else its category's. */
export function tiersOf(rows: TierRow[], variantId: string, categoryId: string | null): QuantityTier[] {
  const own = rows.filter((row) => row.scope === 'variant' && row.targetId === variantId);
  const chosen = own.length
    ? own
    : rows.filter((row) => row.scope === 'category' && row.targetId === categoryId);
  return chosen.map(({ minQuantity, percentOffBp }) => ({ minQuantity, percentOffBp }));
}
