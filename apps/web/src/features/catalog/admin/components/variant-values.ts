import {
  OPTION_VALUES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_VARIANTS_MAX,
  type Attribute,
  type Product,
  type Variant,
} from '@shop/contracts/plain';
import { normalizeForSearch, toPersianDigits } from '@shop/persian';

/** An option as the form holds it: a name, an optional specification attribute and its values in order. */
export interface OptionDraft {
  key: string;
  name: string;
  /** The tied attribute's id, or '' for none. */
  attributeId: string;
  values: string[];
}

/** A row of the variant table as typed; `_id` for a stored variant, kept while its combination exists. */
export interface VariantDraft {
  /** The combination (see `combinationKey`): one row per combination. */
  key: string;
  _id?: string;
  options: string[];
  price: string;
  originalPrice: string;
  stock: string;
  code: string;
  barcode: string;
  /** A stored image of the product, or '' for the product's main image. */
  image: string;
  enabled: boolean;
}

/** What a new row starts from: the product's price fields as typed. */
export type VariantDefaults = Pick<VariantDraft, 'price' | 'originalPrice'>;

let drafted = 0;
export const newOption = (): OptionDraft => ({
  key: `option-${++drafted}`,
  name: '',
  attributeId: '',
  values: [],
});

/** A number the API stored, as the admin reads and types it: Persian digits. */
export const typedNumber = (value: number | null | undefined) =>
  value == null ? '' : toPersianDigits(value);

export const combinationKey = (options: string[]) => JSON.stringify(options.map((value) => value.trim()));
/** «۲٫۵ / قرمز»: a variant as its row and the API's messages name it. */
export const combinationLabel = (options: string[]) => options.join(' / ');

export const optionDrafts = (product?: Product): OptionDraft[] =>
  product?.options.map((option, index) => ({
    key: `stored-option-${index}`,
    name: option.name,
    attributeId: option.attributeId ?? '',
    values: option.values,
  })) ?? [];

/** The stored variants of a product with options; a product without options keeps its one in the price fields. */
export const variantDrafts = (product?: Product): VariantDraft[] =>
  product && product.options.length > 0
    ? product.variants.map((variant) => variantDraft(variant, product))
    : [];

function variantDraft(variant: Variant, product: Product): VariantDraft {
  return {
    key: combinationKey(variant.options),
    _id: variant._id,
    options: variant.options,
    price: typedNumber(variant.price),
    originalPrice: typedNumber(variant.originalPrice),
    stock: typedNumber(variant.stock),
    code: variant.code ?? '',
    barcode: variant.barcode ?? '',
    // Naming the main image is the same as naming none, and follows a new main image.
    image: variant.image === product.image ? '' : (variant.image ?? ''),
    enabled: variant.enabled,
  };
}

/** Values typed in one go: «۱٫۵، ۲٫۵, ۴» is three of them. */
export const splitValues = (typed: string) =>
  typed
    .split(/[,،]/)
    .map((value) => value.trim())
    .filter(Boolean);

const sameValue = (a: string, b: string) => normalizeForSearch(a) === normalizeForSearch(b);

/**
 * The option's values with the typed ones added at the end: one already there (as the API compares
 * them: digits, letter forms and case folded) is skipped, and the list stops at its maximum.
 */
export function addValues(values: string[], typed: string[]): string[] {
  const added = [...values];
  for (const value of typed) {
    if (added.length >= OPTION_VALUES_MAX) break;
    if (!added.some((other) => sameValue(other, value))) added.push(value);
  }
  return added;
}

/** Every combination of the options' values, in their order: the first option changes slowest. */
export function combinations(options: Pick<OptionDraft, 'values'>[]): string[][] {
  return options.reduce<string[][]>(
    (partial, option) => partial.flatMap((start) => option.values.map((value) => [...start, value])),
    [[]],
  );
}

/** Why the options cannot make a table yet, or null. */
export function optionsProblem(options: OptionDraft[]): string | null {
  if (options.length > PRODUCT_OPTIONS_MAX)
    return `هر محصول حداکثر ${toPersianDigits(PRODUCT_OPTIONS_MAX)} گزینه دارد`;
  const names = new Set<string>();
  for (const option of options) {
    const name = option.name.trim();
    if (!name) return 'نام هر گزینه الزامی است';
    if (names.has(normalizeForSearch(name))) return `گزینه‌ی «${name}» دو بار آمده است`;
    names.add(normalizeForSearch(name));
    if (option.values.length === 0) return `گزینه‌ی «${name}» حداقل یک مقدار لازم دارد`;
  }
  const count = options.reduce((product, option) => product * option.values.length, 1);
  if (count > PRODUCT_VARIANTS_MAX)
    return `این گزینه‌ها ${toPersianDigits(count)} ترکیب می‌سازند؛ هر محصول حداکثر ${toPersianDigits(PRODUCT_VARIANTS_MAX)} تنوع دارد`;
  return null;
}

