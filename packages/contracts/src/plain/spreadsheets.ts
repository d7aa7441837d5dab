/** The sheet's fixed columns, in order, by the header the file carries; specifications and images follow. */
export const SPREADSHEET_COLUMNS = {
  id: 'شناسه',
  title: 'عنوان',
  brand: 'برند',
  category: 'دسته‌بندی',
  price: 'قیمت (تومان)',
  originalPrice: 'قیمت قبل از تخفیف (تومان)',
  stock: 'موجودی',
  isPopular: 'نمایش در صفحه اصلی',
} as const;
export const SPREADSHEET_IMAGES_COLUMN = 'تصاویر';
/**
 * A customer group's price list: the variant's fixed price for that group («قیمت همکار (تومان)»); an
 * empty cell: none (the group's percentage of the shop's price applies). Sheets without it leave the
 * group's prices as they are.
 */
export const priceListColumn = (groupName: string) => `قیمت ${groupName} (تومان)`;
/**
 * A variant's columns. A product sold in variants has a row per variant, each with the product's id
 * and fields and its variant's id (`variantId`), price, old price, stock, code and barcode; `options`
 * names the variant for people and is not read back. Sheets without these columns are read as before.
 */
export const SPREADSHEET_VARIANT_COLUMNS = {
  variantId: 'شناسه تنوع',
  options: 'تنوع',
  code: 'کد کالا',
  barcode: 'بارکد',
  /**
   * When the product was last edited in the shop, as the export found it: an import of an older sheet
   * warns of the rows whose product was edited since (their edit would be undone). Not written back.
   */
  editedAt: 'آخرین ویرایش در فروشگاه',
} as const;
/** Between the image addresses (or ZIP file names) of one cell; the first is the main image. */
export const SPREADSHEET_IMAGE_SEPARATOR = ' | ';
export const SPREADSHEET_YES = 'بله';
export const SPREADSHEET_NO = 'خیر';

/** A file's field names in the import form. */
export const SPREADSHEET_FILE_FIELDS = { sheet: 'sheet', images: 'images' } as const;

/** At most this many problems are listed; `problemCount` counts them all. */
export const SHEET_PROBLEMS_LISTED = 500;

/** The applied imports the spreadsheet screen lists, newest first. */
export const SPREADSHEET_IMPORTS_LISTED = 10;
/** How long an applied import can be undone; the pictures it replaced are kept as long. */
export const SPREADSHEET_UNDO_DAYS = 7;
