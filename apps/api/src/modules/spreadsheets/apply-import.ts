import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { productAttributeValues, products, productVariants } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict } from '../../http/app-error';
import { escapeHtml } from '../../http/escape-html';
import { sanitizeRichText } from '../../http/sanitize-html';
import { writeWithImages, type ImageUpload } from '../catalog/images';
import { dropForeignSpecs } from '../catalog/product-specs';
import { editableFields, newProductRow } from '../catalog/product-service';
import type { CatalogReference } from './catalog-reference';
import { checkFiles, type ImportDeps, type ImportFiles } from './check-import';
import type { ImageSource, RowPlan } from './check-rows';
import { SHEET_MESSAGES } from './messages';
import { spoolPlans } from './plan-spool';
import { writeListPrices, type ListPrice } from '../trade/price-rules';
import { keepProductsBefore, recordCreated, recordImport } from './import-undo';

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
}

/** Rows written between two progress reports (and read back locked at a time). */
const BATCH = 250;

/**
 * Checks the files again (the dry run proves nothing about this request), keeping the changing rows on
 * disk (plan-spool.ts); then stores the ZIP's pictures and writes those rows in one transaction: any
 * failure leaves no row written and removes the pictures it stored (writeWithImages); so does `signal`
 * aborting (the admin hung up) between two batches. The statement triggers bump the catalog version, so
 * pages, search and feeds show the import at once. The import is recorded with what it overwrote, so it
 * can be undone (import-undo.ts). The caller holds the import turn (import-turn.ts).
 */
export async function applyImport(
  deps: ImportDeps,
  files: ImportFiles,
  {
    adminId,
    signal,
    onProgress,
  }: {
    adminId: string;
    signal: AbortSignal;
    onProgress: (done: number, total: number) => void;
  },
): Promise<ImportSummary> {
  const spool = await spoolPlans();
  try {
    const checked = await checkFiles(deps, files, {
      signal,
      onChunk: (rows) =>
        spool.add(rows.filter(({ change }) => change !== 'unchanged').map(({ plan }) => plan)),
    });
    if (checked.problems.count > 0) throw badRequest(SHEET_MESSAGES.hasProblems(checked.problems.count));
    const zipKeys = [...checked.zipKeys];
    const uploads: ImageUpload[] = zipKeys.map((key) => ({
      field: 'images',
      file: { buffer: checked.zip!.bytes(key) },
      notAnImageMessage: SHEET_MESSAGES.notAnImage(key),
    }));
    const { create: created, update: updated, unchanged } = checked.counts;
    const summary: ImportSummary = { created, updated, unchanged };
    const total = created + updated;
    onProgress(0, total);
    return await writeWithImages(deps, uploads, async (storedNames) => {
      const storedOf = new Map(zipKeys.map((key, index) => [key, storedNames[index]!]));
      const nameOf = (source: ImageSource) =>
        'stored' in source ? source.stored : storedOf.get(source.zip)!;
      const dropped = await deps.db
        .transaction(async (tx) => {
          const importId = await recordImport(tx, adminId, summary);
          const replaced: string[] = [];
          let done = 0;
          for await (const batch of spool.batches(BATCH)) {
            // Other requests get a turn between batches (the embedded database answers without I/O).
            await nextTurn();
            signal.throwIfAborted();
            replaced.push(...(await writeBatch(tx, importId, checked.reference, batch, nameOf)));
            done += batch.length;
            onProgress(done, total);
          }
          return replaced;
        })
        .catch((error: unknown) => {
          // A code or barcode another variant took since the check.
          throw uniqueViolation(error) ? conflict(SHEET_MESSAGES.codeTaken) : error;
        });
      return { result: summary, dropped };
    });
  } finally {
    await spool.close();
  }
}

