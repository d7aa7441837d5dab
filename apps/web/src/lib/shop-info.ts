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

/** The `tel:` form of a phone as the admin typed it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;
