import type { ProductOption } from '@shop/contracts';
import { normalizeForSearch, parseDecimal } from '@shop/persian';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  attributeOptions,
  categoryAttributes,
  productAttributeValues,
  productVariants,
  productVariantValues,
  type VariantRow,
} from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http/app-error';
import { VARIANT_MESSAGES } from './messages';
import type { PlannedVariant } from './variant-plan';

type Reader = Database | Transaction;
const NO_CATEGORY = '00000000-0000-0000-0000-000000000000';

/** A product's variants in their order; the shop's pages read only the enabled ones. */
export function readVariants(db: Reader, productId: string, { enabledOnly = false } = {}) {
  return db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        enabledOnly ? eq(productVariants.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

const columnsOf = (variant: PlannedVariant) => ({
  position: variant.position,
  optionValues: variant.optionValues,
  code: variant.code,
  barcode: variant.barcode,
  price: variant.price,
  originalPrice: variant.originalPrice,
  stock: variant.stock,
  image: variant.image,
  enabled: variant.enabled,
});

/**
 * Makes the product's variants the planned ones: those left out are deleted, kept ones (by id) updated,
 * new ones inserted. Kept variants first let go of their combination and code, so two of them may trade
 * values in one save; a code or barcode another product holds is a 400. The product's row follows by
 * the variants' trigger.
 */
export async function writeVariants(
  tx: Transaction,
  productId: string,
  planned: PlannedVariant[],
): Promise<VariantRow[]> {
  const kept = planned.filter((variant) => variant.id !== undefined).map((variant) => variant.id!);
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length > 0 ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  try {
    if (kept.length > 0) {
      await tx
        .update(productVariants)
        .set({ optionValues: sql`ARRAY[${productVariants.id}::text]`, code: null, barcode: null })
        .where(inArray(productVariants.id, kept));
    }
    for (const variant of planned.filter((each) => each.id !== undefined)) {
      await tx
        .update(productVariants)
        .set({ ...columnsOf(variant), updatedAt: new Date() })
        .where(and(eq(productVariants.id, variant.id!), eq(productVariants.productId, productId)));
    }
    const added = planned.filter((variant) => variant.id === undefined);
    if (added.length > 0) {
      await tx.insert(productVariants).values(added.map((variant) => ({ productId, ...columnsOf(variant) })));
    }
  } catch (error) {
    if (uniqueViolation(error))
      throw badRequest(VARIANT_MESSAGES.codeTaken, { variants: VARIANT_MESSAGES.codeTaken });
    throw error;
  }
  return readVariants(tx, productId);
}

/**
 * Options tied to a specification attribute must name a number or list attribute of the product's
 * category, and their values must be numbers (2.5) or values of the list, so they read as the filters do.
 */
export async function checkTiedOptions(db: Reader, categoryId: string | null, options: ProductOption[]) {
  const tied = options.filter((option) => option.attributeId);
  if (tied.length === 0) return;
  const attributes = await db
    .select({ id: categoryAttributes.id, kind: categoryAttributes.kind })
    .from(categoryAttributes)
    .where(
      and(
        eq(categoryAttributes.categoryId, categoryId ?? NO_CATEGORY),
        inArray(
          categoryAttributes.id,
          tied.map((option) => option.attributeId!),
        ),
      ),
    );
  const listValues = await db
    .select({ attributeId: attributeOptions.attributeId, value: attributeOptions.searchValue })
    .from(attributeOptions)
    .where(
      inArray(
        attributeOptions.attributeId,
        attributes.map((attribute) => attribute.id),
      ),
    );
  for (const option of tied) {
    const attribute = attributes.find((candidate) => candidate.id === option.attributeId);
    const problem = (message: string) => badRequest(message, { options: message });
    if (!attribute || (attribute.kind !== 'number' && attribute.kind !== 'option'))
      throw problem(VARIANT_MESSAGES.unknownAttribute(option.name));
    for (const value of option.values) {
      if (attribute.kind === 'number' && parseDecimal(value) === null)
        throw problem(VARIANT_MESSAGES.notANumber(option.name, value));
      const listed = listValues.some(
        (listed) => listed.attributeId === attribute.id && listed.value === normalizeForSearch(value),
      );
      if (attribute.kind === 'option' && !listed)
        throw problem(VARIANT_MESSAGES.notAnAttributeOption(option.name, value));
    }
  }
}

/**
 * Writes what the enabled variants say of the attributes their options are tied to, one row per value
 * (see `product_variant_values`), and drops the product's own value of those attributes: the filters
 * then find a cable by each of its cross-sections. Options were checked by `checkTiedOptions`.
 */
export async function writeVariantValues(
  tx: Transaction,
  productId: string,
  options: ProductOption[],
  variants: Pick<VariantRow, 'optionValues' | 'enabled'>[],
) {
  await tx.delete(productVariantValues).where(eq(productVariantValues.productId, productId));
  const tied = options.flatMap((option, index) =>
    option.attributeId ? [{ index, attributeId: option.attributeId }] : [],
  );
  if (tied.length === 0) return;
  const attributeIds = tied.map((option) => option.attributeId);
  await tx
    .delete(productAttributeValues)
    .where(
      and(
        eq(productAttributeValues.productId, productId),
        inArray(productAttributeValues.attributeId, attributeIds),
      ),
    );
  const listed = await tx
    .select({
      id: attributeOptions.id,
      attributeId: attributeOptions.attributeId,
      value: attributeOptions.searchValue,
    })
    .from(attributeOptions)
    .where(inArray(attributeOptions.attributeId, attributeIds));
  const rows = new Map<string, typeof productVariantValues.$inferInsert>();
  for (const { index, attributeId } of tied) {
    for (const variant of variants.filter((each) => each.enabled)) {
      const value = variant.optionValues[index]!;
      const optionId = listed.find(
        (option) => option.attributeId === attributeId && option.value === normalizeForSearch(value),
      )?.id;
      const row = optionId
        ? { productId, attributeId, numberValue: null, optionId }
        : { productId, attributeId, numberValue: parseDecimal(value), optionId: null };
      if (row.numberValue !== null || row.optionId)
        rows.set(`${attributeId}:${row.numberValue}:${row.optionId}`, row);
    }
  }
  if (rows.size > 0) await tx.insert(productVariantValues).values([...rows.values()]);
}
