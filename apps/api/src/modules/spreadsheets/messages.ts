import { SPREADSHEET_NO, SPREADSHEET_UNDO_DAYS, SPREADSHEET_YES } from '@shop/contracts';
import { formatNumber, toPersianDigits } from '@shop/persian';
import { jalaliStamp } from '../orders/order-sheet';
import { examplesOf } from '../price-changes/messages';

const count = formatNumber;
const megabytes = (bytes: number) => formatNumber(Math.max(1, Math.round(bytes / (1024 * 1024))));

/** What the spreadsheet export and import say to the admin. */
export const SHEET_MESSAGES = {
  sheetRequired: 'فایل اکسل یا CSV را انتخاب کنید',
  oneSheet: 'فقط یک فایل اکسل یا CSV فرستاده شود',
  oneZip: 'فقط یک فایل ZIP عکس‌ها فرستاده شود',
  tooLarge: (maxBytes: number) => `حجم هر فایل باید حداکثر ${megabytes(maxBytes)} مگابایت باشد`,
  tooManyRows: (maxRows: number) =>
    `فایل بیش از ${count(maxRows)} ردیف دارد؛ آن را در چند فایل کوچک‌تر وارد کنید`,
  notUtf8:
    'فایل CSV با کدگذاری UTF-8 ذخیره نشده است. در اکسل «CSV UTF-8» را هنگام ذخیره انتخاب کنید، یا فایل XLSX بفرستید.',
  badCsv: (line: number) => `فایل CSV در خط ${count(line)} خراب است (مثلاً یک گیومه بسته نشده)`,
  badXlsx: 'فایل XLSX خوانده نشد؛ آن را دوباره در اکسل ذخیره کنید',
  xlsxTooLarge: (maxBytes: number) =>
    `فایل XLSX پس از باز شدن از ${megabytes(maxBytes)} مگابایت بیشتر می‌شود؛ آن را در چند فایل کوچک‌تر وارد کنید`,
  xlsxTooManyStrings: (max: number) => `فایل XLSX بیش از ${count(max)} متن جداگانه دارد`,
  xlsxTooManyRuns: (max: number) => `متنی در فایل XLSX بیش از ${count(max)} تکه با قالب‌بندی جدا دارد`,
  xlsxCellTooLong: (max: number) => `متن یکی از خانه‌های فایل بیش از ${count(max)} نویسه است`,
  tooManyCells: (row: number, max: number) => `ردیف ${count(row)} فایل بیش از ${count(max)} ستون دارد`,
  empty: 'فایل هیچ ردیفی ندارد',
  noRows: 'فایل جز سطر عنوان ستون‌ها ردیفی ندارد',
  missingColumn: (header: string) => `ستون «${header}» در سطر اول فایل نیست`,
  unknownColumn: (header: string) => `ستون «${header}» شناخته نشد (نه ستون ثابت است و نه ویژگی یک دسته‌بندی)`,
  repeatedColumn: (header: string) => `ستون «${header}» بیش از یک بار آمده است`,
  badZip: 'فایل ZIP عکس‌ها خراب است یا ZIP نیست',
  zipTooManyEntries: (max: number) => `فایل ZIP بیش از ${count(max)} فایل دارد`,
  zipTooLarge: (maxBytes: number) => `حجم باز‌شده فایل ZIP بیش از ${megabytes(maxBytes)} مگابایت است`,
  zipBadName: 'نام یکی از فایل‌های ZIP نامعتبر است (مسیر بیرون از پوشه)',
  busy: 'ورود اکسل دیگری هم‌اکنون در حال انجام است؛ چند لحظه بعد دوباره بفرستید',
  cancelled: 'ورود فایل نیمه‌کاره ماند و هیچ تغییری ثبت نشد',
  hasProblems: (n: number) =>
    `فایل ${count(n)} مشکل دارد و هیچ ردیفی ثبت نشد؛ ابتدا «بررسی فایل» را بزنید و مشکلات را برطرف کنید`,
  productGone: (row: number) => `محصول ردیف ${count(row)} در این میان حذف شده است؛ هیچ ردیفی ثبت نشد`,
  failed: 'ورود فایل انجام نشد و هیچ تغییری ثبت نشد؛ دوباره تلاش کنید',
  applied: (created: number, updated: number, unchanged: number) =>
    `${count(created)} محصول افزوده شد، ${count(updated)} محصول ویرایش شد و ${count(unchanged)} محصول بدون تغییر ماند`,
  // Undoing an applied import.
  importNotFound: 'ورود اکسل یافت نشد',
  importAlreadyUndone: 'این ورود اکسل پیش‌تر بازگردانده شده است',
  importTooOld: `ورود اکسل را تا ${count(SPREADSHEET_UNDO_DAYS)} روز پس از آن می‌توان بازگرداند؛ این ورود قدیمی‌تر است`,
  importChangedSince: (n: number, titles: string[]) =>
    `بازگردانی انجام نشد: ${count(n)} محصول پس از این ورود دوباره ویرایش شده است${examplesOf(n, titles)}. ` +
    'تا ویرایش‌های تازه‌تر از بین نرود هیچ محصولی بازگردانده نشد؛ اگر ورود اکسل تازه‌تری همین محصولات را عوض کرده، نخست آن را بازگردانید.',
  importUndone: (removed: number, restored: number) =>
    `${count(removed)} محصول افزوده‌شده حذف شد و ${count(restored)} محصول به پیش از این ورود برگشت`,
  // Row problems.
  formula:
    "مقدار با = یا + یا - یا @ شروع شده و مانند فرمول است؛ فرمول پذیرفته نمی‌شود (برای متن، پیش از آن ' بگذارید)",
  formulaCell: 'این خانه فرمول دارد؛ فرمول پذیرفته نمی‌شود، مقدار را به‌صورت عدد یا متن بنویسید',
  badId: 'شناسه نامعتبر است؛ برای محصول تازه خالی بگذارید',
  editedSinceExport: (editedAt: Date) =>
    `این محصول پس از گرفتن این خروجی در فروشگاه ویرایش شده است (${toPersianDigits(jalaliStamp(editedAt))})؛ ورود این ردیف آن ویرایش را برمی‌گرداند`,
  notYesNo: `«${SPREADSHEET_YES}» یا «${SPREADSHEET_NO}» بنویسید (خالی: ${SPREADSHEET_NO})`,
  badVariantId: 'شناسه تنوع نامعتبر است؛ آن را همان‌طور که در خروجی آمده نگه دارید',
  newVariant: 'تنوع تازه را در فرم محصول بسازید؛ این‌جا فقط تنوع‌های محصولی که شناسه دارد ویرایش می‌شوند',
  foreignVariant: 'این تنوع از محصول همین ردیف نیست',
  variantRequired: 'این محصول تنوع دارد؛ هر ردیف آن یک تنوع است و شناسه تنوع را لازم دارد',
  repeatedVariant: (row: number) => `این تنوع در ردیف ${count(row)} هم آمده است`,
  variantRowsDiffer: (row: number) =>
    `ردیف‌های تنوع‌های یک محصول باید در این ستون یکسان باشند (مانند ردیف ${count(row)})`,
  repeatedCode: (row: number) => `این کد در ردیف ${count(row)} هم آمده است`,
  codeTaken: 'این کد یا بارکد برای کالای دیگری ثبت شده است',
  unknownId: 'محصولی با این شناسه وجود ندارد؛ برای محصول تازه شناسه را خالی بگذارید',
  duplicateId: (firstRow: number) => `این شناسه در ردیف ${count(firstRow)} هم آمده است`,
  unknownCategory: (title: string) => `دسته‌بندی «${title}» وجود ندارد`,
  unknownBrand: (name: string) => `برند «${name}» وجود ندارد`,
  foreignAttribute: (category: string) => `دسته‌بندی «${category}» این ویژگی را ندارد؛ خانه را خالی بگذارید`,
  noCategoryForSpec: 'برای ثبت مشخصات فنی، دسته‌بندی محصول را بنویسید',
  imageRequired: 'محصول تازه دست‌کم یک عکس لازم دارد',
  tooManyImages: 'هر محصول حداکثر ۱۳ عکس دارد (یک عکس اصلی و ۱۲ عکس گالری)',
  notShopImage: (address: string) =>
    `«${address}» نشانی عکسی از همین فروشگاه نیست؛ عکس‌های دیگر را در فایل ZIP بفرستید`,
  unknownShopImage: (address: string) => `عکس «${address}» در فروشگاه پیدا نشد`,
  noZip: (name: string) => `«${name}» نشانی نیست و فایل ZIP عکس‌ها هم فرستاده نشده است`,
  missingFromZip: (name: string) => `فایل «${name}» در فایل ZIP عکس‌ها نیست`,
  notAnImage: (name: string) => `فایل «${name}» عکس نیست (JPEG، PNG، GIF یا WebP بفرستید)`,
};
