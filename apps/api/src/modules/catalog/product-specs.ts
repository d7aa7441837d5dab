import { hasVisibleText, SPEC_TEXT_MAX_LENGTH, type SpecValue, type Specification } from '@shop/contracts';
import { parseDecimal } from '@shop/persian';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  attributeOptions,
  categoryAttributes,
  productAttributeValues,
  type AttributeRow,
  type AttributeValueRow,
} from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { SPEC_MESSAGES } from './messages';

type Reader = Database | Transaction;
type ValueColumns = Omit<AttributeValueRow, 'productId' | 'attributeId'>;

/** The stored value of a row, as `Product.specs` holds it. */
function storedValue(row: ValueColumns): SpecValue {
  return row.numberValue ?? row.optionId ?? row.booleanValue ?? row.textValue ?? '';
}

const NO_VALUE: ValueColumns = { numberValue: null, optionId: null, booleanValue: null, textValue: null };

/** A product's values by attribute id, as `Product.specs` holds them. */
export async function readSpecs(db: Reader, productId: string): Promise<Record<string, SpecValue>> {
  const rows = await db
    .select()
    .from(productAttributeValues)
    .where(eq(productAttributeValues.productId, productId));
  return Object.fromEntries(rows.map((row) => [row.attributeId, storedValue(row)]));
}

/** The product page's table: the product's values in its category's attribute order, list values as text. */
export async function readSpecifications(db: Reader, productId: string): Promise<Specification[]> {
  const rows = await db
    .select({
      attribute: categoryAttributes,
      value: productAttributeValues,
      option: attributeOptions.value,
    })
    .from(productAttributeValues)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productAttributeValues.attributeId))
    .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributeValues.optionId))
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.id));
  return rows.map(({ attribute, value, option }) => ({
    attributeId: attribute.id,
    name: attribute.name,
    kind: attribute.kind,
    unit: attribute.unit,
    value: option ?? storedValue(value),
  }));
}

/** The values a product form's `specs` stands for, checked against the attributes of the product's category. */
export interface SpecsPlan {
  rows: (ValueColumns & { attributeId: string })[];
}

/**
 * Reads the typed values against the category's attributes (share-locked inside a transaction, so none
 * is removed before the values are written): numbers as numbers (Persian digits and «٫» accepted),
 * list values by id, yes/no, text. Every problem is reported beside its field (`specs.<attribute id>`).
 */
export async function planSpecs(
  db: Reader,
  categoryId: string | null,
  specs: Record<string, string>,
): Promise<SpecsPlan> {
  const typed = Object.entries(specs).filter(([, value]) => value.trim() !== '');
  if (typed.length === 0) return { rows: [] };
  if (!categoryId) throw badRequest(SPEC_MESSAGES.noCategory, { specs: SPEC_MESSAGES.noCategory });
  const attributes = await db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .for('share');
  const options =
    attributes.length === 0
      ? []
      : await db
          .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
          .from(attributeOptions)
          .where(
            inArray(
              attributeOptions.attributeId,
              attributes.map((attribute) => attribute.id),
            ),
          )
          .for('share');
  const problems: Record<string, string> = {};
  const rows: SpecsPlan['rows'] = [];
  for (const [attributeId, value] of typed) {
    const attribute = attributes.find((candidate) => candidate.id === attributeId);
    const read = attribute
      ? readValue(attribute, value.trim(), options)
      : { problem: SPEC_MESSAGES.foreignAttribute };
    if ('problem' in read) problems[`specs.${attributeId}`] = read.problem;
    else rows.push({ attributeId, ...NO_VALUE, ...read.columns });
  }
  const [first] = Object.values(problems);
  if (first) throw badRequest(first, problems);
  return { rows };
}

/** One typed value checked against its attribute (list values by option id): the columns to store, or why not. */
export function readValue(
  attribute: AttributeRow,
  value: string,
  options: { id: string; attributeId: string }[],
): { columns: Partial<ValueColumns> } | { problem: string } {
  switch (attribute.kind) {
    case 'number': {
      const number = parseDecimal(value);
      return number === null
        ? { problem: SPEC_MESSAGES.notANumber(attribute.name) }
        : { columns: { numberValue: number } };
    }
    case 'option': {
      const id = value.toLowerCase();
      return options.some((option) => option.id === id && option.attributeId === attribute.id)
        ? { columns: { optionId: id } }
        : { problem: SPEC_MESSAGES.notAnOption(attribute.name) };
    }
    case 'boolean':
      return value === 'true' || value === 'false'
        ? { columns: { booleanValue: value === 'true' } }
        : { problem: SPEC_MESSAGES.notYesNo(attribute.name) };
    case 'text':
      return value.length > SPEC_TEXT_MAX_LENGTH || !hasVisibleText(value)
        ? { problem: SPEC_MESSAGES.textTooLong(attribute.name) }
        : { columns: { textValue: value } };
  }
}

/** Replaces the product's values with the plan's. */
export async function writeSpecs(tx: Transaction, productId: string, plan: SpecsPlan) {
  await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (plan.rows.length > 0)
    await tx.insert(productAttributeValues).values(plan.rows.map((row) => ({ productId, ...row })));
  return Object.fromEntries(plan.rows.map((row) => [row.attributeId, storedValue(row)]));
}

/** After a product moved to another category: the values of attributes that are not its category's go. */
export async function dropForeignSpecs(tx: Transaction, productId: string, categoryId: string | null) {
  const own = tx
    .select({ id: categoryAttributes.id })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId ?? '00000000-0000-0000-0000-000000000000'));
  await tx
    .delete(productAttributeValues)
    .where(
      and(
        eq(productAttributeValues.productId, productId),
        notInArray(productAttributeValues.attributeId, own),
      ),
    );
}