/** Writes a batch of changing rows: the new products, then the updated ones (kept first for an undo). */
async function writeBatch(
  tx: Transaction,
  importId: string,
  reference: CatalogReference,
  batch: RowPlan[],
  nameOf: (source: ImageSource) => string,
): Promise<string[]> {
  const created = batch.filter((plan) => !plan.id);
  const createdProducts = await createProducts(tx, reference, created, nameOf);
  await recordCreated(
    tx,
    importId,
    createdProducts.map(({ productId }) => productId),
  );
  const updated = batch.filter((plan) => plan.id);
  await keepProductsBefore(tx, importId, [...new Set(updated.map((plan) => plan.id!))]);
  const replaced = await updateProducts(tx, reference, updated, nameOf);
  await writeListPrices(tx, [
    ...listPricesOf(
      created,
      createdProducts.map(({ variantId }) => variantId),
    ),
    ...listPricesOf(updated),
  ]);
  return replaced;
}

const categoryOf = (reference: CatalogReference, id: string | null) =>
  id ? { id, title: reference.categoryTitleById.get(id)! } : null;

async function writeSpecValues(tx: Transaction, productId: string, plan: RowPlan) {
  const attributeIds = [...plan.specs.keys()];
  if (attributeIds.length === 0) return;
  await tx
    .delete(productAttributeValues)
    .where(
      and(
        eq(productAttributeValues.productId, productId),
        inArray(productAttributeValues.attributeId, attributeIds),
      ),
    );
  const rows = [...plan.specs].flatMap(([attributeId, columns]) =>
    columns ? [{ productId, attributeId, ...columns }] : [],
  );
  if (rows.length > 0) await tx.insert(productAttributeValues).values(rows);
}

/**
 * The rows' fixed prices in the groups' price lists, for the variant each row prices: its own (an update),
 * or the one its new product was given (`variantIds`, in the rows' order).
 */
const listPricesOf = (plans: RowPlan[], variantIds?: string[]): ListPrice[] =>
  plans.flatMap((plan, index) =>
    [...plan.listPrices].map(([groupId, price]) => ({
      variantId: variantIds ? variantIds[index]! : plan.variantId!,
      groupId,
      price,
    })),
  );

/**
 * New products as the product form makes them; their description is their title until an admin writes
 * one. Answers the id of each one and of its variant, in the plans' order.
 */
async function createProducts(
  tx: Transaction,
  reference: CatalogReference,
  plans: RowPlan[],
  nameOf: (source: ImageSource) => string,
): Promise<{ productId: string; variantId: string }[]> {
  if (plans.length === 0) return [];
  const inserted = await tx
    .insert(products)
    .values(
      plans.map((plan) => {
        const [image, ...gallery] = plan.images!.map(nameOf);
        return {
          ...newProductRow(
            { ...plan, description: sanitizeRichText(`<p>${escapeHtml(plan.title)}</p>`) },
            plan,
            categoryOf(reference, plan.categoryId),
            { image: image!, gallery },
          ),
          brandId: plan.brandId,
        };
      }),
    )
    .returning({ id: products.id });
  // Each new product got its one variant by trigger: it takes the row's code and barcode.
  const coded = plans.flatMap((plan, index) =>
    plan.code || plan.barcode ? [sql`(${inserted[index]!.id}::uuid, ${plan.code}, ${plan.barcode})`] : [],
  );
  if (coded.length > 0)
    await tx.execute(sql`
      UPDATE ${productVariants} SET "code" = "row"."code", "barcode" = "row"."barcode"
      FROM (VALUES ${sql.join(coded, sql`, `)}) AS "row"("product_id", "code", "barcode")
      WHERE ${productVariants.productId} = "row"."product_id"`);
  for (const [index, plan] of plans.entries()) await writeSpecValues(tx, inserted[index]!.id, plan);
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        inserted.map((row) => row.id),
      ),
    );
  const variantOf = new Map(variants.map((variant) => [variant.productId, variant.id]));
  return inserted.map((row) => ({ productId: row.id, variantId: variantOf.get(row.id)! }));
}

