import {
  ATTRIBUTES_PER_CATEGORY_MAX,
  type Attribute,
  type AttributeCreate,
  type AttributeKind,
  type AttributeUpdate,
} from '@shop/contracts';
import { normalizeForSearch } from '@shop/persian';
import { and, asc, count, eq, inArray, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  attributeOptions,
  categories,
  categoryAttributes,
  productAttributeValues,
  type AttributeRow,
} from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { ATTRIBUTE_MESSAGES, CATEGORY_MESSAGES } from './messages';

type Reader = Database | Transaction;
type OptionInput = NonNullable<AttributeUpdate['options']>[number];

async function requireCategory(db: Reader, id: string, lock?: 'update') {
  const query = db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
}

async function requireAttribute(db: Reader, id: string, lock?: 'update'): Promise<AttributeRow> {
  const query = db.select().from(categoryAttributes).where(eq(categoryAttributes.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound(ATTRIBUTE_MESSAGES.notFound);
  return row;
}

/** The attributes as the contract describes them: options in order, and how many products hold a value. */
async function describeAttributes(db: Reader, rows: AttributeRow[]): Promise<Attribute[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [options, counts] = await Promise.all([
    db
      .select()
      .from(attributeOptions)
      .where(inArray(attributeOptions.attributeId, ids))
      .orderBy(asc(attributeOptions.position)),
    db
      .select({ attributeId: productAttributeValues.attributeId, holders: count() })
      .from(productAttributeValues)
      .where(inArray(productAttributeValues.attributeId, ids))
      .groupBy(productAttributeValues.attributeId),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    options: options
      .filter((option) => option.attributeId === row.id)
      .map((option) => ({ _id: option.id, value: option.value })),
    filterable: row.filterable,
    position: row.position,
    productCount: counts.find((counted) => counted.attributeId === row.id)?.holders ?? 0,
  }));
}

const categoryRows = (db: Reader, categoryId: string) =>
  db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.id));

/** The category's attributes in their order; 404 for a category that does not exist. */
export async function listAttributes(db: Database, categoryId: string): Promise<Attribute[]> {
  await requireCategory(db, categoryId);
  return describeAttributes(db, await categoryRows(db, categoryId));
}

async function describeOne(db: Reader, id: string): Promise<Attribute> {
  return (await describeAttributes(db, [await requireAttribute(db, id)]))[0]!;
}

/**
 * What each kind may carry: a unit for numbers, a list of values for lists (at least one, each once),
 * and a filter for anything but free text. Answers the unit and options to store.
 */
function checkShape(kind: AttributeKind, input: AttributeUpdate) {
  const unit = input.unit?.trim() || null;
  if (unit && kind !== 'number')
    throw badRequest(ATTRIBUTE_MESSAGES.unitOnlyForNumbers, { unit: ATTRIBUTE_MESSAGES.unitOnlyForNumbers });
  const options = input.options ?? [];
  if (kind !== 'option' && options.length > 0)
    throw badRequest(ATTRIBUTE_MESSAGES.optionsOnlyForLists, {
      options: ATTRIBUTE_MESSAGES.optionsOnlyForLists,
    });
  if (kind === 'option' && options.length === 0)
    throw badRequest(ATTRIBUTE_MESSAGES.optionsRequired, { options: ATTRIBUTE_MESSAGES.optionsRequired });
  const seen = new Set<string>();
  for (const option of options) {
    const key = normalizeForSearch(option.value);
    if (seen.has(key)) {
      const problem = ATTRIBUTE_MESSAGES.duplicateOption(option.value);
      throw badRequest(problem, { options: problem });
    }
    seen.add(key);
  }
  if (kind === 'text' && input.filterable)
    throw badRequest(ATTRIBUTE_MESSAGES.textNotFilterable, {
      filterable: ATTRIBUTE_MESSAGES.textNotFilterable,
    });
  return { unit, options };
}

