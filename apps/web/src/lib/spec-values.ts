import type { Specification } from '@shop/contracts/plain';
import { formatDecimal } from '@shop/persian';

/**
 * A row of a specification table as people read it: numbers in Persian digits with «٫» and the unit
 * («۲٫۵ میلی‌متر مربع»), yes/no as «دارد»/«ندارد», list values and text as written.
 */
export function specText({ kind, unit, value }: Pick<Specification, 'kind' | 'unit' | 'value'>): string {
  if (kind === 'boolean') return value === true ? 'دارد' : 'ندارد';
  if (kind === 'number' && typeof value === 'number')
    return unit ? `${formatDecimal(value)} ${unit}` : formatDecimal(value);
  return String(value);
}
