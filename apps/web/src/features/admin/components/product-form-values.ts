import type { Product } from '@shop/contracts/plain';
import { galleryOrder, type GalleryItem } from './gallery-editor';
import type { FieldErrors } from './admin-form';
import { isBlank, isImage } from './form-parts';

/** What the product form holds: the fields as typed, the chosen files and the gallery's order. */
export interface ProductValues {
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  inStock: boolean;
  isPopular: boolean;
  categoryId: string;
  image: File | null;
  gallery: GalleryItem[];
}

export type ProductField = 'title' | 'description' | 'price' | 'originalPrice' | 'image' | 'gallery';

/** An empty form for a new product, or the stored product's values to edit. */
export const productValues = (product?: Product): ProductValues => ({
  title: product?.title ?? '',
  description: product?.description ?? '',
  price: product ? String(product.price) : '',
  originalPrice: product?.originalPrice ? String(product.originalPrice) : '',
  inStock: product ? product.stock > 0 : true,
  isPopular: product?.isPopular ?? false,
  categoryId: product?.categoryId ?? '',
  image: null,
  gallery: product?.gallery.map((name, index) => ({ key: `stored-${index}`, name })) ?? [],
});

/** The form's own checks before anything is sent; a new product needs its main image. */
export function checkProduct(values: ProductValues, isNew: boolean): FieldErrors<ProductField> {
  const found: FieldErrors<ProductField> = {};
  if (isBlank(values.title)) found.title = 'عنوان الزامی است';
  if (isBlank(values.price)) found.price = 'قیمت الزامی است';
  if (isBlank(values.description)) found.description = 'توضیحات الزامی است';
  if (isNew && !values.image) found.image = 'عکس الزامی است';
  if (values.image && !isImage(values.image)) found.image = 'لطفا یک فایل عکس بارگذاری کنید';
  if (values.gallery.some(({ file }) => file && !isImage(file)))
    found.gallery = 'تمام فایلهای گالری باید عکس باشند';
  return found;
}

/**
 * The multipart body the API reads: the fields, the chosen files, the stored gallery images the admin
 * removed, and the gallery's order over stored names and new files.
 */
export function productFormData(values: ProductValues, storedGallery: string[] = []): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description);
  form.append('price', values.price.trim());
  form.append('originalPrice', values.originalPrice.trim());
  form.append('stock', String(values.inStock));
  form.append('isPopular', String(values.isPopular));
  form.append('categoryId', values.categoryId);
  if (values.image) form.append('image', values.image);
  const files = values.gallery.flatMap(({ file }) => (file ? [file] : []));
  for (const file of files) form.append('gallery', file);
  for (const name of storedGallery.filter((name) => !values.gallery.some((item) => item.name === name)))
    form.append('removedGallery', name);
  for (const token of galleryOrder(values.gallery, files)) form.append('galleryOrder', token);
  return form;
}