/** One attribute per name in a category, however it is typed: 409. The unique index decides races. */
async function assertNameFree(tx: Transaction, categoryId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: categoryAttributes.id })
    .from(categoryAttributes)
    .where(
      and(
        eq(categoryAttributes.categoryId, categoryId),
        eq(categoryAttributes.searchName, normalizeForSearch(name)),
        exceptId ? ne(categoryAttributes.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(ATTRIBUTE_MESSAGES.nameTaken(name));
}

const rethrowTakenName = (name: string) => (error: unknown) => {
  if (uniqueViolation(error)) throw conflict(ATTRIBUTE_MESSAGES.nameTaken(name));
  throw error;
};

/** Adds an attribute at the end of the category's list. */
export async function createAttribute(
  db: Database,
  categoryId: string,
  input: AttributeCreate,
): Promise<Attribute> {
  const { unit, options } = checkShape(input.kind, input);
  const id = await db
    .transaction(async (tx) => {
      // Locked, so two admins adding at once cannot take the same position or pass the limit together.
      await requireCategory(tx, categoryId, 'update');
      const [{ total, last } = { total: 0, last: null }] = await tx
        .select({ total: count(), last: max(categoryAttributes.position) })
        .from(categoryAttributes)
        .where(eq(categoryAttributes.categoryId, categoryId));
      if (total >= ATTRIBUTES_PER_CATEGORY_MAX) throw badRequest(ATTRIBUTE_MESSAGES.tooMany);
      await assertNameFree(tx, categoryId, input.name);
      const [row] = await tx
        .insert(categoryAttributes)
        .values({
          categoryId,
          name: input.name,
          searchName: normalizeForSearch(input.name),
          kind: input.kind,
          unit,
          filterable: input.filterable ?? false,
          position: last === null ? 0 : last + 1,
        })
        .returning({ id: categoryAttributes.id });
      await writeOptions(tx, row!.id, options);
      return row!.id;
    })
    .catch(rethrowTakenName(input.name));
  return describeOne(db, id);
}

/**
 * The list's values as sent: stored ones (by `_id`) renamed and moved, new ones added, the rest removed
 * with the values products held. Values are first given placeholder keys, so two values may swap names.
 */
async function writeOptions(tx: Transaction, attributeId: string, options: OptionInput[]) {
  const stored = await tx
    .select({ id: attributeOptions.id })
    .from(attributeOptions)
    .where(eq(attributeOptions.attributeId, attributeId));
  const storedIds = new Set(stored.map((option) => option.id));
  const keptIds = options.flatMap((option) => (option._id ? [option._id] : []));
  if (keptIds.some((id) => !storedIds.has(id)) || new Set(keptIds).size !== keptIds.length)
    throw badRequest(ATTRIBUTE_MESSAGES.foreignOption, { options: ATTRIBUTE_MESSAGES.foreignOption });
  await tx
    .delete(attributeOptions)
    .where(
      and(
        eq(attributeOptions.attributeId, attributeId),
        keptIds.length > 0 ? notInArray(attributeOptions.id, keptIds) : undefined,
      ),
    );
  if (keptIds.length > 0)
    await tx
      .update(attributeOptions)
      .set({ searchValue: sql`${attributeOptions.id}::text` })
      .where(inArray(attributeOptions.id, keptIds));
  for (const [position, option] of options.entries()) {
    const values = { value: option.value, searchValue: normalizeForSearch(option.value), position };
    if (option._id) await tx.update(attributeOptions).set(values).where(eq(attributeOptions.id, option._id));
    else await tx.insert(attributeOptions).values({ attributeId, ...values });
  }
}

/** Renames an attribute, changes its unit, list or filter; its kind stays (products' values depend on it). */
export async function updateAttribute(db: Database, id: string, input: AttributeUpdate): Promise<Attribute> {
  await db
    .transaction(async (tx) => {
      const current = await requireAttribute(tx, id, 'update');
      const { unit, options } = checkShape(current.kind, input);
      await assertNameFree(tx, current.categoryId, input.name, id);
      await tx
        .update(categoryAttributes)
        .set({
          name: input.name,
          searchName: normalizeForSearch(input.name),
          unit,
          filterable: input.filterable ?? current.filterable,
          updatedAt: new Date(),
        })
        .where(eq(categoryAttributes.id, id));
      if (current.kind === 'option') await writeOptions(tx, id, options);
    })
    .catch(rethrowTakenName(input.name));
  return describeOne(db, id);
}

/** Puts the category's attributes in the order given: each of them exactly once, or 400. */
export async function reorderAttributes(
  db: Database,
  categoryId: string,
  ids: string[],
): Promise<Attribute[]> {
  await db.transaction(async (tx) => {
    await requireCategory(tx, categoryId, 'update');
    const current = await categoryRows(tx, categoryId);
    const wanted = ids.map((id) => id.toLowerCase());
    const expected = current.map((row) => row.id).sort();
    const given = [...wanted].sort();
    if (given.length !== expected.length || given.some((id, index) => id !== expected[index]))
      throw badRequest(ATTRIBUTE_MESSAGES.badOrder, { ids: ATTRIBUTE_MESSAGES.badOrder });
    for (const [position, id] of wanted.entries())
      await tx.update(categoryAttributes).set({ position }).where(eq(categoryAttributes.id, id));
  });
  return listAttributes(db, categoryId);
}

/** Removes an attribute and every value products held for it; answers how many values went. */
export async function deleteAttribute(db: Database, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    await requireAttribute(tx, id, 'update');
    const [{ removed } = { removed: 0 }] = await tx
      .select({ removed: count() })
      .from(productAttributeValues)
      .where(eq(productAttributeValues.attributeId, id));
    await tx.delete(categoryAttributes).where(eq(categoryAttributes.id, id));
    return removed;
  });
}
