import { toLatinDigits, toPersianDigits } from './digits';

/** Numbers of a specification are below this in size: nothing an electrician measures comes near it. */
export const MAX_DECIMAL = 1e12;
const MAX_FRACTION_DIGITS = 6;

// Whole part: plain digits, or groups of three after one kind of thousands separator (`15,000`, «۱۵٬۰۰۰»).
// Decimal part: after «٫» (the Persian decimal separator), «.» or «/» (as written by hand: «۲/۵»).
const DECIMAL = /^([-−]?)(\d+|\d{1,3}(?:([,٬])\d{3})(?:\3\d{3})*)(?:[.٫/](\d+))?$/;

/**
 * Reads a number as people type it in a form: Persian, Arabic-Indic or Latin digits, «٫», «.» or «/»
 * before the decimals, «٬» or «,» between groups of three, an optional minus sign. Answers null for
 * anything else (words, units, `1,5`, more than six decimals, 10^12 and beyond).
 */
export function parseDecimal(input: string): number | null {
  const match = DECIMAL.exec(toLatinDigits(input).trim());
  if (!match) return null;
  const [, sign, whole, , fraction = ''] = match;
  if (fraction.length > MAX_FRACTION_DIGITS) return null;
  const value = Number(`${sign ? '-' : ''}${whole!.replace(/[,٬]/g, '')}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_DECIMAL) return null;
  return value === 0 ? 0 : value;
}

/** 1.5 -> «۱٫۵», 20000 -> «۲۰٬۰۰۰», -0.25 -> «−۰٫۲۵»: Persian digits and separators, at most six decimals. */
export function formatDecimal(value: number): string {
  const [whole = '0', fraction] = Math.abs(value)
    .toFixed(MAX_FRACTION_DIGITS)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  const sign = value < 0 && (whole !== '0' || fraction) ? '−' : '';
  return toPersianDigits(`${sign}${grouped}${fraction ? `٫${fraction}` : ''}`);
}
