import { formatNumber } from '@shop/persian';

/**
 * How a product is sold: by the piece, the metre (cable), the roll of N metres, the box of N pieces or
 * the kilogram. Prices and stock count in the unit; a quantity is at least `minQuantity` and grows in
 * steps of `quantityStep` (cable from 1 m in steps of 1 m; a roll from 1 in steps of 1).
 */
export const SALE_UNITS = ['piece', 'metre', 'roll', 'box', 'kilogram'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];

export const SALE_UNIT_NAMES: Record<SaleUnit, string> = {
  piece: 'عدد',
  metre: 'متر',
  roll: 'حلقه',
  box: 'بسته',
  kilogram: 'کیلوگرم',
};

/** Units that hold `unitSize` of something: a roll of N metres, a box of N pieces. */
export const SIZED_UNITS: Partial<Record<SaleUnit, string>> = { roll: 'متری', box: 'عددی' };

/** At most three options (cross-section, colour, length), each with a few dozen values. */
export const PRODUCT_OPTIONS_MAX = 3;
export const OPTION_VALUES_MAX = 40;
/** The variants a product may have: every combination of its options, up to this many. */
export const PRODUCT_VARIANTS_MAX = 120;
export const QUANTITY_MAX = 1_000_000;

export interface SaleUnitOf {
  unit: SaleUnit;
  unitSize: number | null;
}

/** The unit as a shopper reads it after a price: «متر», «حلقه‌ی ۱۰۰ متری», «بسته‌ی ۱۰ عددی». */
export function saleUnitLabel({ unit, unitSize }: SaleUnitOf): string {
  const sized = SIZED_UNITS[unit];
  return sized && unitSize
    ? `${SALE_UNIT_NAMES[unit]}‌ی ${formatNumber(unitSize)} ${sized}`
    : SALE_UNIT_NAMES[unit];
}
