import { byMessenger, type ShopSettings } from '@shop/contracts';

/**
 * What the shop shows until an admin saves its own settings. The names, tagline, hours and returns come
 * from the spec; the contact details, the map point and the eNamad seal are unset, so the pages leave
 * them out (never a made-up number a shopper would dial) and the dashboard asks the owner for them. The
 * benefit cards promise only what holds for any shop run this way (no payment, no 24/7, no warranty:
 * warranties are per product).
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: { fa: 'برق‌آفرین', en: 'Barq Afarin' },
  tagline: 'به‌روزترین تجهیزات برقی و الکترونیکی',
  phone: '',
  whatsapp: '',
  telegram: '',
  messengers: byMessenger(() => ''),
  address: '',
  location: null,
  workingHours: { fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00', exceptions: [] },
  // The spec names two thresholds (99 and 500 thousand toman); one figure replaces both.
  freeShippingThreshold: 500_000,
  returnDays: 30,
  benefits: [
    {
      title: 'سفارش آسان',
      text: 'سفارش در واتس‌اپ، تلگرام یا با یک تماس؛ موجودی، قیمت نهایی و هزینه ارسال پیش از قطعی شدن سفارش با شما هماهنگ می‌شود.',
    },
    { title: 'تنوع محصولات', text: 'از سیم و کابل تا روشنایی، ابزار و خانه هوشمند.' },
  ],
  enamad: '',
  proFormaValidDays: 3,
  smsPerHour: 200,
  socialLinks: [],
};
