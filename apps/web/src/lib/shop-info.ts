import type { ShopSettings, WeekDay } from '@shop/contracts/plain';
import { toPersianDigits } from './format';

const DAY_NAMES: Record<WeekDay, string> = {
  saturday: 'شنبه',
  sunday: 'یکشنبه',
  monday: 'دوشنبه',
  tuesday: 'سه‌شنبه',
  wednesday: 'چهارشنبه',
  thursday: 'پنجشنبه',
  friday: 'جمعه',
};

/** «همه روزه (شنبه تا جمعه) ۰۹:۰۰ تا ۲۱:۰۰» */
export function formatHours({ fromDay, toDay, opens, closes }: ShopSettings['workingHours']): string {
  const everyDay = fromDay === 'saturday' && toDay === 'friday';
  const days = `${everyDay ? 'همه روزه ' : ''}(${DAY_NAMES[fromDay]} تا ${DAY_NAMES[toDay]})`;
  return `${days} ${toPersianDigits(opens)} تا ${toPersianDigits(closes)}`;
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
