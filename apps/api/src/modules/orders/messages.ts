import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts';
import { formatToman, toPersianDigits } from '@shop/persian';

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

/** What the desk says, in Persian. */
export const ORDER_MESSAGES = {
  notFound: 'سفارش یافت نشد',
  frozen: 'این سفارش تایید شده است و ردیف‌ها و مبلغ‌هایش دیگر تغییر نمی‌کند',
  alreadyThere: (status: OrderStatus) =>
    `وضعیت این سفارش هم‌اکنون «${label(status)}» است؛ صفحه را دوباره باز کنید`,
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `سفارش «${label(from)}» را نمی‌توان به «${label(to)}» برد`,
  reasonRequired: 'دلیل لغو سفارش را بنویسید',
  variantGone: 'کالای انتخاب‌شده در فروشگاه نیست',
  shopPriceGone: (title: string) => `«${title}» دیگر در فروشگاه نیست؛ قیمت فروشگاه آن را نمی‌توان تغییر داد`,
  lineGone: (title: string) => `«${title}» دیگر در فروشگاه نیست؛ آن را از سفارش بردارید`,
  badQuantity: (title: string, min: number, step: number) =>
    `تعداد «${title}» باید دست‌کم ${toPersianDigits(min)} و با گام ${toPersianDigits(step)} باشد`,
  notEnoughStock: (title: string, stock: number) =>
    `موجودی «${title}» کافی نیست (موجود: ${toPersianDigits(stock)})؛ تعداد یا موجودی را اصلاح کنید`,
  discountTooLarge: 'تخفیف از جمع ردیف‌ها و هزینه ارسال بیشتر است',
  totalTooLarge: 'جمع سفارش بیش از حد بزرگ است',
  shortPhone: 'دست‌کم ۴ رقم آخر شماره را بنویسید',
  badRange: 'تاریخ شروع بعد از تاریخ پایان است',
};

/** What each entry of the history says beside its kind. */
export const ORDER_NOTES = {
  edited: (changes: string[]) => `تغییر ${changes.join('، ')}`,
  changes: {
    lines: 'ردیف‌ها',
    discount: 'تخفیف',
    shipping: 'هزینه ارسال',
    customer: 'مشتری',
    note: 'یادداشت',
  },
  /** The lines whose catalog price the owner changed with the order. */
  shopPrices: (titles: string[]) => `قیمت فروشگاه ${titles.map((title) => `«${title}»`).join('، ')}`,
  confirmed: (invoice: string) => `فاکتور ${ltrNumber(invoice)}`,
  smsSent: (text: string) => `پیامک فرستاده شد: ${text}`,
  smsFailed: 'پیامک فرستاده نشد (خطای سرویس پیامک)',
  smsOverBudget: 'پیامک فرستاده نشد: سقف پیامک ساعتی فروشگاه پر است',
};

/**
 * A number like `1405-00123` in Persian digits, kept left to right inside Persian text: without the marks
 * (U+200E, which every phone knows) the digits after a Persian word are Arabic numbers to the bidi
 * algorithm and the hyphen flips them: «۰۰۱۲۳-۱۴۰۵».
 */
const ltrNumber = (number: string) => `\u200E${toPersianDigits(number)}\u200E`;

/** The shopper's SMS texts (the Kavenegar templates say the same around the tokens). */
export const ORDER_SMS_TEXTS = {
  confirmed: (shop: string, number: string, invoice: string, total: number) =>
    `${shop}: سفارش ${ltrNumber(number)} شما تایید شد. فاکتور ${ltrNumber(invoice)}، مبلغ ${formatToman(total)}.`,
  shipped: (shop: string, number: string) => `${shop}: سفارش ${ltrNumber(number)} شما ارسال شد.`,
};
