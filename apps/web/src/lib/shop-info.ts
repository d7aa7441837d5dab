import { scheduleRuns, type Hours, type WeekDay, type WorkingHours } from '@shop/contracts/plain';
import { toPersianDigits } from './format';

export const DAY_NAMES: Record<WeekDay, string> = {
  saturday: 'شنبه',
  sunday: 'یکشنبه',
  monday: 'دوشنبه',
  tuesday: 'سه‌شنبه',
  wednesday: 'چهارشنبه',
  thursday: 'پنجشنبه',
  friday: 'جمعه',
};

const hoursText = ({ opens, closes }: Hours) => `${toPersianDigits(opens)} تا ${toPersianDigits(closes)}`;
const daysText = (days: WeekDay[]) =>
  days.length === 1 ? DAY_NAMES[days[0]!] : `${DAY_NAMES[days[0]!]} تا ${DAY_NAMES[days.at(-1)!]}`;

/**
 * «همه روزه (شنبه تا جمعه) ۰۹:۰۰ تا ۲۱:۰۰» when every day is the same; otherwise each run of days with its
 * hours, closed days last: «شنبه تا چهارشنبه ۰۹:۰۰ تا ۲۱:۰۰، پنجشنبه ۰۹:۰۰ تا ۱۴:۰۰، جمعه تعطیل».
 */
export function formatHours(hours: WorkingHours): string {
  const runs = scheduleRuns(hours);
  const open = runs.filter((run) => run.hours !== null);
  const closed = runs.filter((run) => run.hours === null).flatMap((run) => run.days);
  if (open.length === 1 && closed.length === 0)
    return `همه روزه (شنبه تا جمعه) ${hoursText(open[0]!.hours!)}`;
  if (open.length === 1 && hours.exceptions.length === 0)
    return `(${daysText(open[0]!.days)}) ${hoursText(open[0]!.hours!)}`;
  return [
    ...open.map((run) => `${daysText(run.days)} ${hoursText(run.hours!)}`),
    ...(closed.length > 0 ? [`${closed.map((day) => DAY_NAMES[day]).join(' و ')} تعطیل`] : []),
  ].join('، ');
}

/** 500000 -> «۵۰۰ هزار تومان»; other amounts in full. */
export function thousandToman(amount: number): string {
  if (amount % 1000 === 0 && amount < 1_000_000) return `${toPersianDigits(amount / 1000)} هزار تومان`;
  return `${toPersianDigits(amount.toLocaleString('en-US').replace(/,/g, '٬'))} تومان`;
}

/**
 * The shop's one free-shipping rule in words («برای سفارش‌های از ۵۰۰ هزار تومان به بالا»), or null when it
 * offers none: the footer, the home page and the terms say it the same way.
 */
export function freeShippingRule(threshold: number | null): string | null {
  if (threshold === null) return null;
  if (threshold === 0) return 'برای همه سفارش‌ها';
  return `برای سفارش‌های از ${thousandToman(threshold)} به بالا`;
}

/** Whether an order of `amount` toman ships free: at or above the threshold; never when the shop has none. */
export const shipsFree = (threshold: number | null, amount: number) =>
  threshold !== null && amount >= threshold;

/** A product's warranty as the owner wrote it, with the word «گارانتی» when left out («۱۸ ماهه»). */
export const warrantyLabel = (warranty: string) =>
  /گارانتی|ضمانت/.test(warranty) ? warranty : `گارانتی ${warranty}`;

/** The eNamad seal's picture, beside its page (`https://trustseal.enamad.ir/?id=…&Code=…`). */
export const enamadLogo = (link: string) => link.replace('/?', '/logo.aspx?');

/** The `tel:` form of a phone as the admin typed it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;
