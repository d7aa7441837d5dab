import { PRICE_HISTORY_MONTHS, type PriceHistory, type VariantPriceHistory } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productVariants, variantPriceHistory } from '../../db/schema';
import { requireProductExists } from '../catalog/product-exists';

/** The start of the chart's window: `PRICE_HISTORY_MONTHS` calendar months before `now`. */
export function windowStart(now: Date): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - PRICE_HISTORY_MONTHS);
  return from;
}

/**
 * A product's price chart: each enabled variant's prices over the last `PRICE_HISTORY_MONTHS` months, led
 * by the price in force when the window starts, and when its price last changed. The record is one row a
 * variant (two arrays, appended by a trigger on every price write), read here by the product's index.
 */
export async function getPriceHistory(db: Database, productId: string, now: Date): Promise<PriceHistory> {
  await requireProductExists(db, productId);
  const rows = await db
    .select({
      variantId: productVariants.id,
      changedAt: variantPriceHistory.changedAt,
      prices: variantPriceHistory.prices,
    })
    .from(productVariants)
    .innerJoin(variantPriceHistory, eq(variantPriceHistory.variantId, productVariants.id))
    .where(and(eq(productVariants.productId, productId), eq(productVariants.enabled, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
  const from = windowStart(now);
  return { from: from.toISOString(), variants: rows.map((row) => historyOf(row, from)) };
}

interface StoredHistory {
  variantId: string;
  changedAt: Date[];
  prices: number[];
}

/**
 * One variant's answer. The arrays are in the order the writes were made; two writes racing on one variant
 * may carry their transactions' start times out of order, so a time never goes back from the one before.
 */
export function historyOf({ variantId, changedAt, prices }: StoredHistory, from: Date): VariantPriceHistory {
  const times: number[] = [];
  for (const [index, at] of changedAt.entries()) times.push(Math.max(at.getTime(), times[index - 1] ?? 0));
  const inForce = times.findLastIndex((time) => time <= from.getTime());
  const points = times
    .map((time, index) => ({ at: new Date(time).toISOString(), price: prices[index]! }))
    .slice(Math.max(inForce, 0));
  if (inForce >= 0) points[0] = { at: from.toISOString(), price: prices[inForce]! };
  const last = times.at(-1);
  return {
    variantId,
    points,
    lastChangedAt: times.length > 1 && last !== undefined ? new Date(last).toISOString() : null,
  };
}
