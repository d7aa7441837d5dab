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
