import {
  OPTION_VALUES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_VARIANTS_MAX,
  QUANTITY_MAX,
  SIZED_UNITS,
  isId,
  type ProductOption,
  type SaleUnit,
} from '@shop/contracts';
import { normalizeForSearch, parseToman, toLatinDigits } from '@shop/persian';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import { VARIANT_MESSAGES } from './messages';

/** A variant as the form sends it, before the rules below. */
const variantFormSchema = z.object({
  _id: z.string().optional(),
  options: z.array(z.string()).default([]),
  code: z.string().nullish(),
  barcode: z.string().nullish(),
  price: z.union([z.string(), z.number()]),
  originalPrice: z.union([z.string(), z.number()]).nullish(),
  stock: z.union([z.string(), z.number()]).nullish(),
  image: z.string().nullish(),
  enabled: z.boolean().default(true),
});
const optionFormSchema = z.object({
  name: z.string(),
  attributeId: z.string().nullish(),
  values: z.array(z.string()),
});

export type VariantForm = z.output<typeof variantFormSchema>;

/** A variant to store: `id` for one kept from before, undefined for a new one. */
export interface PlannedVariant {
  id: string | undefined;
  position: number;
  optionValues: string[];
  code: string | null;
  barcode: string | null;
  price: number;
  originalPrice: number | null;
  stock: number;
  image: string | null;
  enabled: boolean;
}

/** A JSON form field read with its schema (a zod transform): undefined when not sent. */
export const jsonField =
  <T>(schema: z.ZodType<T>) =>
  (value: string | undefined, ctx: z.RefinementCtx): T | undefined => {
    if (value === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    const read = schema.safeParse(parsed);
    if (!read.success) ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.malformed });
    return read.data;
  };

export const optionsFieldSchema = z.array(optionFormSchema);
export const variantsFieldSchema = z.array(variantFormSchema);

const refuse = (field: string, message: string): never => {
  throw badRequest(message, { [field]: message });
};

/** A whole count typed in any digits, or undefined for an empty field. */
export function wholeCount(value: string | number | null | undefined, field: string, message: string) {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const text = toLatinDigits(String(value)).trim();
  if (!/^\d{1,9}$/.test(text)) return refuse(field, message);
  const count = Number(text);
  return count <= QUANTITY_MAX ? count : refuse(field, message);
}

/** Options trimmed, named, with distinct values; names and values compared as the search compares them. */
export function checkOptions(options: z.output<typeof optionsFieldSchema>): ProductOption[] {
  if (options.length > PRODUCT_OPTIONS_MAX) refuse('options', VARIANT_MESSAGES.tooManyOptions);
  const names = new Set<string>();
  return options.map((option) => {
    const name = option.name.trim();
    if (!name) refuse('options', VARIANT_MESSAGES.optionNameRequired);
    if (names.has(normalizeForSearch(name))) refuse('options', VARIANT_MESSAGES.duplicateOption(name));
    names.add(normalizeForSearch(name));
    const values = option.values.map((value) => value.trim());
    if (values.length === 0) refuse('options', VARIANT_MESSAGES.optionValuesRequired(name));
    if (values.length > OPTION_VALUES_MAX) refuse('options', VARIANT_MESSAGES.tooManyValues(name));
    const seen = new Set<string>();
    for (const value of values) {
      if (!value) refuse('options', VARIANT_MESSAGES.emptyValue(name));
      if (seen.has(normalizeForSearch(value)))
        refuse('options', VARIANT_MESSAGES.duplicateValue(name, value));
      seen.add(normalizeForSearch(value));
    }
    const attributeId = option.attributeId?.trim().toLowerCase() || null;
    if (attributeId && !isId(attributeId)) refuse('options', VARIANT_MESSAGES.unknownAttribute(name));
    return { name, attributeId, values };
  });
}

const price = (value: string | number, field: string) =>
  parseToman(value) ?? refuse(field, VARIANT_MESSAGES.invalidPrice);

/**
 * The variants to store, checked against the options and the product's images: one value of each option
 * per variant, every combination at most once, prices above zero, codes distinct, at least one enabled,
 * and a kept variant's `_id` one of the product's. A product without options has exactly one variant.
 */
export function planVariants(
  options: ProductOption[],
  variants: VariantForm[],
  { existingIds, images }: { existingIds: Set<string>; images: Set<string> },
): PlannedVariant[] {
  if (variants.length === 0) refuse('variants', VARIANT_MESSAGES.variantRequired);
  if (options.length === 0 && variants.length > 1) refuse('variants', VARIANT_MESSAGES.oneWithoutOptions);
  if (variants.length > PRODUCT_VARIANTS_MAX) refuse('variants', VARIANT_MESSAGES.tooManyVariants);
  const combinations = new Set<string>();
  const codes = new Set<string>();
  const ids = new Set<string>();
  const planned = variants.map((variant, position): PlannedVariant => {
    const optionValues = variant.options.map((value) => value.trim());
    const label = optionValues.join(' / ');
    if (optionValues.length !== options.length) refuse('variants', VARIANT_MESSAGES.valuesPerOption(label));
    optionValues.forEach((value, index) => {
      const option = options[index]!;
      if (!option.values.includes(value))
        refuse('variants', VARIANT_MESSAGES.valueNotInOption(option.name, value));
    });
    const combination = JSON.stringify(optionValues);
    if (combinations.has(combination)) refuse('variants', VARIANT_MESSAGES.duplicateCombination(label));
    combinations.add(combination);
    const id = variant._id?.toLowerCase();
    if (id !== undefined && (!existingIds.has(id) || ids.has(id)))
      refuse('variants', VARIANT_MESSAGES.unknownVariant);
    if (id) ids.add(id);
    const code = variant.code?.trim() || null;
    if (code && codes.has(code.toLowerCase())) refuse('variants', VARIANT_MESSAGES.duplicateCode(code));
    if (code) codes.add(code.toLowerCase());
    const image = variant.image?.trim() || null;
    if (image && !images.has(image)) refuse('variants', VARIANT_MESSAGES.foreignImage);
    const originalPrice =
      variant.originalPrice == null || String(variant.originalPrice).trim() === ''
        ? null
        : price(variant.originalPrice, 'variants');
    return {
      id,
      position,
      optionValues,
      code,
      barcode: toLatinDigits(variant.barcode?.trim() ?? '') || null,
      price: price(variant.price, 'variants'),
      originalPrice,
      stock: wholeCount(variant.stock, 'variants', VARIANT_MESSAGES.invalidStock) ?? 0,
      image,
      enabled: variant.enabled,
    };
  });
  if (!planned.some((variant) => variant.enabled)) refuse('variants', VARIANT_MESSAGES.oneEnabled);
  return planned;
}

/** How the product is sold, checked as a whole: a roll or box has its size, and the step divides the minimum. */
export function checkSaleUnit(unit: {
  unit: SaleUnit;
  unitSize: number | null | undefined;
  minQuantity: number;
  quantityStep: number;
}) {
  const sized = unit.unit in SIZED_UNITS;
  if (sized && !unit.unitSize) refuse('unitSize', VARIANT_MESSAGES.unitSizeRequired);
  if (unit.minQuantity < 1) refuse('minQuantity', VARIANT_MESSAGES.invalidQuantity);
  if (unit.quantityStep < 1) refuse('quantityStep', VARIANT_MESSAGES.invalidQuantity);
  if (unit.minQuantity % unit.quantityStep !== 0) refuse('quantityStep', VARIANT_MESSAGES.stepDividesMinimum);
  return { ...unit, unitSize: sized ? unit.unitSize! : null };
}
