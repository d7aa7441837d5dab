import type { SpecValue } from '@shop/contracts';
import { and, asc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  brands,
  productAttributeValues,
  productDocuments,
  products,
  productVariants,
  quantityTiers,
  type BrandRow,
  type ProductDocumentRow,
  type VariantRow,
} from '../../db/schema';
import type { ProductTier } from '../trade/quantity-tiers';
import { toBrand } from './brand-service';
import {
  SPECIFICATION_COLUMNS,
  storedValue,
  toSpecification,
  withAttributes,
  type SpecificationRow,
} from './product-specs';
import { relatedOrder, RELATED_LIMIT, sameCategoryAs, withPopularFill } from './product-queries';
import { listItemColumns, type ListItemRow } from './serialize';

/** A row as JSON gives it: its timestamps are ISO texts. */
type AsJson<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] };

/** `json_build_object` of these columns under the names Drizzle's select gives them. */
function jsonObject(columns: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows of a one-column query of JSON objects as one JSON array, in the query's order. */
const jsonArray = <Row>(query: SQLWrapper) => sql<Row[]>`array_to_json(ARRAY(${query}))`;

const pick = <Table extends Record<string, SQLWrapper>, Name extends keyof Table>(
  table: Table,
  names: Name[],
) => Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<Table, Name>;

/** The product of the page; the lists beside it are read from its row. */
const product = alias(products, 'product');

const BRAND = pick(getTableColumns(brands), ['id', 'nameFa', 'nameEn', 'logo', 'createdAt', 'updatedAt']);
type BrandJson = AsJson<Pick<BrandRow, keyof typeof BRAND>>;

const VARIANT = pick(getTableColumns(productVariants), [
  'id',
  'optionValues',
  'code',
  'barcode',
  'price',
  'originalPrice',
  'stock',
  'image',
  'enabled',
]);
export type PageVariant = Pick<VariantRow, keyof typeof VARIANT>;

const DOCUMENT = pick(getTableColumns(productDocuments), ['id', 'kind', 'title', 'file', 'bytes', 'pages']);
export type PageDocument = Pick<ProductDocumentRow, keyof typeof DOCUMENT>;

/** The lists beside the product row, each a correlated subquery of the page's one statement. */
function lists(db: Database) {
  const enabledVariants = and(eq(productVariants.productId, product.id), eq(productVariants.enabled, true));
  return {
    brand: sql<BrandJson | null>`(${db
      .select({ brand: jsonObject(BRAND) })
      .from(brands)
      .where(eq(brands.id, product.brandId))})`,
    variants: jsonArray<PageVariant>(
      db
        .select({ variant: jsonObject(VARIANT) })
        .from(productVariants)
        .where(enabledVariants)
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    ),
    values: jsonArray<SpecificationRow>(
      withAttributes(
        db
          .select({ value: jsonObject(SPECIFICATION_COLUMNS) })
          .from(productAttributeValues)
          .where(eq(productAttributeValues.productId, product.id))
          .$dynamic(),
      ),
    ),
    documents: jsonArray<PageDocument>(
      db
        .select({ document: jsonObject(DOCUMENT) })
        .from(productDocuments)
        .where(eq(productDocuments.productId, product.id))
        .orderBy(asc(productDocuments.position), asc(productDocuments.createdAt)),
    ),
    // A variant's own tiers and the category's: each side an index range of the tiers' (scope, target) key.
    tiers: jsonArray<ProductTier>(
      sql`SELECT json_build_object('variantId', CASE WHEN tier.scope = 'variant' THEN tier.target_id END,
                                   'minQuantity', tier.min_quantity, 'percentOffBp', tier.percent_off_bp)
          FROM (SELECT ${quantityTiers.scope}, ${quantityTiers.targetId}, ${quantityTiers.minQuantity}, ${quantityTiers.percentOffBp}
                FROM ${quantityTiers}
                WHERE ${quantityTiers.scope} = 'variant'
                  AND ${quantityTiers.targetId} IN (${db.select({ id: productVariants.id }).from(productVariants).where(enabledVariants)})
                UNION ALL
                SELECT ${quantityTiers.scope}, ${quantityTiers.targetId}, ${quantityTiers.minQuantity}, ${quantityTiers.percentOffBp}
                FROM ${quantityTiers}
                WHERE ${quantityTiers.scope} = 'category' AND ${quantityTiers.targetId} = ${product.categoryId}) AS tier
          ORDER BY tier.min_quantity`,
    ),
    sameCategory: jsonArray<AsJson<ListItemRow>>(
      db
        .select({ item: jsonObject(listItemColumns) })
        .from(products)
        .where(sameCategoryAs(product))
        .orderBy(...relatedOrder)
        .limit(RELATED_LIMIT),
    ),
  };
}

function preparePages(db: Database) {
  return db
    .select({ ...getTableColumns(product), ...lists(db) })
    .from(product)
    .where(sql`${product.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('product_pages');
}

type PageRow = Awaited<ReturnType<ReturnType<typeof preparePages>['execute']>>[number];

/** Pages read by one statement at most. */
const BATCH_MAX = 50;
/** Statements under way at once; the pages asked for meanwhile wait and go in the next one together. */
const STATEMENTS_AT_ONCE = 2;

/** A page asked for and not read yet: every request for its id waits on the one promise. */
interface Waiting {
  promise: Promise<PageRow | undefined>;
  resolve(row: PageRow | undefined): void;
  reject(error: unknown): void;
}

function waitingRead(): Waiting {
  const waiting = {} as Waiting;
  waiting.promise = new Promise((resolve, reject) => Object.assign(waiting, { resolve, reject }));
  return waiting;
}

/**
 * Reads product pages by id, many in one statement: a crawler's misses come in dozens at once, and each
 * statement costs a round trip, a socket write and the server's own work per statement (on two cores,
 * more than the page's reads). The pages asked for in one turn of the event loop, and those asked while
 * the statements under way run, are read together. The statement is prepared by name, so each
 * PostgreSQL connection plans it once (planning its seven subqueries costs more than running them).
 */
function pageReader(db: Database) {
  const statement = preparePages(db);
  const waiting = new Map<string, Waiting>();
  let running = 0;
  let turnScheduled = false;

  async function readNext() {
    // The first ones asked for, without walking the rest of a long queue.
    const batch: [string, Waiting][] = [];
    for (const entry of waiting) {
      if (batch.length === BATCH_MAX) break;
      batch.push(entry);
    }
    for (const [id] of batch) waiting.delete(id);
    running += 1;
    try {
      const rows = await statement.execute({ ids: batch.map(([id]) => id) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, read] of batch) read.resolve(byId.get(id));
    } catch (error) {
      for (const [, read] of batch) read.reject(error);
    } finally {
      running -= 1;
      startReads();
    }
  }

  function startReads() {
    while (running < STATEMENTS_AT_ONCE && waiting.size > 0) void readNext();
  }

  return (id: string) => {
    let read = waiting.get(id);
    if (!read) waiting.set(id, (read = waitingRead()));
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(() => {
        turnScheduled = false;
        startReads();
      });
    }
    return read.promise;
  };
}

const pageReaders = new WeakMap<Database, ReturnType<typeof pageReader>>();
function readPageRow(db: Database, id: string) {
  let read = pageReaders.get(db);
  if (!read) pageReaders.set(db, (read = pageReader(db)));
  return read(id);
}

/** The product's values by attribute id, and its specification table in the category's attribute order. */
function specsOf(rows: SpecificationRow[]) {
  const specs: Record<string, SpecValue> = {};
  for (const row of rows) specs[row.attributeId] = storedValue(row);
  return { specs, specifications: rows.map(toSpecification) };
}

/**
 * The product page's reads in one statement, shared with the other pages asked for at the same time: the
 * product row with its brand, enabled variants, values, documents, quantity tiers and the related strip
 * beside it as JSON (the page is the long tail crawlers read, and each statement is a round trip and a
 * plan). Undefined when there is no such product.
 */
export async function readProductPage(db: Database, id: string) {
  const row = await readPageRow(db, id);
  if (!row) return undefined;
  const { brand, variants, values, documents, tiers, sameCategory, ...productRow } = row;
  const relatedRows = sameCategory.map((item) => ({ ...item, createdAt: new Date(item.createdAt) }));
  return {
    row: productRow,
    brand: brand
      ? toBrand({ ...brand, createdAt: new Date(brand.createdAt), updatedAt: new Date(brand.updatedAt) })
      : null,
    variants,
    documents,
    ...specsOf(values),
    quantityTiers: tiers,
    relatedProducts: await withPopularFill(db, productRow.id, relatedRows),
  };
}
