import { and, asc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import {
  exactTime,
  isProductId,
  newestFirst,
  sortColumn,
  type FeedPosition,
  type FeedSort,
} from '../catalog/product-walk';
import { productPath, variantPath } from './product-links';

/**
 * Torob's entries: a product sold as one is one entry (keyed by the product's id, as before variants); a
 * family is one entry per enabled variant (keyed by the variant's id, grouped by the product's). Every
 * product has at least one variant, so the entries are rows of `product_variants`.
 */
export interface TorobEntryKey {
  productId: string;
  variantId: string;
}

/** Where an entry walk stopped: the product's time and id, then the variant's place in it. */
export interface TorobEntryPosition extends FeedPosition {
  variantPosition: number;
  variantId: string;
}

const family = sql`cardinality(${productVariants.optionValues}) > 0`;
/** A family's switched-off variants are not offered; a product sold as one always is. */
const offered = or(eq(productVariants.enabled, true), not(family))!;

interface EntryPageQuery {
  sort: FeedSort;
  limit: number;
  after?: TorobEntryPosition;
  offset?: number;
}

/** One page of entries in a feed order: newest product first, a family's variants in their order. */
export async function entryPage(
  db: Database,
  query: EntryPageQuery,
): Promise<(TorobEntryKey & { position: TorobEntryPosition })[]> {
  const column = sortColumn(query.sort);
  const after = query.after;
  const keyset: SQL | undefined = after
    ? sql`((${column}, ${products.id}) < (${after.at}::timestamptz, ${after.id}::uuid)
        OR ((${column}, ${products.id}) = (${after.at}::timestamptz, ${after.id}::uuid)
          AND (${productVariants.position}, ${productVariants.id}) > (${after.variantPosition}::int, ${after.variantId}::uuid)))`
    : undefined;
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      variantPosition: productVariants.position,
      at: exactTime(column),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(offered, keyset))
    .orderBy(...newestFirst(query.sort), asc(productVariants.position), asc(productVariants.id))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map(({ productId, variantId, variantPosition, at }) => ({
    productId,
    variantId,
    position: { at, id: productId, variantPosition, variantId },
  }));
}

export async function countEntries(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(offered);
  return row?.count ?? 0;
}

/**
 * The entries these keys name, in the order of a walk newest first: a product's id names a product sold
 * as one, a variant's id a family's variant (optionally only within the named product, as a page
 * address says). A family's own id names nothing: its entries are its variants.
 */
export async function entriesNamed(
  db: Database,
  names: { productIds: string[]; variants: { variantId: string; productId?: string }[] },
): Promise<TorobEntryKey[]> {
  const ids = (values: string[]) => [...new Set(values.filter(isProductId).map((id) => id.toLowerCase()))];
  const productIds = ids(names.productIds);
  const variantIds = ids(names.variants.map((variant) => variant.variantId));
  if (productIds.length === 0 && variantIds.length === 0) return [];
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      or(
        productIds.length ? and(inArray(products.id, productIds), not(family)) : undefined,
        variantIds.length ? and(inArray(productVariants.id, variantIds), family, offered) : undefined,
      ),
    )
    .orderBy(...newestFirst('date_added_desc'), asc(productVariants.position), asc(productVariants.id));
  const pageOf = new Map(
    names.variants.map((variant) => [variant.variantId.toLowerCase(), variant.productId?.toLowerCase()]),
  );
  return rows.filter((row) => {
    const page = pageOf.get(row.variantId);
    return page === undefined || page === row.productId;
  });
}

/** One item of Torob's webhook: the entry's page and its `page_unique`. */
export interface AnnouncedEntry {
  productId: string;
  pageUnique: string;
  path: string;
}

/**
 * What a change of these products announces: a family's variants, every one (a switched-off variant
 * then answers nothing, which removes it from Torob); a product sold as one, or deleted, by its own id.
 * In the products' order, each product's entries together.
 */
export async function announcedEntries(db: Database, productIds: string[]): Promise<AnnouncedEntry[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), family))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return productIds.flatMap((productId) => {
    const variants = rows.filter((row) => row.productId === productId);
    return variants.length === 0
      ? [{ productId, pageUnique: productId, path: productPath(productId) }]
      : variants.map(({ variantId }) => ({
          productId,
          pageUnique: variantId,
          path: variantPath(productId, variantId),
        }));
  });
}
