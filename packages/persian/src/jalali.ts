import { toLatinDigits } from './digits';

/**
 * The Solar Hijri (Jalali) calendar as Iran keeps it, by the 33-year cycles between the break years of
 * Borkowski's algorithm (as jalaali-js computes it): enough to turn a day a person types into the
 * Gregorian day an API reads, without a calendar library.
 */
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - div(a, b) * b;

/** The Gregorian year a Jalali year starts in, the day of March its Nowruz falls on, and its leap. */
function yearStart(jy: number): { gy: number; march: number; leap: boolean } {
  const gy = jy + 621;
  let leapJ = -14;
  let jp = BREAKS[0]!;
  let jump = 0;
  for (let index = 1; index < BREAKS.length; index++) {
    const jm = BREAKS[index]!;
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { gy, march: 20 + leapJ - leapG, leap: leap === 0 };
}

/** Days in a Jalali month: 31 in the first six, 30 in the next five, 29 in Esfand (30 in a leap year). */
function monthLength(jy: number, jm: number): number {
  if (jm <= 6) return 31;
  if (jm <= 11) return 30;
  return yearStart(jy).leap ? 30 : 29;
}

/** Whether the year is one the calendar's breaks cover (every year anyone will type). */
const coveredYear = (jy: number) => jy >= 1 && jy < BREAKS[BREAKS.length - 1]!;

/**
 * A Jalali day as a person types it («۱۴۰۵/۰۹/۰۱», «1405-9-1», Persian, Arabic or Latin digits) as the
 * Gregorian ISO day (`2025-11-22`); undefined when it is no day of the calendar.
 */
export function jalaliToIsoDay(text: string): string | undefined {
  const match = /^\s*(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*$/.exec(toLatinDigits(text));
  if (!match) return undefined;
  const [jy, jm, jd] = match.slice(1).map(Number) as [number, number, number];
  if (!coveredYear(jy) || jm < 1 || jm > 12 || jd < 1 || jd > monthLength(jy, jm)) return undefined;
  const { gy, march } = yearStart(jy);
  const daysIntoYear = (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
  return new Date(Date.UTC(gy, 2, march + daysIntoYear)).toISOString().slice(0, 10);
}
