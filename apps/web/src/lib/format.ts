import { formatNumber, formatToman, toPersianDigits } from '@shop/persian';

export { formatNumber, formatToman, toPersianDigits };

const solarDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO timestamp as a Solar Hijri date, yyyy/MM/dd in Persian digits. */
export function formatSolarDate(iso: string): string {
  return solarDate.format(new Date(iso));
}

const clockTime = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An ISO timestamp as its Solar Hijri date and the time of day: «۱۴۰۳/۰۱/۰۱، ۱۵:۳۰». */
export function formatSolarDateTime(iso: string): string {
  return `${formatSolarDate(iso)}، ${clockTime.format(new Date(iso))}`;
}

/** 12.5 -> «۱۲٫۵٪» (the Persian decimal separator). */
export function formatPercent(value: number): string {
  return `${toPersianDigits(String(value)).replace('.', '٫')}٪`;
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** A file's size as Persian readers write it: «۸۵۰ کیلوبایت», «۱٫۲ مگابایت» (one decimal, none when whole). */
export function formatFileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${toPersianDigits(Math.max(1, Math.round(bytes / KILOBYTE)))} کیلوبایت`;
  const megabytes = Math.round((bytes / MEGABYTE) * 10) / 10;
  return `${toPersianDigits(String(megabytes)).replace('.', '٫')} مگابایت`;
}

/** The product's short code: the last 6 characters of its id, upper case. */
export function shortCode(id: string): string {
  return id.slice(-6).toUpperCase();
}
