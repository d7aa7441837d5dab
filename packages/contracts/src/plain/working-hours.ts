import { WEEK_DAYS, type WeekDay } from './rules';

export interface Hours {
  opens: string;
  closes: string;
}
/** A day whose hours differ from the usual ones: shorter («پنجشنبه تا ۱۴») or closed. */
export interface DayHours extends Hours {
  day: WeekDay;
  closed: boolean;
}
export interface WorkingHours extends Hours {
  fromDay: WeekDay;
  toDay: WeekDay;
  exceptions: DayHours[];
}

/** Days from `from` to `to` in the week's order (Saturday first), wrapping past Friday. */
function daysBetween(from: WeekDay, to: WeekDay): Set<WeekDay> {
  const start = WEEK_DAYS.indexOf(from);
  const length = ((WEEK_DAYS.indexOf(to) - start + 7) % 7) + 1;
  return new Set(Array.from({ length }, (_, step) => WEEK_DAYS[(start + step) % 7]!));
}

/**
 * Each day of the week, Saturday first, with its hours or null when the shop is closed: the usual hours
 * from `fromDay` to `toDay`, then each day's own.
 */
export function weekSchedule(hours: WorkingHours): { day: WeekDay; hours: Hours | null }[] {
  const open = daysBetween(hours.fromDay, hours.toDay);
  return WEEK_DAYS.map((day) => {
    const own = hours.exceptions.find((exception) => exception.day === day);
    if (own) return { day, hours: own.closed ? null : { opens: own.opens, closes: own.closes } };
    return { day, hours: open.has(day) ? { opens: hours.opens, closes: hours.closes } : null };
  });
}

/** Neighbouring days with the same hours, in the week's order: «شنبه تا چهارشنبه ۹ تا ۲۱» is one run. */
export function scheduleRuns(hours: WorkingHours): { days: WeekDay[]; hours: Hours | null }[] {
  const runs: { days: WeekDay[]; hours: Hours | null }[] = [];
  for (const { day, hours: today } of weekSchedule(hours)) {
    const last = runs.at(-1);
    const same =
      last && (last.hours === null || today === null ? last.hours === today : sameHours(last.hours, today));
    if (same) last.days.push(day);
    else runs.push({ days: [day], hours: today });
  }
  return runs;
}

const sameHours = (a: Hours, b: Hours) => a.opens === b.opens && a.closes === b.closes;
