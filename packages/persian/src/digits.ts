import { digitsArToEn, digitsEnToFa, digitsFaToEn } from '@persian-tools/persian-tools';

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin digits; everything else is kept. */
export function toLatinDigits(text: string): string {
  return digitsArToEn(digitsFaToEn(text));
}

export function toPersianDigits(text: string | number): string {
  return digitsEnToFa(String(text));
}
