import { formatToman, toPersianDigits } from '@shop/persian';

export { formatToman, toPersianDigits };

const solarDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO timestamp as a Solar Hijri date, yyyy/MM/dd in Persian digits. */
export function formatSolarDate(iso: string): string {
  return solarDate.format(new Date(iso));
}

/** The product's short code: the last 6 characters of its id, upper case. */
export function shortCode(id: string): string {
  return id.slice(-6).toUpperCase();
}
