import {
  SIZED_UNITS,
  type Attribute,
  type Product,
  type SaleUnit,
  type SpecValue,
} from '@shop/contracts/plain';
import { parseDecimal, toLatinDigits } from '@shop/persian';
import { galleryOrder, type GalleryItem } from './gallery-editor';
import {
  optionDrafts,
  optionsField,
  optionsProblem,
  typedNumber,
  variantDrafts,
  variantsField,
  variantsProblem,
  type OptionDraft,
  type VariantDraft,
} from './variant-values';
import type { FieldErrors } from '../../../../components/admin/admin-form';
import { isBlank, isImage } from '../../../../components/admin/form-parts';

/** What the product form holds: the fields as typed, the chosen files and the gallery's order. */
export interface ProductValues {
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  /** The quantity in stock as typed, in the sale unit (without options: the one variant's). */
  stock: string;
  isPopular: boolean;
  categoryId: string;
  brandId: string;
  /** As shoppers read it («۱۸ ماه گارانتی شرکتی»); empty: none. */
  warranty: string;
  /** The specification as typed, by attribute id: a number as written, a list value's id, 'true'/'false', text. */
  specs: Record<string, string>;
  image: File | null;
  gallery: GalleryItem[];
  /** How it is sold: the unit, its size (a roll's metres, a box's pieces), the least order and its step. */
  unit: SaleUnit;
  unitSize: string;
  minQuantity: string;
  quantityStep: string;
  /** None: the price fields above are the product's one variant. Some: the variant table holds the prices. */
  options: OptionDraft[];
  variants: VariantDraft[];
}

export type ProductField =
  | 'title'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'brandId'
  | 'warranty'
  | 'image'
  | 'gallery'
  | 'specs'
  | `specs.${string}`
  | 'stock'
  | 'unit'
  | 'unitSize'
  | 'minQuantity'
  | 'quantityStep'
  | 'options'
  | 'variants';

/** A stored value as its field shows it. */
const typed = (value: SpecValue) => String(value);

/** An empty form for a new product, or the stored product's values to edit. */
export const productValues = (product?: Product): ProductValues => ({
  title: product?.title ?? '',
  description: product?.description ?? '',
  price: typedNumber(product?.price),
  originalPrice: typedNumber(product?.originalPrice),
  stock: typedNumber(product?.stock),
  isPopular: product?.isPopular ?? false,
  categoryId: product?.categoryId ?? '',
  brandId: product?.brandId ?? '',
  warranty: product?.warranty ?? '',
  specs: Object.fromEntries(Object.entries(product?.specs ?? {}).map(([id, value]) => [id, typed(value)])),
  image: null,
  gallery: product?.gallery.map((name, index) => ({ key: `stored-${index}`, name })) ?? [],
  unit: product?.unit ?? 'piece',
  unitSize: typedNumber(product?.unitSize),
  minQuantity: typedNumber(product?.minQuantity ?? 1),
  quantityStep: typedNumber(product?.quantityStep ?? 1),
  options: optionDrafts(product),
  variants: variantDrafts(product),
});

/** A roll holds metres, a box pieces: only they have a size. */
export const isSized = (unit: SaleUnit) => unit in SIZED_UNITS;

