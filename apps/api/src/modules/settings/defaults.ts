import type { ShopSettings } from '@shop/contracts';

/**
 * What the shop shows until an admin saves its own settings. The names, tagline, hours, returns and
 * warranty come from the spec; the contact details and the map point are unset, so the pages leave
 * them out (never a made-up number a shopper would dial) and the dashboard asks the owner for them.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: { fa: 'برق‌آفرین', en: 'Barq Afarin' },
  tagline: 'به‌روزترین تجهیزات برقی و الکترونیکی',
  phone: '',
  whatsapp: '',
  telegram: '',
  address: '',
  location: null,
  workingHours: { fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00' },
  // The spec names two thresholds (99 and 500 thousand toman); one figure replaces both.
  freeShippingThreshold: 500_000,
  returnDays: 30,
  warrantyYears: 2,
  proFormaValidDays: 3,
  smsPerHour: 200,
  socialLinks: [],
};
