import type { Attribute, Product, SpecValue } from '@shop/contracts/plain';
import { parseDecimal } from '@shop/persian';
import { galleryOrder, type GalleryItem } from './gallery-editor';
import type { FieldErrors } from '../../../../components/admin/admin-form';
import { isBlank, isImage } from '../../../../components/admin/form-parts';

/** What the product form holds: the fields as typed, the chosen files and the gallery's order. */
export interface ProductValues {
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  inStock: boolean;
  isPopular: boolean;
  categoryId: string;
  brandId: string;
  /** The specification as typed, by attribute id: a number as written, a list value's id, 'true'/'false', text. */
  specs: Record<string, string>;
  image: File | null;
  gallery: GalleryItem[];
}

export type ProductField =
  | 'title'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'brandId'
  | 'image'
  | 'gallery'
  | 'specs'
  | `specs.${string}`;

/** A stored value as its field shows it. */
const typed = (value: SpecValue) => String(value);

/** An empty form for a new product, or the stored product's values to edit. */
export const productValues = (product?: Product): ProductValues => ({
  title: product?.title ?? '',
  description: product?.description ?? '',
  price: product ? String(product.price) : '',
  originalPrice: product?.originalPrice ? String(product.originalPrice) : '',
  inStock: product ? product.stock > 0 : true,
  isPopular: product?.isPopular ?? false,
  categoryId: product?.categoryId ?? '',
  brandId: product?.brandId ?? '',
  specs: Object.fromEntries(Object.entries(product?.specs ?? {}).map(([id, value]) => [id, typed(value)])),
  image: null,
  gallery: product?.gallery.map((name, index) => ({ key: `stored-${index}`, name })) ?? [],
});

/** A specification attribute as the form needs it. */
export type SpecAttribute = Pick<Attribute, '_id' | 'name' | 'kind'>;

/** The message beside a number field that does not read as a number (the API's words). */
export const notANumber = (name: string) => `مقدار «${name}» باید عدد باشد (مثلاً ۲٫۵)`;

/**
 * The form's own checks before anything is sent; a new product needs its main image, and a number of
 * the specification must read as one (Persian digits and «٫» welcome).
 */
export function checkProduct(
  values: ProductValues,
  isNew: boolean,
  attributes: SpecAttribute[] = [],
): FieldErrors<ProductField> {
  const found: FieldErrors<ProductField> = {};
  if (isBlank(values.title)) found.title = 'عنوان الزامی است';
  if (isBlank(values.price)) found.price = 'قیمت الزامی است';
  if (isBlank(values.description)) found.description = 'توضیحات الزامی است';
  if (isNew && !values.image) found.image = 'عکس الزامی است';
  if (values.image && !isImage(values.image)) found.image = 'لطفا یک فایل عکس بارگذاری کنید';
  if (values.gallery.some(({ file }) => file && !isImage(file)))
    found.gallery = 'تمام فایلهای گالری باید عکس باشند';
  for (const { _id, name, kind } of attributes) {
    const value = values.specs[_id]?.trim();
    if (kind === 'number' && value && parseDecimal(value) === null) found[`specs.${_id}`] = notANumber(name);
  }
  return found;
}

/**
 * The multipart body the API reads: the fields, the chosen files, the stored gallery images the admin
 * removed, and the gallery's order over stored names and new files. With the category's `attributes`
 * (once they have loaded) the whole specification goes too, theirs only; without them, the stored
 * values stay as they are.
 */
export function productFormData(
  values: ProductValues,
  storedGallery: string[] = [],
  attributes?: SpecAttribute[],
): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description);
  form.append('price', values.price.trim());
  form.append('originalPrice', values.originalPrice.trim());
  form.append('stock', String(values.inStock));
  form.append('isPopular', String(values.isPopular));
  form.append('categoryId', values.categoryId);
  form.append('brandId', values.brandId);
  if (attributes) {
    const specs = attributes.flatMap(({ _id }) => {
      const value = values.specs[_id]?.trim();
      return value ? [[_id, value]] : [];
    });
    form.append('specs', JSON.stringify(Object.fromEntries(specs)));
  }
  if (values.image) form.append('image', values.image);
  const files = values.gallery.flatMap(({ file }) => (file ? [file] : []));
  for (const file of files) form.append('gallery', file);
  for (const name of storedGallery.filter((name) => !values.gallery.some((item) => item.name === name)))
    form.append('removedGallery', name);
  for (const token of galleryOrder(values.gallery, files)) form.append('galleryOrder', token);
  return form;
}
