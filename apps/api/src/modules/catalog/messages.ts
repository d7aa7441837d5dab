/** What the catalog API says to people; the form messages are the spec's (section 5), with its punctuation. */
export const CATEGORY_MESSAGES = {
  notFound: 'دسته بندی یافت نشد',
  descriptionRequired: 'توضیحات الزامی است.',
  imageRequired: 'عکس الزامی است.',
  notAnImage: 'لطفا یک فایل از نوع عکس بارگزاری کنید.',
  tooLarge: 'سایز عکس باید کمتر از 5 مگابایت باشد.',
  oneImage: 'فقط یک عکس برای دسته بندی فرستاده شود.',
  duplicateTitle: 'دسته بندی دیگری با همین عنوان وجود دارد.',
  catchAllNotDeletable:
    'این دسته بندی جای محصولات دسته‌های حذف‌شده است و قابل حذف نیست؛ نامش را می‌توانید تغییر دهید.',
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
  priceRequired: 'قیمت الزامی است',
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

export const VARIANT_MESSAGES = {
  malformed: 'گزینه‌ها یا تنوع‌های فرستاده‌شده نامعتبر است',
  tooManyOptions: 'هر محصول حداکثر ۳ گزینه (مثل سطح مقطع، رنگ، طول) دارد',
  optionNameRequired: 'نام هر گزینه الزامی است',
  duplicateOption: (name: string) => `گزینه‌ی «${name}» دو بار آمده است`,
  optionValuesRequired: (name: string) => `گزینه‌ی «${name}» حداقل یک مقدار لازم دارد`,
  tooManyValues: (name: string) => `گزینه‌ی «${name}» حداکثر ۴۰ مقدار دارد`,
  emptyValue: (name: string) => `یکی از مقدارهای گزینه‌ی «${name}» خالی است`,
  duplicateValue: (name: string, value: string) => `مقدار «${value}» در گزینه‌ی «${name}» تکرار شده است`,
  unknownAttribute: (name: string) =>
    `ویژگی گزینه‌ی «${name}» باید ویژگی عددی یا فهرستی از دسته‌بندی همین محصول باشد`,
  notANumber: (name: string, value: string) => `مقدار «${value}» گزینه‌ی «${name}» باید عدد باشد (مثلاً ۲٫۵)`,
  notAnAttributeOption: (name: string, value: string) =>
    `مقدار «${value}» گزینه‌ی «${name}» در فهرست مقدارهای ویژگی آن نیست`,
  variantRequired: 'حداقل یک تنوع لازم است',
  oneWithoutOptions: 'محصول بدون گزینه فقط یک تنوع دارد',
  tooManyVariants: 'هر محصول حداکثر ۱۲۰ تنوع دارد',
  valuesPerOption: (label: string) => `تنوع «${label}» باید برای هر گزینه دقیقاً یک مقدار داشته باشد`,
  valueNotInOption: (name: string, value: string) =>
    `مقدار «${value}» در گزینه‌ی «${name}» نیست؛ مقداری که تنوعی آن را دارد حذف‌شدنی نیست`,
  duplicateCombination: (label: string) => `ترکیب «${label}» تکراری است`,
  unknownVariant: 'یکی از تنوع‌های فرستاده‌شده از این محصول نیست',
  duplicateCode: (code: string) => `کد «${code}» برای بیش از یک تنوع آمده است`,
  codeTaken: 'یکی از کدها یا شناسه‌های کالا برای محصول دیگری ثبت شده است',
  foreignImage: 'عکس هر تنوع باید یکی از عکس‌های همین محصول باشد',
  invalidPrice: 'قیمت هر تنوع باید عددی بیشتر از صفر باشد',
  invalidStock: 'موجودی هر تنوع باید یک عدد صحیح باشد',
  oneEnabled: 'حداقل یک تنوع باید فعال باشد',
  priceWithOptions: 'قیمت و موجودی محصولِ دارای تنوع در جدول تنوع‌ها ثبت می‌شود',
  optionsNeedVariants: 'گزینه‌ها و تنوع‌ها با هم فرستاده می‌شوند',
  unitSizeRequired: 'برای حلقه و بسته، مقدار هر واحد (مثلاً حلقه‌ی ۱۰۰ متری) را وارد کنید',
  invalidQuantity: 'اندازه‌ی واحد، حداقل سفارش و گام باید عدد صحیح مثبت باشند',
  stepDividesMinimum: 'حداقل سفارش باید مضربی از گام سفارش باشد (مثلاً حداقل ۱۰۰ با گام ۱۰۰ یا ۵۰)',
  unitChangeOrphansStock:
    'با تغییر واحد فروش، موجودی فعلی معنای دیگری پیدا می‌کند؛ موجودی تنوع‌ها را هم‌زمان در واحد جدید بفرستید',
};

export const DOCUMENT_MESSAGES = {
  notFound: 'مستند یافت نشد',
  fileRequired: 'فایل PDF مستند را انتخاب کنید',
  oneFile: 'برای هر مستند فقط یک فایل فرستاده شود',
  notAPdf: 'فایل باید PDF باشد',
  tooLarge: 'حجم فایل باید کمتر از ۲۰ مگابایت باشد',
  encrypted: 'فایل PDF رمزدار پذیرفته نمی‌شود',
  unreadable: 'فایل PDF خراب است و خوانده نشد',
  tooMany: 'هر محصول حداکثر ۱۰ مستند دارد',
  badOrder: 'ترتیب مستندها نامعتبر است؛ هر مستند محصول باید دقیقاً یک بار در آن بیاید',
  uploaded: 'مستند با موفقیت افزوده شد',
  reordered: 'ترتیب مستندها ذخیره شد',
  deleted: 'مستند با موفقیت حذف شد',
};
