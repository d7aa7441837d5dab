import { formatDecimal } from './decimal';

/** A row of a specification table: what the attribute is and the product's value. */
export interface SpecRow {
  kind: 'number' | 'option' | 'boolean' | 'text';
  unit: string | null;
  value: string | number | boolean;
}

/**
 * A row of a specification table as people read it: numbers in Persian digits with «٫» and the unit
 * («۲٫۵ میلی‌متر مربع»), yes/no as «دارد»/«ندارد», list values and text as written.
 */
export function specText({ kind, unit, value }: SpecRow): string {
  if (kind === 'boolean') return value === true ? 'دارد' : 'ندارد';
  if (kind === 'number' && typeof value === 'number')
    return unit ? `${formatDecimal(value)} ${unit}` : formatDecimal(value);
  return String(value);
}
