import {
  MAX_PAGE_SIZE,
  listingFiltersOf,
  type AdminProductListQuery,
  type AdminProductPage,
  type FilteredPageQuery,
  type ProductPage,
  type ProductSort,
  type StockState,
  productEndpoints,
} from '@shop/contracts';
import { toLatinDigits } from '@shop/persian';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  ne,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withoutJit } from '../../db/without-jit';
import { products, productVariants } from '../../db/schema';
import { countProducts } from './product-counts';
import { titleHolds, whereOf, type ProductFilters } from './product-filters';
import { listItemColumns, toListItem, toPopularItem, type ListItemRow } from './serialize';

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: ProductSort;
}

const POPULAR_LIMIT = 24;
export const RELATED_LIMIT = 8;
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
  const [rows, counted] = await Promise.all([
    withoutJit(db, (tx) => productPageQuery(tx, filters, request)),
    countProducts(db, filters),
  ]);
  return { items: rows.map(toListItem), ...counted, page: request.page, pageSize: request.pageSize };
}

/** A page of a listing in `place` (a category, a brand), as its endpoint's query asks: filters read. */
export const listFilteredPage = (
  db: Database,
  place: ProductFilters,
  { page, pageSize, sort, ...chosen }: FilteredPageQuery,
) => listProductPage(db, { ...place, ...listingFiltersOf(chosen) }, { page, pageSize, sort });

const STOCK_FILTERS: Record<StockState, ProductFilters> = {
  'in-stock': { inStock: true },
  low: { lowStock: true },
  'out-of-stock': { inStock: false },
};

/** The dashboard's rows: a card's columns and the brand. */
const adminItemColumns = { ...listItemColumns, brandId: products.brandId };

const adminFilters = ({ categoryId, brandId, stock }: AdminProductListQuery): ProductFilters => ({
  categoryId,
  brandId,
  ...(stock && STOCK_FILTERS[stock]),
});

/**
 * A page of the dashboard's list, newest first, in a category, of a brand, in a stock state: each an
 * index range (out of stock and low stock have partial indexes). `q` keeps the products whose title
 * holds it (see `titleHolds`); a query with no letter or digit asks for nothing in particular.
 */
export function adminProductPageQuery(db: Database, query: AdminProductListQuery) {
  const { q = '', page, pageSize } = query;
  return db
    .select(adminItemColumns)
    .from(products)
    .where(and(whereOf(adminFilters(query)), titleHolds(q)))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Without `q`, the total is counted once per catalog version, as the shop's listings' are. */
export async function listAdminProductPage(
  db: Database,
  query: AdminProductListQuery,
): Promise<AdminProductPage> {
  const filters = adminFilters(query);
  const matching = titleHolds(query.q ?? '');
  const [rows, counted] = await Promise.all([
    withoutJit(db, (tx) => adminProductPageQuery(tx, query)),
    matching
      ? db
          .select({ total: count() })
          .from(products)
          .where(and(whereOf(filters), matching))
          .then(([row]) => ({ total: row?.total ?? 0, totalIsEstimate: false }))
      : countProducts(db, filters),
  ]);
  return {
    items: rows.map((row) => ({ ...toListItem(row), brandId: row.brandId })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the old app's "load everything" call answers at most; the rest is paged through `list`. */
const GET_ALL_LIMIT = 1000;
const GET_ALL_NEXT_PAGE_SIZE = 100;

/** The newest products, at most GET_ALL_LIMIT, with the total and where the rest can be read. */
export async function listFirstProducts(db: Database) {
  const [rows, { total }] = await Promise.all([
    db
      .select(listItemColumns)
      .from(products)
      .orderBy(...newestFirst)
      .limit(GET_ALL_LIMIT),
    countProducts(db, {}),
  ]);
  const next =
    total > GET_ALL_LIMIT
      ? `${productEndpoints.list.path}?page=${GET_ALL_LIMIT / GET_ALL_NEXT_PAGE_SIZE + 1}&pageSize=${GET_ALL_NEXT_PAGE_SIZE}`
      : null;
  return { products: rows.map(toListItem), total, next };
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

/** The related strip's order: in stock first, newest next. */
export const relatedOrder = [inStockFirst, ...newestFirst];

/** The other products of a product's category: its id and category as values, or as a row's columns. */
export const sameCategoryAs = (product: { id: string | SQLWrapper; categoryId: string | SQLWrapper }) =>
  and(eq(products.categoryId, product.categoryId), ne(products.id, product.id));

/** A product page's strip: others of its category, in stock first, newest next (one index range). */
export function sameCategoryQuery(db: Database, product: { id: string; categoryId: string }) {
  return db
    .select(listItemColumns)
    .from(products)
    .where(sameCategoryAs(product))
    .orderBy(...relatedOrder)
    .limit(RELATED_LIMIT);
}

/** Popular products to fill a short strip, in the strip's order (one range of a partial index). */
export function popularFillQuery(db: Database, excludedIds: string[], count: number) {
  return db
    .select(listItemColumns)
    .from(products)
    .where(and(sql`${products.isPopular}`, notInArray(products.id, excludedIds)))
    .orderBy(...relatedOrder)
    .limit(count);
}

/**
 * Up to 8 products of the same category, in stock first, newest next; when the category has fewer
 * than 4 others, popular products fill the strip up to 4.
 */
export async function listRelatedProducts(db: Database, product: { id: string; categoryId: string | null }) {
  const { categoryId } = product;
  const sameCategory = categoryId ? await sameCategoryQuery(db, { id: product.id, categoryId }) : [];
  return withPopularFill(db, product.id, sameCategory);
}

/** The strip from the products of the same category, filled with popular ones when they are fewer than 4. */
export async function withPopularFill(db: Database, productId: string, sameCategory: ListItemRow[]) {
  if (sameCategory.length >= RELATED_MINIMUM) return sameCategory.map(toListItem);
  const excluded = [productId, ...sameCategory.map((row) => row.id)];
  const popular = await popularFillQuery(db, excluded, RELATED_MINIMUM - sameCategory.length);
  return [...sameCategory, ...popular].map(toListItem);
}

/** What a shop code or barcode looks like: Latin letters, digits and a few joiners, no spaces. */
const CODE_LIKE = /^[A-Za-z0-9][A-Za-z0-9._\-/]{2,63}$/;

/**
 * The products one of whose variants has this code (any letter case) or barcode, typed in any digits:
 * an electrician types the code off a box or a barcode off a label. Two unique-index lookups, as a
 * UNION: with an OR of the two the planner cannot tell the code's index is unique (it is partial), guesses
 * 0.5% of the variants match, and walks the whole catalog newest first for them (8 s at 400,000 variants).
 */
export async function listProductsByCode(db: Database, typed: string) {
  const code = toLatinDigits(typed.trim());
  if (!CODE_LIKE.test(code)) return [];
  const rows = await db
    .select(listItemColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        db
          .select({ id: productVariants.productId })
          .from(productVariants)
          .where(sql`lower(${productVariants.code}) = lower(${code})`)
          .union(
            db
              .select({ id: productVariants.productId })
              .from(productVariants)
              .where(eq(productVariants.barcode, code)),
          ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(MAX_PAGE_SIZE);
  return rows.map(toListItem);
}