/** A whole quantity above zero typed in any digits, else null. */
export function wholeQuantity(typed: string): number | null {
  const text = toLatinDigits(typed.trim());
  return /^[0-9]{1,7}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** A quantity in stock as typed: Persian, Arabic or Latin digits, with or without separators; else null. */
export function typedStock(typed: string): number | null {
  const text = toLatinDigits(typed).replace(/[\s,،٬']/g, '');
  return /^[0-9]{1,7}$/.test(text) ? Number(text) : null;
}

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
  const withOptions = values.options.length > 0;
  if (!withOptions && isBlank(values.price)) found.price = 'قیمت الزامی است';
  if (!withOptions && typedStock(values.stock) === null)
    found.stock = isBlank(values.stock)
      ? 'موجودی را وارد کنید (۰ یعنی ناموجود)'
      : 'موجودی را با عدد صحیح بنویسید، مثلاً ۱۲';
  if (isBlank(values.description)) found.description = 'توضیحات الزامی است';
  if (isNew && !values.image) found.image = 'عکس الزامی است';
  if (values.image && !isImage(values.image)) found.image = 'لطفا یک فایل عکس بارگذاری کنید';
  if (values.gallery.some(({ file }) => file && !isImage(file)))
    found.gallery = 'تمام فایلهای گالری باید عکس باشند';
  for (const { _id, name, kind } of attributes) {
    const value = values.specs[_id]?.trim();
    if (kind === 'number' && value && parseDecimal(value) === null) found[`specs.${_id}`] = notANumber(name);
  }
  if (isSized(values.unit) && wholeQuantity(values.unitSize) === null)
    found.unitSize = 'برای حلقه و بسته، مقدار هر واحد (مثلاً حلقه‌ی ۱۰۰ متری) را وارد کنید';
  if (wholeQuantity(values.minQuantity) === null) found.minQuantity = 'حداقل سفارش باید عدد صحیح مثبت باشد';
  if (wholeQuantity(values.quantityStep) === null) found.quantityStep = 'گام سفارش باید عدد صحیح مثبت باشد';
  if (withOptions) {
    const problem = optionsProblem(values.options);
    if (problem) found.options = problem;
    else {
      const tableProblem = variantsProblem(values.options, values.variants);
      if (tableProblem) found.variants = tableProblem;
    }
  }
  return found;
}

/** What the form knows of the stored product it edits. */
export type StoredProduct = Pick<Product, 'gallery' | 'options' | 'stock'>;

/**
 * How the product is priced. Without options, the price fields as before (they edit its one variant).
 * With options, the whole option list and variant table, and never the price fields (the API refuses
 * both). A product whose options were all removed becomes one variant: the price fields and the
 * quantity typed (it starts as the variants' sum).
 */
function appendSale(
  form: FormData,
  values: ProductValues,
  stored?: StoredProduct,
  attributes?: SpecAttribute[],
) {
  if (values.options.length > 0) {
    const kept = new Set(values.gallery.flatMap(({ name }) => (name ? [name] : [])));
    form.append('options', JSON.stringify(optionsField(values.options, attributes)));
    form.append('variants', JSON.stringify(variantsField(values.variants, kept)));
  } else if (stored && stored.options.length > 0) {
    const only = {
      options: [],
      price: values.price.trim(),
      originalPrice: values.originalPrice.trim() || null,
      stock: typedStock(values.stock) ?? 0,
      enabled: true,
    };
    form.append('options', '[]');
    form.append('variants', JSON.stringify([only]));
  } else {
    form.append('price', values.price.trim());
    form.append('originalPrice', values.originalPrice.trim());
    form.append('stock', String(typedStock(values.stock) ?? values.stock.trim()));
  }
  form.append('unit', values.unit);
  form.append('unitSize', isSized(values.unit) ? values.unitSize.trim() : '');
  form.append('minQuantity', values.minQuantity.trim());
  form.append('quantityStep', values.quantityStep.trim());
}

/**
 * The multipart body the API reads: the fields, the chosen files, the stored gallery images the admin
 * removed, and the gallery's order over stored names and new files. With the category's `attributes`
 * (once they have loaded) the whole specification goes too, theirs only; without them, the stored
 * values stay as they are.
 */
export function productFormData(
  values: ProductValues,
  stored?: StoredProduct,
  attributes?: SpecAttribute[],
): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description);
  appendSale(form, values, stored, attributes);
  form.append('isPopular', String(values.isPopular));
  form.append('categoryId', values.categoryId);
  form.append('brandId', values.brandId);
  form.append('warranty', values.warranty.trim());
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
  for (const name of (stored?.gallery ?? []).filter(
    (name) => !values.gallery.some((item) => item.name === name),
  ))
    form.append('removedGallery', name);
  for (const token of galleryOrder(values.gallery, files)) form.append('galleryOrder', token);
  return form;
}
