import type { ShopSettings } from '@shop/contracts';

/**
 * What the shop shows until an admin saves its own settings. The names, tagline, hours, returns and
 * warranty come from the spec; the phone, WhatsApp, Telegram, address and map point are PLACEHOLDERS
 * to replace from the admin panel (GET /api/settings answers `isDefault: true` until then).
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: { fa: 'برق‌آفرین', en: 'Barq Afarin' },
  tagline: 'به‌روزترین تجهیزات برقی و الکترونیکی',
  phone: '021-00000000', // placeholder
  whatsapp: '989120000000', // placeholder
  telegram: 'barqafarin_shop', // placeholder
  address: 'تهران — نشانی فروشگاه را در تنظیمات وارد کنید', // placeholder
  location: { latitude: 35.6892, longitude: 51.389 }, // placeholder: central Tehran
  workingHours: { fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00' },
  // The spec names two thresholds (99 and 500 thousand toman); one figure replaces both.
  freeShippingThreshold: 500_000,
  returnDays: 30,
  warrantyYears: 2,
  smsPerHour: 200,
  socialLinks: [],
};
