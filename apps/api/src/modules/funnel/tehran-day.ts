/** The shop's days turn at midnight in Tehran: counters and reports file each moment under its Tehran day. */
const TEHRAN_DATE = new Intl.DateTimeFormat('en-u-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DAY_MS = 86_400_000;

/** The Gregorian date of `at` in Tehran, `2026-03-21`. */
export function tehranDay(at: Date): string {
  const part = (type: string) => TEHRAN_DATE.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}
