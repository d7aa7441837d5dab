/** What the catalog API says to people; the form messages are the spec's (section 5), with its punctuation. */
export const CATEGORY_MESSAGES = {
  notFound: 'دسته بندی یافت نشد',
  descriptionRequired: 'توضیحات الزامی است.',
  imageRequired: 'عکس الزامی است.',
  notAnImage: 'لطفا یک فایل از نوع عکس بارگزاری کنید.',
  tooLarge: 'سایز عکس باید کمتر از 5 مگابایت باشد.',
  oneImage: 'فقط یک عکس برای دسته بندی فرستاده شود.',
  duplicateTitle: 'دسته بندی دیگری با همین عنوان وجود دارد.',
  othersNotDeletable: 'دسته بندی «others» قابل حذف نیست.',
  othersNotRenamable: 'عنوان دسته بندی «others» قابل تغییر نیست.',
  created: 'دسته بندی با موفقیت ایجاد شد',
  updated: 'دسته بندی با موفقیت ویرایش شد',
  deleted: 'دسته بندی با موفقیت حذف شد',
};

export const PRODUCT_MESSAGES = {
  notFound: 'محصول یافت نشد',
  descriptionRequired: 'توضیحات الزامی است',
  imageRequired: 'عکس الزامی است',
  notAnImage: 'لطفا یک فایل عکس بارگذاری کنید',
  galleryNotImages: 'تمام فایلهای گالری باید عکس باشند',
  tooLarge: 'حجم هر عکس باید کمتر از 10 مگابایت باشد',
  oneImage: 'فقط یک عکس اصلی فرستاده شود',
  tooManyGallery: 'گالری حداکثر ۱۲ عکس دارد',
  badGalleryOrder: 'ترتیب گالری نامعتبر است؛ هر عکس گالری باید دقیقاً یک بار در آن بیاید',
  invalidPrice: 'قیمت نامعتبر است',
  unknownCategory: 'دسته بندی انتخاب‌شده وجود ندارد',
  created: 'محصول با موفقیت ایجاد شد!',
  updated: 'محصول با موفقیت ویرایش شد!',
  deleted: 'محصول با موفقیت حذف شد',
};

export const BRAND_MESSAGES = {
  notFound: 'برند یافت نشد',
  notAnImage: 'لوگو باید یک فایل عکس باشد',
  tooLarge: 'حجم لوگو باید کمتر از ۵ مگابایت باشد',
  oneLogo: 'فقط یک لوگو برای برند فرستاده شود',
  nameTaken: (name: string) => `برند دیگری با نام «${name}» وجود دارد`,
  unknown: 'برند انتخاب‌شده وجود ندارد',
  created: 'برند با موفقیت ایجاد شد',
  updated: 'برند با موفقیت ویرایش شد',
  deleted: 'برند حذف شد؛ محصولات آن بدون برند ماندند',
};

export const ATTRIBUTE_MESSAGES = {
  notFound: 'ویژگی یافت نشد',
  nameTaken: (name: string) => `این دسته‌بندی ویژگی دیگری با نام «${name}» دارد`,
  tooMany: 'هر دسته‌بندی حداکثر ۴۰ ویژگی دارد',
  unitOnlyForNumbers: 'واحد فقط برای ویژگی‌های عددی است',
  optionsOnlyForLists: 'فهرست مقدارها فقط برای ویژگی‌های «یکی از چند مقدار» است',
  optionsRequired: 'حداقل یک مقدار برای فهرست وارد کنید',
  duplicateOption: (value: string) => `مقدار «${value}» در فهرست تکرار شده است`,
  foreignOption: 'یکی از مقدارهای فرستاده‌شده از این ویژگی نیست',
  textNotFilterable: 'ویژگی متنی نمی‌تواند فیلتر باشد',
  badOrder: 'ترتیب باید همه ویژگی‌های این دسته‌بندی را دقیقاً یک بار داشته باشد',
  created: 'ویژگی افزوده شد',
  updated: 'ویژگی ویرایش شد',
  reordered: 'ترتیب ویژگی‌ها ذخیره شد',
  deleted: 'ویژگی حذف شد',
};

export const SPEC_MESSAGES = {
  malformed: 'مشخصات فنی نامعتبر است',
  noCategory: 'برای ثبت مشخصات فنی، ابتدا دسته‌بندی محصول را انتخاب کنید',
  foreignAttribute: 'این ویژگی از دسته‌بندی این محصول نیست',
  notANumber: (name: string) => `مقدار «${name}» باید عدد باشد (مثلاً ۲٫۵)`,
  notAnOption: (name: string) => `مقدار «${name}» باید یکی از مقدارهای فهرست باشد`,
  notYesNo: (name: string) => `مقدار «${name}» باید «بله» یا «خیر» باشد`,
  textTooLong: (name: string) => `مقدار «${name}» حداکثر ۲۰۰ نویسه است`,
};