/**
 * The table for the options: a row per combination, in order. A combination that already has a row
 * keeps it (its id, prices, stock, codes, image); a new one is enabled, and starts from `defaults` (the
 * price fields) when it is the first table, empty when it is added to one (no price copied by chance).
 */
export function generateVariants(
  options: OptionDraft[],
  existing: VariantDraft[],
  defaults: VariantDefaults,
): VariantDraft[] {
  const rows = new Map(existing.map((variant) => [variant.key, variant]));
  const start = existing.length === 0 ? defaults : { price: '', originalPrice: '' };
  return combinations(options).map((values) => {
    const key = combinationKey(values);
    return (
      rows.get(key) ?? {
        key,
        options: values,
        price: start.price.trim(),
        originalPrice: start.originalPrice.trim(),
        stock: '',
        code: '',
        barcode: '',
        image: '',
        enabled: true,
      }
    );
  });
}

/** Whether the table holds exactly the options' combinations (in any order): else it must be made again. */
export function tableMatchesOptions(options: OptionDraft[], variants: VariantDraft[]): boolean {
  const wanted = new Set(combinations(options).map(combinationKey));
  return variants.length === wanted.size && variants.every((variant) => wanted.has(variant.key));
}

/** Why the table cannot be sent, or null: it must match the options, and every row needs its price. */
export function variantsProblem(options: OptionDraft[], variants: VariantDraft[]): string | null {
  if (variants.length === 0) return 'برای ساختن جدول تنوع‌ها، دکمه‌ی «ساخت ترکیب‌ها» را بزنید';
  if (!tableMatchesOptions(options, variants))
    return 'گزینه‌ها تغییر کرده‌اند؛ «ساخت ترکیب‌ها» را بزنید تا جدول با آن‌ها یکی شود';
  const unpriced = variants.find((variant) => !variant.price.trim());
  if (unpriced) return `قیمت تنوع «${combinationLabel(unpriced.options)}» را وارد کنید`;
  if (!variants.some((variant) => variant.enabled)) return 'حداقل یک تنوع باید فعال باشد';
  return null;
}

/** An image a variant may show, as the select names it. */
export interface ImageChoice {
  name: string;
  label: string;
}

/**
 * The stored images a variant may name: the gallery images the form keeps, in its order (the main
 * image is the empty choice). New files have no name until they are saved.
 */
export const imageChoices = (gallery: { name?: string }[]): ImageChoice[] =>
  gallery.flatMap(({ name }, index) =>
    name ? [{ name, label: `تصویر ${toPersianDigits(index + 1)} گالری` }] : [],
  );

/** The specification attributes an option may be tied to: the category's numbers and lists. */
export const tieableAttributes = (attributes: Attribute[] | undefined) =>
  (attributes ?? []).filter((attribute) => attribute.kind === 'number' || attribute.kind === 'option');

/**
 * The `options` field: names and values trimmed. With the category's attributes loaded, a tie to an
 * attribute the category does not have (the category was changed) is dropped.
 */
export function optionsField(options: OptionDraft[], attributes?: Pick<Attribute, '_id'>[]) {
  return options.map((option) => ({
    name: option.name.trim(),
    attributeId:
      option.attributeId && (!attributes || attributes.some(({ _id }) => _id === option.attributeId))
        ? option.attributeId
        : null,
    values: option.values.map((value) => value.trim()),
  }));
}

/**
 * The `variants` field: the rows as typed (the API reads any digits), a kept row with its id, empty
 * codes as null, and an image the product no longer keeps (removed in this edit) as the main one.
 */
export function variantsField(variants: VariantDraft[], images: Set<string>) {
  return variants.map((variant) => ({
    ...(variant._id && { _id: variant._id }),
    options: variant.options,
    code: variant.code.trim() || null,
    barcode: variant.barcode.trim() || null,
    price: variant.price.trim(),
    originalPrice: variant.originalPrice.trim() || null,
    stock: variant.stock.trim() || '0',
    image: variant.image && images.has(variant.image) ? variant.image : null,
    enabled: variant.enabled,
  }));
}