/**
 * Each row's variant (its own, or the one of a product without options, as the check found it) takes
 * the row's price, old price, stock, code and barcode; the products' rows follow by the variants' trigger.
 */
async function updateVariants(tx: Transaction, plans: RowPlan[]) {
  const rows = plans.map(
    (
      plan,
    ) => sql`(${plan.variantId}::uuid, ${plan.id}::uuid, ${plan.price}::bigint, ${plan.originalPrice}::bigint,
      ${plan.stock}::int, ${plan.code}, ${plan.barcode})`,
  );
  await tx.execute(sql`
    UPDATE ${productVariants} SET "price" = "row"."price", "original_price" = "row"."original_price",
      "stock" = "row"."stock", "code" = "row"."code", "barcode" = "row"."barcode", "updated_at" = now()
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS "row"("id", "product_id", "price", "original_price", "stock", "code", "barcode")
    WHERE ${productVariants.id} = "row"."id" AND ${productVariants.productId} = "row"."product_id"`);
}

/** Updates the rows' products, locked first; answers the pictures they no longer use. */
async function updateProducts(
  tx: Transaction,
  reference: CatalogReference,
  rowPlans: RowPlan[],
  nameOf: (source: ImageSource) => string,
): Promise<string[]> {
  if (rowPlans.length === 0) return [];
  await updateVariants(tx, rowPlans);
  // The rows of one product's variants say the same of the product (the check saw to it): one is enough.
  const plans = [...new Map(rowPlans.map((plan) => [plan.id!, plan])).values()];
  const locked = await tx
    .select({
      id: products.id,
      description: products.description,
      categoryId: products.categoryId,
      image: products.image,
      gallery: products.gallery,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        plans.map((plan) => plan.id!),
      ),
    )
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  const dropped: string[] = [];
  const rows: SQL[] = [];
  for (const plan of plans) {
    const current = byId.get(plan.id!);
    if (!current) throw conflict(SHEET_MESSAGES.productGone(plan.row));
    const [image = current.image, ...gallery] = plan.images?.map(nameOf) ?? [
      current.image,
      ...current.gallery,
    ];
    const fields = editableFields(
      { ...plan, description: current.description },
      categoryOf(reference, plan.categoryId),
    );
    // Arrays go as JSON text: one parameter, read the same by node-postgres and PGlite.
    rows.push(sql`(${plan.id}::uuid, ${fields.title}, ${plan.isPopular}::boolean, ${plan.categoryId}::uuid, ${plan.brandId}::uuid, ${image},
      ARRAY(SELECT json_array_elements_text(${JSON.stringify(gallery)}::json)), ${fields.descriptionText},
      ${fields.titleSortKey}, ${fields.searchTitle}, ${fields.searchText})`);
    const used = new Set([image, ...gallery]);
    dropped.push(...[current.image, ...current.gallery].filter((name) => !used.has(name)));
  }
  // One statement for the batch: 250 single-row UPDATEs cost a round trip each.
  const values = sql`(VALUES ${sql.join(rows, sql`, `)}) AS "row"("id", "title", "is_popular",
      "category_id", "brand_id", "image", "gallery", "description_text", "title_sort_key", "search_title", "search_text")`;
  await tx.execute(sql`
    UPDATE ${products} SET "title" = "row"."title", "is_popular" = "row"."is_popular", "category_id" = "row"."category_id",
      "brand_id" = "row"."brand_id", "image" = "row"."image", "gallery" = "row"."gallery",
      "description_text" = "row"."description_text", "title_sort_key" = "row"."title_sort_key",
      "search_title" = "row"."search_title", "search_text" = "row"."search_text", "updated_at" = now()
    FROM ${values}
    WHERE ${products.id} = "row"."id"`);
  for (const plan of plans) {
    if (byId.get(plan.id!)!.categoryId !== plan.categoryId)
      await dropForeignSpecs(tx, plan.id!, plan.categoryId);
    await writeSpecValues(tx, plan.id!, plan);
  }
  return dropped;
}
