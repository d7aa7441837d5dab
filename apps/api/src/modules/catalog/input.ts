import {
  brandFormSchema,
  categoryFormSchema,
  hasVisibleText,
  htmlToText,
  isId,
  productFormSchema,
} from '@shop/contracts';
import { parseToman, toLatinDigits } from '@shop/persian';
import { z } from 'zod';
import { sanitizeRichText } from '../../http/sanitize-html';
import {
  BRAND_MESSAGES,
  CATEGORY_MESSAGES,
  PRODUCT_MESSAGES,
  SPEC_MESSAGES,
  VARIANT_MESSAGES,
} from './messages';
import { jsonField, optionsFieldSchema, variantsFieldSchema } from './variant-plan';

/** Stored sanitized; an editor left empty (`<p><br></p>`) or holding only removed markup counts as missing. */
const richText = (field: z.ZodString, missingMessage: string) =>
  field.transform(sanitizeRichText).refine((html) => hasVisibleText(htmlToText(html)), missingMessage);

function toman(value: string, ctx: z.RefinementCtx): number {
  const amount = parseToman(value);
  if (amount === null) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.invalidPrice });
  return amount ?? 0;
}

/** A whole count typed in any digits: undefined when not sent, null when sent empty. */
function count(value: string | undefined, ctx: z.RefinementCtx): number | null | undefined {
  if (value === undefined || value === '') return value === '' ? null : undefined;
  const text = toLatinDigits(value);
  if (/^[0-9]{1,7}$/.test(text) && Number(text) > 0) return Number(text);
  ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.invalidQuantity });
  return undefined;
}

/** `stock: 'true'` means "in stock" without a count: the service keeps a known quantity or sets 1. */
export const IN_STOCK = 'in-stock';

const form = productFormSchema.shape;

export const categoryInputSchema = categoryFormSchema.extend({
  description: richText(categoryFormSchema.shape.description, CATEGORY_MESSAGES.descriptionRequired),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** An id field of the form: undefined when not sent, null when sent empty (none), else the id in lower case. */
const optionalId = (field: z.ZodOptional<z.ZodString>, unknownMessage: string) =>
  field
    .refine((value) => !value || isId(value), unknownMessage)
    .transform((value) => (value === '' ? null : value?.toLowerCase()));

const specsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));

/** The `specs` JSON as attribute id -> the value as typed; the service checks each against its attribute. */
function readSpecs(value: string | undefined, ctx: z.RefinementCtx): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = value.trim() === '' ? {} : JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const specs = specsSchema.safeParse(parsed);
  if (!specs.success || Object.keys(specs.data).some((id) => !isId(id))) {
    ctx.addIssue({ code: 'custom', message: SPEC_MESSAGES.malformed });
    return undefined;
  }
  return Object.fromEntries(Object.entries(specs.data).map(([id, typed]) => [id.toLowerCase(), typed]));
}

/** The product form as the service needs it; `undefined` means "not sent" (kept on edit). */
export const productInputSchema = productFormSchema.extend({
  description: richText(form.description, PRODUCT_MESSAGES.descriptionRequired),
  price: form.price.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === '') ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.priceRequired });
    return value === '' ? undefined : toman(value, ctx);
  }),
  originalPrice: form.originalPrice.transform((value, ctx) =>
    value ? toman(value, ctx) : value === '' ? null : undefined,
  ),
  stock: form.stock.transform((value) =>
    value === undefined
      ? undefined
      : value === 'true'
        ? IN_STOCK
        : value === 'false'
          ? 0
          : Number(toLatinDigits(value)),
  ),
  isPopular: form.isPopular.transform((value) => (value === undefined ? undefined : value === 'true')),
  categoryId: optionalId(form.categoryId, PRODUCT_MESSAGES.unknownCategory),
  brandId: optionalId(form.brandId, BRAND_MESSAGES.unknown),
  warranty: form.warranty.transform((value) => (value === '' ? null : value)),
  specs: form.specs.transform(readSpecs),
  unitSize: form.unitSize.transform(count),
  minQuantity: form.minQuantity.transform(count),
  quantityStep: form.quantityStep.transform(count),
  options: form.options.transform(jsonField(optionsFieldSchema)),
  variants: form.variants.transform(jsonField(variantsFieldSchema)),
  removedGallery: form.removedGallery.transform((value) => (value === undefined ? [] : [value].flat())),
  galleryOrder: form.galleryOrder.transform((value) => (value === undefined ? undefined : [value].flat())),
});
export type ProductInput = z.output<typeof productInputSchema>;

/** The brand form as the service needs it: `removeLogo` as a yes or no. */
export const brandInputSchema = brandFormSchema.extend({
  removeLogo: brandFormSchema.shape.removeLogo.transform((value) => value === 'true'),
});
export type BrandInput = z.output<typeof brandInputSchema>;
