import { toLatinDigits, toPersianDigits } from './digits';

export const MAX_TOMAN = 999_999_999_999;

/**
 * Reads a whole toman amount typed with Persian, Arabic-Indic or Latin digits and any of the usual
 * thousands separators (`۱٬۲۵۰٬۰۰۰`, `1,250,000`, `1 250 000`). Answers null for anything else,
 * including zero, fractions and amounts of 10^12 or more.
 */
export function parseToman(input: string | number): number | null {
  const text = toLatinDigits(String(input)).trim();
  // Plain digits, or one separator between every group of three (so `1,25,000` is a typo, not 125000).
  const digitsOnly = /^\d+$/.test(text);
  const grouped = /^\d{1,3}([,٬،' _])\d{3}(?:\1\d{3})*$/.test(text);
  if (!digitsOnly && !grouped) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length > 12) return null;
  const value = Number(digits);
  return value > 0 && value <= MAX_TOMAN ? value : null;
}

/** 12500 -> «۱۲٬۵۰۰»: a whole number in Persian digits, thousands apart. */
export function formatNumber(value: number): string {
  const grouped = Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return toPersianDigits(grouped);
}

/** 1250000 -> «۱٬۲۵۰٬۰۰۰ تومان» */
export function formatToman(amount: number): string {
  return `${formatNumber(amount)} تومان`;
}
