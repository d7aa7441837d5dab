import type { Product, Specification, Variant } from '@shop/contracts/plain';

/** Why a value of an option cannot be chosen beside the other chosen values, or null when it can. */
export type ValueState = 'available' | 'out-of-stock' | 'no-variant';

/**
 * The variant a product page opens on: the one its address names (`?v=`), else the one the shop's price
 * is of (the cheapest in stock), else the first.
 */
export function initialVariant(product: Product, requested: string | null): Variant | undefined {
  const { variants } = product;
  return (
    variants.find((variant) => variant._id === requested) ??
    variants.find((variant) => variant.stock > 0 && variant.price === product.price) ??
    variants[0]
  );
}

/** The variant holding `value` at option `index` with the other values of `current`, if any. */
export function variantWith(variants: Variant[], current: Variant, index: number, value: string) {
  const wanted = current.options.map((each, position) => (position === index ? value : each));
  return variants.find((variant) => variant.options.every((each, position) => each === wanted[position]));
}

/** How a value of option `index` reads beside the chosen variant's other values. */
export function valueState(variants: Variant[], current: Variant, index: number, value: string): ValueState {
  const variant = variantWith(variants, current, index, value);
  if (!variant) return 'no-variant';
  return variant.stock > 0 ? 'available' : 'out-of-stock';
}

/**
 * The variant a click on a value leads to: the one with the other values kept, else the first holding
 * the value (an in-stock one first).
 */
export function chooseValue(variants: Variant[], current: Variant, index: number, value: string) {
  const holding = variants.filter((variant) => variant.options[index] === value);
  return (
    variantWith(variants, current, index, value) ?? holding.find((variant) => variant.stock > 0) ?? holding[0]
  );
}

/**
 * The specification table with the chosen variant's values first («سطح مقطع: ۲٫۵»): an option tied to
 * an attribute stands in that attribute's row.
 */
export function chosenSpecifications(
  product: Pick<Product, 'options'>,
  variant: Variant | undefined,
  specifications: Specification[],
): Specification[] {
  if (!variant || product.options.length === 0) return specifications;
  const chosen = product.options.map((option, index) => ({
    attributeId: option.attributeId ?? `option-${index}`,
    name: option.name,
    kind: 'text' as const,
    unit: null,
    value: variant.options[index] ?? '',
  }));
  const tied = new Set(product.options.map((option) => option.attributeId));
  return [...chosen, ...specifications.filter((row) => !tied.has(row.attributeId))];
}
