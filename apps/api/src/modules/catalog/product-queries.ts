import type { ProductPage, ProductSort } from '@shop/contracts';
import { and, asc, count, desc, eq, gt, gte, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { listItemColumns, toListItem, toPopularItem } from './serialize';

export interface ProductFilters {
  categoryId?: string;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: ProductSort;
}

const POPULAR_LIMIT = 24;
const RELATED_LIMIT = 8;
const RELATED_MINIMUM = 4;

// Each order ends with the id so equal keys keep one order across pages, and each matches an index of
// products (alone or after category_id): the NULLS LAST of the newest order is the index's own.
const newestFirst = [sql`${products.createdAt} DESC NULLS LAST`, sql`${products.id} DESC NULLS LAST`];
const ORDERS: Record<ProductSort, SQL[]> = {
  newest: newestFirst,
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  // The sort key under the "C" collation is Persian alphabetical order, on PGlite and PostgreSQL alike.
  name: [sql`${products.titleSortKey} COLLATE "C"`, asc(products.id)],
};
const inStockFirst = sql`(${products.stock} > 0) DESC`;

function whereOf(filters: ProductFilters): SQL | undefined {
  const { categoryId, inStock, minPrice, maxPrice } = filters;
  return and(
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    inStock === undefined ? undefined : inStock ? gt(products.stock, 0) : eq(products.stock, 0),
    minPrice ? gte(products.price, minPrice) : undefined,
    maxPrice ? lte(products.price, maxPrice) : undefined,
  );
}

/** The items of one page, as a query (the index test explains exactly this). */
export function productPageQuery(
  db: Database,
  filters: ProductFilters,
  { page, pageSize, sort }: PageRequest,
) {
  return db
    .select(listItemColumns)
    .from(products)
    .where(whereOf(filters))
    .orderBy(...ORDERS[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function listProductPage(
  db: Database,
  filters: ProductFilters,
  request: PageRequest,
): Promise<ProductPage> {
  const [rows, [counted]] = await Promise.all([
    productPageQuery(db, filters, request),
    db.select({ total: count() }).from(products).where(whereOf(filters)),
  ]);
  return {
    items: rows.map(toListItem),
    total: counted?.total ?? 0,
    page: request.page,
    pageSize: request.pageSize,
  };
}

export async function listAllProducts(db: Database) {
  const rows = await db
    .select(listItemColumns)
    .from(products)
    .orderBy(...newestFirst);
  return rows.map(toListItem);
}

export function popularProductsQuery(db: Database) {
  return db
    .select(listItemColumns)
    .from(products)
    .where(sql`${products.isPopular}`)
    .orderBy(...newestFirst)
    .limit(POPULAR_LIMIT);
}

export async function listPopularProducts(db: Database) {
  return (await popularProductsQuery(db)).map(toPopularItem);
}

/**
 * Up to 8 products of the same category, in stock first, newest next; when the category has fewer
 * than 4 others, popular products fill the strip up to 4.
 */
export async function listRelatedProducts(db: Database, product: { id: string; categoryId: string | null }) {
  const sameCategory = product.categoryId
    ? await db
        .select(listItemColumns)
        .from(products)
        .where(and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
        .orderBy(inStockFirst, ...newestFirst)
        .limit(RELATED_LIMIT)
    : [];
  if (sameCategory.length >= RELATED_MINIMUM) return sameCategory.map(toListItem);

  const popular = await db
    .select(listItemColumns)
    .from(products)
    .where(
      and(
        sql`${products.isPopular}`,
        notInArray(products.id, [product.id, ...sameCategory.map((row) => row.id)]),
      ),
    )
    .orderBy(inStockFirst, ...newestFirst)
    .limit(RELATED_MINIMUM - sameCategory.length);
  return [...sameCategory, ...popular].map(toListItem);
}
