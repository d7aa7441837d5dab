import { categoryFormSchema, hasVisibleText, htmlToText, isId, productFormSchema } from '@shop/contracts';
import { parseToman, toLatinDigits } from '@shop/persian';
import { z } from 'zod';
import { sanitizeRichText } from '../../http/sanitize-html';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from './messages';

/** Stored sanitized; an editor left empty (`<p><br></p>`) or holding only removed markup counts as missing. */
const richText = (field: z.ZodString, missingMessage: string) =>
  field.transform(sanitizeRichText).refine((html) => hasVisibleText(htmlToText(html)), missingMessage);

function toman(value: string, ctx: z.RefinementCtx): number {
  const amount = parseToman(value);
  if (amount === null) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.invalidPrice });
  return amount ?? 0;
}

/** `stock: 'true'` means "in stock" without a count: the service keeps a known quantity or sets 1. */
export const IN_STOCK = 'in-stock';

const form = productFormSchema.shape;

export const categoryInputSchema = categoryFormSchema.extend({
  description: richText(categoryFormSchema.shape.description, CATEGORY_MESSAGES.descriptionRequired),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** The product form as the service needs it; `undefined` means "not sent" (kept on edit). */
export const productInputSchema = productFormSchema.extend({
  description: richText(form.description, PRODUCT_MESSAGES.descriptionRequired),
  price: form.price.transform(toman),
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
  categoryId: form.categoryId
    .refine((value) => !value || isId(value), PRODUCT_MESSAGES.unknownCategory)
    .transform((value) => (value === '' ? null : value?.toLowerCase())),
  removedGallery: form.removedGallery.transform((value) => (value === undefined ? [] : [value].flat())),
  galleryOrder: form.galleryOrder.transform((value) => (value === undefined ? undefined : [value].flat())),
});
export type ProductInput = z.output<typeof productInputSchema>;
