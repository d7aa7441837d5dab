import type { SaleUnit } from '@shop/contracts';
import { specText } from '@shop/persian';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { brands, categories, products, productVariants, type VariantRow } from '../../db/schema';
import { readSpecificationTables } from './product-specs';

/** The orders a feed walks the catalog in, newest first; each is a keyset over (time, id). */
export const FEED_SORTS = ['date_added_desc', 'date_updated_desc'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** Where a walk stopped: the last row's time exactly as stored (microseconds) and id. */
export interface FeedPosition {
  at: string;
  id: string;
}

export interface FeedSpec {
  attributeId: string;
  name: string;
  text: string;
  /** The value as stored: a number, yes or no, the list value's text, or text. */
  value: number | boolean | string;
}

/** A product as the feeds describe it: names instead of ids, the specification as read on its page. */
export interface FeedProduct {
  id: string;
  title: string;
  descriptionText: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  isPopular: boolean;
  image: string;
  gallery: string[];
  createdAt: Date;
  updatedAt: Date;
  categoryTitle: string | null;
  brandName: string | null;
  /** As the product page says it; null: none. */
  warranty: string | null;
  specs: FeedSpec[];
  unit: SaleUnit;
  /** Options the variants differ by; none for a product sold as one. */
  optionNames: string[];
  /** Every variant, in their order (`enabled` says which the shop offers). */
  variants: VariantRow[];
  /** The row's sort time as stored, for the next keyset step. */
  position: FeedPosition;
}

export const sortColumn = (sort: FeedSort) =>
  sort === 'date_added_desc' ? products.createdAt : products.updatedAt;

/**
 * Newest first in the order of an index: products_created_at_idx is (created_at DESC NULLS LAST, id DESC
 * NULLS LAST); products_updated_at_idx (updated_at), read backwards, is DESC NULLS FIRST.
 */
export const newestFirst = (sort: FeedSort) =>
  sort === 'date_added_desc'
    ? [sql`${products.createdAt} DESC NULLS LAST`, sql`${products.id} DESC NULLS LAST`]
    : [desc(products.updatedAt), desc(products.id)];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (value: string) => UUID.test(value);

interface PageQuery {
  sort: FeedSort;
  limit: number;
  /** Rows after this position (keyset), or `offset` rows skipped (a numbered page). */
  after?: FeedPosition;
  offset?: number;
  /** Only the products this holds for (an export's selection). */
  where?: SQL;
}

/** One page of products in a feed order: one query for the rows, one for their specifications. */
export async function feedPage(db: Database, query: PageQuery): Promise<FeedProduct[]> {
  const column = sortColumn(query.sort);
  const keyset: SQL | undefined = query.after
    ? sql`(${column}, ${products.id}) < (${query.after.at}::timestamptz, ${query.after.id}::uuid)`
    : undefined;
  const rows = await selectProducts(db)
    .where(and(keyset, query.where))
    .orderBy(...newestFirst(query.sort))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return withSpecs(db, rows, query.sort);
}

/** The products with these ids, newest first; ids that are not products are left out. */
export async function feedProductsById(db: Database, ids: string[]): Promise<FeedProduct[]> {
  const valid = [...new Set(ids.filter(isProductId).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return [];
  const rows = await selectProducts(db)
    .where(inArray(products.id, valid))
    .orderBy(...newestFirst('date_added_desc'));
  return withSpecs(db, rows, 'date_added_desc');
}

export async function countAllProducts(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}

/** A time to the microsecond, in UTC, whatever the session's time zone: `2026-01-02T03:04:05.123456Z`. */
export const exactTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How `exactTime` writes a time. */
export const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function selectProducts(db: Database) {
  return db
    .select({
      id: products.id,
      title: products.title,
      descriptionText: products.descriptionText,
      price: products.price,
      originalPrice: products.originalPrice,
      stock: products.stock,
      isPopular: products.isPopular,
      image: products.image,
      gallery: products.gallery,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      createdAtText: exactTime(products.createdAt),
      updatedAtText: exactTime(products.updatedAt),
      categoryTitle: categories.title,
      brandName: brands.nameFa,
      warranty: products.warranty,
      unit: products.unit,
      options: products.options,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

/** The variants of these products, by product id: one query for a page of products. */
async function readVariantsOf(db: Database, productIds: string[]) {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(productVariants.productId, productVariants.position);
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

async function withSpecs(db: Database, rows: ProductRow[], sort: FeedSort): Promise<FeedProduct[]> {
  const ids = rows.map((row) => row.id);
  const [tables, variants] = await Promise.all([readSpecificationTables(db, ids), readVariantsOf(db, ids)]);
  return rows.map(({ createdAtText, updatedAtText, options, ...row }) => ({
    ...row,
    optionNames: options.map((option) => option.name),
    variants: variants.get(row.id) ?? [],
    specs: (tables.get(row.id) ?? []).map(({ attributeId, name, kind, unit, value }) => ({
      attributeId,
      name,
      text: specText({ kind, unit, value }),
      value,
    })),
    position: { at: sort === 'date_added_desc' ? createdAtText : updatedAtText, id: row.id },
  }));
}

/** Every product in the order, a page of rows at a time: never the whole table in memory. */
export async function* walkProducts(
  db: Database,
  sort: FeedSort,
  pageSize: number,
  where?: SQL,
): AsyncGenerator<FeedProduct[]> {
  let after: FeedPosition | undefined;
  for (;;) {
    const page = await feedPage(db, { sort, limit: pageSize, after, where });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.position;
  }
}
