import { formatDecimal } from '@shop/persian';

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const shortDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03-21` -> «۱ فروردین»: a day of the funnel as the axis names it. */
export const axisDay = (day: string) => shortDay.format(noon(day));
/** `2026-03-21` -> «۱ فروردین ۱۴۰۵». */
export const fullDay = (day: string) => longDay.format(noon(day));

/** Today and every few days before it: at most `room` day indexes of `count` to label, oldest first. */
export function labelledDays(count: number, room: number): number[] {
  const step = Math.ceil(count / Math.max(1, Math.floor(room)));
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) indexes.unshift(index);
  return indexes;
}

/** `part` as a share of `whole`: «۳٫۲٪», or nothing when there is no whole. */
export function share(part: number, whole: number): string | undefined {
  if (whole <= 0) return undefined;
  return `${formatDecimal(Math.round((part / whole) * 1000) / 10)}٪`;
}
