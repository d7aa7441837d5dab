import { SPREADSHEET_IMPORTS_LISTED, SPREADSHEET_UNDO_DAYS, type SpreadsheetImport } from '@shop/contracts';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Transaction } from '../../db/client';
import {
  attributeOptions,
  brands,
  categories,
  categoryAttributes,
  customerGroups,
  spreadsheetImportItems,
  spreadsheetImports,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { removeUnusedImages } from '../../images/image-store';
import type { CatalogDeps } from '../catalog/images';
import { displayNameOf } from '../users/display-name';
import { SHEET_MESSAGES } from './messages';

/** The products' columns an import writes (apply-import.ts), kept before it and given back by an undo. */
const WRITTEN_COLUMNS = [
  'title',
  'is_popular',
  'category_id',
  'brand_id',
  'image',
  'gallery',
  'description_text',
  'title_sort_key',
  'search_title',
  'search_text',
] as const;

const column = (name: string, table = 'p') => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
const undoWindow = sql.raw(`make_interval(days => ${SPREADSHEET_UNDO_DAYS})`);

/**
 * Records an applied import inside its transaction, and forgets what imports older than the undo window
 * kept (their pictures go with the orphan sweep). Its `created_at` is the transaction's `now()`, which
 * is also the `updated_at` every product it writes gets: an undo tells an edit since by that stamp.
 */
export async function recordImport(
  tx: Transaction,
  adminId: string,
  counts: { created: number; updated: number },
): Promise<string> {
  await tx.execute(sql`
    DELETE FROM ${spreadsheetImportItems} WHERE ${spreadsheetImportItems.importId} IN (
      SELECT ${spreadsheetImports.id} FROM ${spreadsheetImports}
      WHERE ${spreadsheetImports.createdAt} < now() - ${undoWindow})`);
  const [record] = await tx
    .insert(spreadsheetImports)
    .values({ createdCount: counts.created, updatedCount: counts.updated, createdBy: adminId })
    .returning({ id: spreadsheetImports.id });
  return record!.id;
}

/** Notes the products the import created: an undo deletes them. */
export async function recordCreated(tx: Transaction, importId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.insert(spreadsheetImportItems).values(productIds.map((productId) => ({ importId, productId })));
}

/**
 * Keeps what the import is about to overwrite of these products: the written columns, every variant's
 * prices, stock and codes, the specifications, the price lists' fixed prices, and (as `kept_images`)
 * the pictures, which stay stored while the import can be undone (image-references.ts). A product whose
 * variants' rows fall in two batches is kept once, as it was before the first.
 */
export async function keepProductsBefore(
  tx: Transaction,
  importId: string,
  productIds: string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const fields = sql.join(
    WRITTEN_COLUMNS.map((name) => sql`${name}::text, ${column(name)}`),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO "spreadsheet_import_items" ("import_id", "product_id", "before", "kept_images")
    SELECT ${importId}::uuid, "p"."id", jsonb_build_object(
      'product', jsonb_build_object(${fields}),
      'variants', (SELECT jsonb_agg(jsonb_build_object('id', "v"."id", 'price', "v"."price",
                     'original_price', "v"."original_price", 'stock', "v"."stock", 'code', "v"."code",
                     'barcode', "v"."barcode"))
                   FROM "product_variants" AS "v" WHERE "v"."product_id" = "p"."id"),
      'specs', coalesce((SELECT jsonb_agg(to_jsonb("a")) FROM "product_attribute_values" AS "a"
                         WHERE "a"."product_id" = "p"."id"), '[]'::jsonb),
      'listPrices', coalesce((SELECT jsonb_agg(to_jsonb("r")) FROM "price_rules" AS "r"
                              JOIN "product_variants" AS "v" ON "r"."scope" = 'variant' AND "r"."target_id" = "v"."id"
                              WHERE "v"."product_id" = "p"."id"), '[]'::jsonb)),
      ARRAY["p"."image"] || "p"."gallery"
    FROM "products" AS "p" WHERE "p"."id" = ANY(${sql.param(productIds)}::uuid[])
    ON CONFLICT DO NOTHING`);
}

const creator = alias(users, 'creator');
const undoer = alias(users, 'undoer');

function importRows(db: Database) {
  return db
    .select({
      record: spreadsheetImports,
      createdBy: displayNameOf(creator),
      undoneBy: displayNameOf(undoer),
    })
    .from(spreadsheetImports)
    .leftJoin(creator, eq(creator.id, spreadsheetImports.createdBy))
    .leftJoin(undoer, eq(undoer.id, spreadsheetImports.undoneBy))
    .$dynamic();
}

type ImportRow = Awaited<ReturnType<typeof importRows>>[number];

const DAY_MS = 24 * 60 * 60_000;
const undoableUntil = (createdAt: Date) => new Date(createdAt.getTime() + SPREADSHEET_UNDO_DAYS * DAY_MS);

const toSpreadsheetImport = ({ record, createdBy, undoneBy }: ImportRow): SpreadsheetImport => ({
  _id: record.id,
  created: record.createdCount,
  updated: record.updatedCount,
  createdBy,
  createdAt: record.createdAt.toISOString(),
  undoableUntil: undoableUntil(record.createdAt).toISOString(),
  undoable: !record.undoneAt && undoableUntil(record.createdAt).getTime() > Date.now(),
  undoneAt: record.undoneAt?.toISOString() ?? null,
  undoneBy,
});

/** The most recent applied imports, newest first. */
export async function listImports(db: Database): Promise<SpreadsheetImport[]> {
  const rows = await importRows(db)
    .orderBy(desc(spreadsheetImports.createdAt), desc(spreadsheetImports.id))
    .limit(SPREADSHEET_IMPORTS_LISTED);
  return rows.map(toSpreadsheetImport);
}

async function readImport(db: Database, id: string): Promise<SpreadsheetImport> {
  const [row] = await importRows(db).where(eq(spreadsheetImports.id, id));
  if (!row) throw notFound(SHEET_MESSAGES.importNotFound);
  return toSpreadsheetImport(row);
}

/** The import's products that still exist, as `"k"`: those it kept before updating, or those it created. */
const productsOf = (id: string, kind: 'kept' | 'created') => sql`(
  SELECT "p"."id", "p"."image", "p"."gallery", "i"."before"
  FROM "spreadsheet_import_items" AS "i" JOIN "products" AS "p" ON "p"."id" = "i"."product_id"
  WHERE "i"."import_id" = ${id}::uuid AND "i"."before" IS ${sql.raw(kind === 'kept' ? 'NOT NULL' : 'NULL')}) AS "k"`;

/** Gives the kept products back their columns, variants, specifications and fixed prices from before. */
async function restoreKept(tx: Transaction, id: string): Promise<void> {
  const guarded: Partial<Record<(typeof WRITTEN_COLUMNS)[number], SQL>> = {
    // A category or brand deleted since is not brought back: the product stays without it.
    category_id: sql`(SELECT "c"."id" FROM ${categories} AS "c" WHERE "c"."id" = "b"."category_id")`,
    brand_id: sql`(SELECT "br"."id" FROM ${brands} AS "br" WHERE "br"."id" = "b"."brand_id")`,
  };
  const assignments = sql.join(
    WRITTEN_COLUMNS.map((name) => sql`${sql.identifier(name)} = ${guarded[name] ?? column(name, 'b')}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE "products" AS "p" SET ${assignments}, "updated_at" = now()
    FROM "spreadsheet_import_items" AS "i", jsonb_populate_record(NULL::"products", "i"."before" -> 'product') AS "b"
    WHERE "i"."import_id" = ${id}::uuid AND "i"."before" IS NOT NULL AND "p"."id" = "i"."product_id"`);
  await tx.execute(sql`
    UPDATE "product_variants" AS "v" SET "price" = "b"."price", "original_price" = "b"."original_price",
      "stock" = "b"."stock", "code" = "b"."code", "barcode" = "b"."barcode", "updated_at" = now()
    FROM "spreadsheet_import_items" AS "i",
      jsonb_populate_recordset(NULL::"product_variants", "i"."before" -> 'variants') AS "b"
    WHERE "i"."import_id" = ${id}::uuid AND "i"."before" IS NOT NULL AND "v"."id" = "b"."id"`);
  await tx.execute(sql`
    DELETE FROM "product_attribute_values" AS "a" USING "spreadsheet_import_items" AS "i"
    WHERE "i"."import_id" = ${id}::uuid AND "i"."before" IS NOT NULL AND "a"."product_id" = "i"."product_id"`);
  await tx.execute(sql`
    INSERT INTO "product_attribute_values"
    SELECT "b".* FROM ${productsOf(id, 'kept')}
    CROSS JOIN LATERAL jsonb_populate_recordset(NULL::"product_attribute_values", "k"."before" -> 'specs') AS "b"
    WHERE EXISTS (SELECT 1 FROM ${categoryAttributes} AS "at" WHERE "at"."id" = "b"."attribute_id")
      AND ("b"."option_id" IS NULL OR EXISTS (SELECT 1 FROM ${attributeOptions} AS "o" WHERE "o"."id" = "b"."option_id"))`);
  await tx.execute(sql`
    DELETE FROM "price_rules" AS "r" USING "spreadsheet_import_items" AS "i", "product_variants" AS "v"
    WHERE "i"."import_id" = ${id}::uuid AND "i"."before" IS NOT NULL AND "v"."product_id" = "i"."product_id"
      AND "r"."scope" = 'variant' AND "r"."target_id" = "v"."id"`);
  await tx.execute(sql`
    INSERT INTO "price_rules"
    SELECT "b".* FROM ${productsOf(id, 'kept')}
    CROSS JOIN LATERAL jsonb_populate_recordset(NULL::"price_rules", "k"."before" -> 'listPrices') AS "b"
    WHERE EXISTS (SELECT 1 FROM ${customerGroups} AS "g" WHERE "g"."id" = "b"."group_id")`);
}

interface UndoTally {
  existing: number;
  created: number;
  changedSince: number;
}

/**
 * Undoes an import as a whole, in one transaction, holding the import turn: the products it created are
 * deleted, and the ones it updated get back what they were before it. Every product it wrote that still
 * exists is locked first; if any was written since (its `updated_at` is not the import's stamp: a form
 * edit, a bulk price change, an order's stock, a later import), nothing is undone and the answer is a 409
 * naming them. Products deleted since are left out. The pictures the import brought go after the commit,
 * once unused.
 */
export async function undoImport(
  deps: CatalogDeps,
  id: string,
  adminId: string,
): Promise<{ record: SpreadsheetImport; message: string }> {
  const { message, dropped } = await deps.db.transaction(async (tx) => {
    const [record] = await queryRows<{ undone: boolean; tooOld: boolean }>(
      tx,
      sql`SELECT "undone_at" IS NOT NULL AS "undone", "created_at" < now() - ${undoWindow} AS "tooOld"
          FROM "spreadsheet_imports" WHERE "id" = ${id}::uuid FOR UPDATE`,
    );
    if (!record) throw notFound(SHEET_MESSAGES.importNotFound);
    if (record.undone) throw conflict(SHEET_MESSAGES.importAlreadyUndone);
    if (record.tooOld) throw badRequest(SHEET_MESSAGES.importTooOld);
    const [tally] = await queryRows<UndoTally>(
      tx,
      sql`WITH "locked" AS (
            SELECT "p"."id", "p"."title", "p"."created_at", "i"."before" IS NULL AS "created",
                   "p"."updated_at" <> "s"."created_at" AS "changed"
            FROM "spreadsheet_import_items" AS "i"
            JOIN "products" AS "p" ON "p"."id" = "i"."product_id"
            JOIN "spreadsheet_imports" AS "s" ON "s"."id" = "i"."import_id"
            WHERE "i"."import_id" = ${id}::uuid FOR UPDATE OF "p")
          SELECT count(*)::int AS "existing", (count(*) FILTER (WHERE "created"))::int AS "created",
                 (count(*) FILTER (WHERE "changed"))::int AS "changedSince"
          FROM "locked"`,
    );
    const { existing, created, changedSince } = tally!;
    if (changedSince > 0) {
      const examples = await queryRows<{ title: string }>(
        tx,
        sql`SELECT "p"."title" FROM "spreadsheet_import_items" AS "i"
            JOIN "products" AS "p" ON "p"."id" = "i"."product_id"
            JOIN "spreadsheet_imports" AS "s" ON "s"."id" = "i"."import_id"
            WHERE "i"."import_id" = ${id}::uuid AND "p"."updated_at" <> "s"."created_at"
            ORDER BY "p"."created_at" DESC, "p"."id" DESC LIMIT 3`,
      );
      throw conflict(
        SHEET_MESSAGES.importChangedSince(
          changedSince,
          examples.map((row) => row.title),
        ),
      );
    }
    // The pictures and documents the import's products use now: what it brought goes once unused.
    const [{ names }] = (await queryRows<{ names: string[] | null }>(
      tx,
      sql`SELECT array_agg("name") AS "names" FROM (
            SELECT unnest(ARRAY["k"."image"] || "k"."gallery") AS "name" FROM ${productsOf(id, 'kept')}
            UNION ALL SELECT unnest(ARRAY["k"."image"] || "k"."gallery") FROM ${productsOf(id, 'created')}
            UNION ALL SELECT "d"."file" FROM ${productsOf(id, 'created')}
              JOIN "product_documents" AS "d" ON "d"."product_id" = "k"."id") AS "used"`,
    )) as [{ names: string[] | null }];
    await restoreKept(tx, id);
    await tx.execute(sql`
      DELETE FROM "products" WHERE "id" IN (SELECT "k"."id" FROM ${productsOf(id, 'created')})`);
    await tx
      .update(spreadsheetImports)
      .set({ undoneAt: new Date(), undoneBy: adminId })
      .where(eq(spreadsheetImports.id, id));
    return {
      message: SHEET_MESSAGES.importUndone(created, existing - created),
      dropped: names ?? [],
    };
  });
  await removeUnusedImages(deps.images, dropped);
  return { record: await readImport(deps.db, id), message };
}
