import { MAX_PRICE } from '@shop/contracts';
import { formatNumber, formatToman } from '@shop/persian';

const count = formatNumber;

/** « («لامپ ۱»، «لامپ ۲»، …)»: the first few of `n` products by title; nothing when none is known. */
export const examplesOf = (n: number, titles: string[]) =>
  titles.length === 0
    ? ''
    : ` (${titles.map((title) => `«${title}»`).join('، ')}${n > titles.length ? '، …' : ''})`;

/** What the bulk price change says to the admin. */
export const PRICE_CHANGE_MESSAGES = {
  notFound: 'تغییر قیمت یافت نشد',
  nothingChosen: 'هیچ محصولی با این انتخاب پیدا نشد',
  nothingChanges: 'این تغییر قیمت هیچ محصولی را عوض نمی‌کند',
  tooLow: (n: number) =>
    `قیمت ${count(n)} محصول با این تغییر صفر یا کمتر می‌شود؛ چنین تغییری اعمال نمی‌شود. مقدار تغییر یا انتخاب محصولات را اصلاح کنید.`,
  tooHigh: (n: number) =>
    `قیمت ${count(n)} محصول با این تغییر از بیشترین قیمت ممکن (${formatToman(MAX_PRICE)}) بیشتر می‌شود؛ چنین تغییری اعمال نمی‌شود.`,
  changedSincePreview:
    'این تغییر اعمال نشد: قیمت محصولات انتخاب‌شده پس از پیش‌نمایش عوض شده است (شاید مدیر دیگری هم‌زمان قیمت‌ها را تغییر داده باشد). ' +
    'دوباره پیش‌نمایش بگیرید و پس از بررسی قیمت‌های تازه اعمال کنید.',
  applied: (n: number) => `قیمت ${count(n)} محصول تغییر کرد`,
  undone: (restored: number, deleted: number) =>
    `قیمت ${count(restored)} محصول به پیش از این تغییر برگشت` +
    (deleted > 0 ? `؛ ${count(deleted)} محصولی که پس از آن حذف شده بود بازگردانده نشد` : ''),
  alreadyUndone: 'این تغییر قیمت پیش‌تر بازگردانده شده است',
  changedSince: (n: number, titles: string[]) =>
    `بازگردانی انجام نشد: قیمت ${count(n)} محصول پس از این تغییر دوباره عوض شده است${examplesOf(n, titles)}. ` +
    'تا ویرایش‌های تازه‌تر از بین نرود هیچ قیمتی بازگردانده نشد؛ اگر تغییر گروهی تازه‌تری همین محصولات را عوض کرده، نخست آن را بازگردانید، وگرنه قیمت این محصولات را جداگانه ویرایش کنید.',
};
