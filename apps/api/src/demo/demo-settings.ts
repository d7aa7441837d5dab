import type { ShopSettings } from '@shop/contracts';
import { DEFAULT_SHOP_SETTINGS } from '../modules/settings/defaults';

/**
 * The demo shop's contact details: plausible, so every page shows what a real shop shows, and plainly
 * a demo's (the address says so), to be replaced from the settings screen.
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  phone: '021-66712345',
  whatsapp: '989121234567',
  telegram: 'barqafarin_demo',
  address: 'تهران، خیابان لاله‌زار، پاساژ برق، پلاک ۱۲ (نشانی نمایشی)',
  location: { latitude: 35.6917, longitude: 51.4172 },
};
