const DAY = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('fa', { numeric: 'auto' });

/** Calendar days from `at` to `now`, in the reader's time zone (yesterday at 23:00 is «دیروز»). */
function daysBetween(at: Date, now: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.max(0, Math.round((day(now) - day(at)) / DAY));
}

/**
 * How long ago a price changed, as a Persian reader says it: «امروز», «دیروز», «پریروز», «۱۲ روز پیش»,
 * past a month «۲ ماه پیش», past a year «سال گذشته».
 */
export function changedAgo(iso: string, now: Date): string {
  const days = daysBetween(new Date(iso), now);
  if (days <= 30) return relative.format(-days, 'day');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
