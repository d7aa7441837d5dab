import { hasVisibleText, SPEC_TEXT_MAX_LENGTH, type SpecValue, type Specification } from '@shop/contracts';
import { parseDecimal } from '@shop/persian';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
/** The columns holding a product's value for one attribute (one of them is set). */
export type SpecColumns = Omit<AttributeValueRow, 'productId' | 'attributeId'>;

/** The stored value of a row, as `Product.specs` holds it. */
export function storedValue(row: SpecColumns): SpecValue {
  return row.numberValue ?? row.optionId ?? row.booleanValue ?? row.textValue ?? '';
}

const NO_VALUE: SpecColumns = { numberValue: null, optionId: null, booleanValue: null, textValue: null };

/** The stored value columns of these products, by product id and then by attribute id. */
export async function readSpecColumns(
  db: Reader,
  productIds: string[],
): Promise<Map<string, Map<string, SpecColumns>>> {
  const columns = new Map<string, Map<string, SpecColumns>>();
  if (productIds.length === 0) return columns;
  const rows = await db
    .select()
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.productId, productIds));
  for (const { productId, attributeId, ...values } of rows) {
    const product = columns.get(productId) ?? new Map<string, SpecColumns>();
    product.set(attributeId, values);
    columns.set(productId, product);
  }
  return columns;
}

/** A product's values by attribute id, as `Product.specs` holds them. */
export async function readSpecs(db: Reader, productId: string): Promise<Record<string, SpecValue>> {
  const columns = (await readSpecColumns(db, [productId])).get(productId) ?? new Map<string, SpecColumns>();
  return Object.fromEntries([...columns].map(([attributeId, row]) => [attributeId, storedValue(row)]));
}

/**
 * The specification tables of these products, by product id: each product's values in its category's
 * attribute order, list values as text (products without values are left out).
 */
export async function readSpecificationTables(
  db: Reader,
  productIds: string[],
): Promise<Map<string, Specification[]>> {
  const tables = new Map<string, Specification[]>();
  if (productIds.length === 0) return tables;
  const rows = await withAttributes(
    db
      .select({ productId: productAttributeValues.productId, ...SPECIFICATION_COLUMNS })
      .from(productAttributeValues)
      .where(inArray(productAttributeValues.productId, productIds))
      .$dynamic(),
  );
  for (const { productId, ...row } of rows) {
    const table = tables.get(productId) ?? [];
    table.push(toSpecification(row));
    tables.set(productId, table);
  }
  return tables;
}

/** A row of a specification table as read: the value's columns, its attribute's, and a list value's text. */
export const SPECIFICATION_COLUMNS = {
  attributeId: categoryAttributes.id,
  name: categoryAttributes.name,
  kind: categoryAttributes.kind,
  unit: categoryAttributes.unit,
  numberValue: productAttributeValues.numberValue,
  optionId: productAttributeValues.optionId,
  booleanValue: productAttributeValues.booleanValue,
  textValue: productAttributeValues.textValue,
  option: attributeOptions.value,
};
export type SpecificationRow = SpecColumns &
  Pick<Specification, 'attributeId' | 'name' | 'kind' | 'unit'> & { option: string | null };

/**
 * A query of values (`db.select(…).from(productAttributeValues)…$dynamic()`) joined to their attributes
 * and list values, in the category's attribute order.
 */
export function withAttributes<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productAttributeValues.attributeId))
    .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributeValues.optionId))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.id));
}

export function toSpecification({
  attributeId,
  name,
  kind,
  unit,
  option,
  ...value
}: SpecificationRow): Specification {
  return { attributeId, name, kind, unit, value: option ?? storedValue(value) };
}

/** The values a product form's `specs` stands for, checked against the attributes of the product's category. */
export interface SpecsPlan {
  rows: (SpecColumns & { attributeId: string })[];
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
): { columns: Partial<SpecColumns> } | { problem: string } {
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
