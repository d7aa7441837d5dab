import { MAX_PERCENT_OFF_BP } from '@shop/contracts/plain';
import { parseDecimal } from '@shop/persian';

/**
 * A percentage as the owner types it («۲٫۵», «4», «۲/۵٪») in basis points (250), or null for anything
 * that is not a percentage above 0 and at most 90 with at most two decimals.
 */
export function percentToBp(typed: string): number | null {
  const value = parseDecimal(typed.replace(/[٪%]/g, '').trim());
  if (value === null) return null;
  const bp = Math.round(value * 100);
  if (Math.abs(value * 100 - bp) > 1e-6) return null;
  return bp > 0 && bp <= MAX_PERCENT_OFF_BP ? bp : null;
}
