import { ALERTS_PER_ACCOUNT } from '@shop/contracts';
import { formatToman, toPersianDigits } from '@shop/persian';

/** What the alerts say, in Persian. */
export const ALERT_MESSAGES = {
  variantNotFound: 'این کالا یافت نشد یا فعلاً فروخته نمی‌شود',
  alreadyInStock: 'این کالا هم‌اکنون موجود است؛ می‌توانید همین حالا سفارش دهید',
  targetNotBelow: 'قیمت دلخواه باید کمتر از قیمت فعلی باشد',
  tooMany: `حداکثر ${toPersianDigits(ALERTS_PER_ACCOUNT)} «خبرم کن» می‌تواند همزمان منتظر بماند؛ یکی را از حساب کاربری لغو کنید`,
  alertNotFound: 'خبرم کن یافت نشد',
  stopLinkUnknown: 'این پیوند لغو معتبر نیست',
};

/** Long titles are cut: an SMS part holds 70 Persian letters. */
const TITLE_LENGTH = 40;
const shortTitle = (title: string) =>
  title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : title;

/** The SMS texts; the Kavenegar templates say the same around their tokens (docs/alerts.md). */
export const ALERT_SMS_TEXTS = {
  inStock: (shop: string, title: string, link: string, stopLink: string) =>
    `${shop}: «${shortTitle(title)}» موجود شد.\n${link}\nلغو خبرها: ${stopLink}`,
  priceDrop: (shop: string, title: string, price: number, link: string, stopLink: string) =>
    `${shop}: قیمت «${shortTitle(title)}» ${formatToman(price)} شد.\n${link}\nلغو خبرها: ${stopLink}`,
};
