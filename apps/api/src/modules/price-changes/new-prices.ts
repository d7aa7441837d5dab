import { type PriceChangeRule } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { PriceList } from './price-lists';

/**
 * The rule's arithmetic as SQL over a row of the price list's variants: one definition for the preview,
 * the apply and the benchmark.
 */
export interface NewPrices {
  /** The price after the change: exact numeric arithmetic, rounded half away from zero to the step. */
  price: SQL;
  /** The old price («قیمت قبل از تخفیف») after the change (NULL stays NULL when raised with the price). */
  originalPrice: SQL;
  /** Whether the change alters this row at all. */
  changes: SQL;
}

export function newPricesOf(
  rule: PriceChangeRule,
  { price: current, originalPrice: currentOriginal }: Pick<PriceList, 'price' | 'originalPrice'>,
): NewPrices {
  // Numbers go as text and become numeric in the database: 12.5% is exactly 12.5, never a binary float.
  const value = sql`${rule.value.toFixed(2)}::numeric`;
  const sign = rule.direction === 'up' ? sql.raw('+') : sql.raw('-');
  const step = sql`${String(rule.roundTo ?? 1)}::numeric`;
  const changed = (from: SQL) => {
    const exact =
      rule.by === 'percent'
        ? sql`${from}::numeric * (100 ${sign} ${value}) / 100`
        : sql`${from}::numeric ${sign} ${value}`;
    return sql`(round((${exact}) / ${step}) * ${step})::bigint`;
  };
  const price = changed(current);
  const originalPrice = rule.moveToOriginalPrice
    ? current
    : rule.raiseOriginalPrice
      ? changed(currentOriginal)
      : currentOriginal;
  return {
    price,
    originalPrice,
    changes: sql`(${price} <> ${current} OR ${originalPrice} IS DISTINCT FROM ${currentOriginal})`,
  };
}
