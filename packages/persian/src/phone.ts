import { toLatinDigits } from './digits';

export const INVALID_PHONE_MESSAGE = 'شماره موبایل نامعتبر است';

/**
 * Accepts an Iranian mobile number as people type it (09121234567, 9121234567, +989121234567,
 * 00989121234567, with spaces or dashes, in any digit script) and answers the canonical 09xxxxxxxxx,
 * or null when it is not a mobile number.
 */
export function parseIranMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-‌()]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}

/** 09121234567 -> 0912***4567, for messages that name the number without exposing it. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}***${phone.slice(-4)}`;
}

/**
 * Keeps a number or code whole and left to right inside Persian text («۰۹۳۵***۲۲۴۴», «۱۴۰۵-۰۰۱۲۳»):
 * without the isolate, a right-to-left line shows the digit runs around `***` or `-` in reverse order.
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
