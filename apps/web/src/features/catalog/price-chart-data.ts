import type { PricePoint } from '@shop/contracts';

/** The chart's two spans, in months; the first is shown first (the API answers the longer). */
export const CHART_MONTHS = [6, 12] as const;
export type ChartMonths = (typeof CHART_MONTHS)[number];

/** `months` calendar months before `now` (as the API counts its window). */
export function monthsBefore(now: Date, months: number): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  return from;
}

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  at: number;
  price: number;
}

/** The points from `from` on: the price in force then (dated `from`), then every change after it. */
export function pointsSince(points: PricePoint[], from: Date): ChartPoint[] {
  const start = from.getTime();
  const all = points.map((point) => ({ at: Date.parse(point.at), price: point.price }));
  const inForce = all.findLastIndex((point) => point.at <= start);
  const since = all.slice(Math.max(inForce, 0));
  if (inForce >= 0) since[0] = { at: start, price: since[0]!.price };
  return since;
}

const monthNumber = new Intl.DateTimeFormat('en-u-ca-persian', { month: 'numeric' });
const monthName = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long' });

export interface MonthStart {
  at: number;
  /** «فروردین» */
  name: string;
}

/** The first day (local midnight) of each Solar Hijri month after `from`, up to `to`, oldest first. */
export function solarMonthStarts(from: Date, to: Date): MonthStart[] {
  const starts: MonthStart[] = [];
  let day = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let month = monthNumber.format(day);
  while (day.getTime() <= to.getTime()) {
    const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    const nextMonth = monthNumber.format(next);
    if (nextMonth !== month && next.getTime() <= to.getTime()) {
      starts.push({ at: next.getTime(), name: monthName.format(next) });
    }
    day = next;
    month = nextMonth;
  }
  return starts;
}

/** Every `step`-th of `count` items, counted back from the last, so the newest month is always named. */
export function everyFew<T>(items: T[], room: number): T[] {
  const step = Math.ceil(items.length / Math.max(1, Math.floor(room)));
  return items.filter((_, index) => (items.length - 1 - index) % step === 0);
}
