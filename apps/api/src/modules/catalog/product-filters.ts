import {
  LOW_STOCK_AT,
  type ListingFilters,
  type PriceChangeSelection,
  type SpecFilter,
} from '@shop/contracts';
import { normalizeForSearch } from '@shop/persian';
import { and, eq, gt, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { productAttributeValues, products, productVariantValues } from '../../db/schema';

/** A listing: where it is (a category, a brand's page) and the shopper's filters. */
export interface ProductFilters extends ListingFilters {
  categoryId?: string;
  brandId?: string;
  /** The dashboard's «کم»: in stock, at most `LOW_STOCK_AT`. */
  lowStock?: boolean;
}

/**
 * In stock and at most LOW_STOCK_AT, written out (not a parameter) so the planner sees it is the
 * predicate of the partial index `products_low_stock_idx`.
 */
const LOW_STOCK = sql`(${products.stock} > 0 AND ${products.stock} <= ${sql.raw(String(LOW_STOCK_AT))})`;

/** Each filter in use as a condition on `products`, by the panel's group it belongs to. */
export interface FilterConditions {
  brand?: SQL;
  price?: SQL;
  stock?: SQL;
  /** By attribute id. */
  specs: Record<string, SQL>;
}

const values = productAttributeValues;
const variantValues = productVariantValues;

/**
 * The products holding a value the filter accepts, in their own specification or by a variant (a cable
 * with a 2.5 mm² variant holds 2.5), each read through one of the value indexes.
 */
function specCondition(attributeId: string, filter: SpecFilter): SQL {
  const holding = (own: SQL | undefined, byVariant: SQL | undefined) =>
    inArray(
      products.id,
      sql`(SELECT ${values.productId} FROM ${values} WHERE ${own}
           UNION ALL SELECT ${variantValues.productId} FROM ${variantValues} WHERE ${byVariant})`,
    );
  const range = (table: typeof values | typeof variantValues, min?: number, max?: number) =>
    and(
      eq(table.attributeId, attributeId),
      min === undefined ? sql`${table.numberValue} IS NOT NULL` : gte(table.numberValue, min),
      max === undefined ? undefined : lte(table.numberValue, max),
    );
  switch (filter.kind) {
    case 'options':
      return holding(
        inArray(values.optionId, filter.optionIds),
        inArray(variantValues.optionId, filter.optionIds),
      );
    case 'numbers':
      return holding(
        and(eq(values.attributeId, attributeId), inArray(values.numberValue, filter.values)),
        and(eq(variantValues.attributeId, attributeId), inArray(variantValues.numberValue, filter.values)),
      );
    case 'range':
      return holding(range(values, filter.min, filter.max), range(variantValues, filter.min, filter.max));
    case 'boolean':
      // Yes/no attributes are never an option's.
      return inArray(
        products.id,
        sql`(SELECT ${values.productId} FROM ${values}
             WHERE ${and(eq(values.attributeId, attributeId), eq(values.booleanValue, filter.value))})`,
      );
  }
}

export function filterConditions(filters: ListingFilters): FilterConditions {
  const { brandIds, inStock, minPrice, maxPrice, specs = {} } = filters;
  return {
    brand: brandIds?.length ? inArray(products.brandId, brandIds) : undefined,
    price: and(
      minPrice ? gte(products.price, minPrice) : undefined,
      maxPrice ? lte(products.price, maxPrice) : undefined,
    ),
    stock: inStock === undefined ? undefined : inStock ? gt(products.stock, 0) : eq(products.stock, 0),
    specs: Object.fromEntries(
      Object.entries(specs).map(([attributeId, filter]) => [attributeId, specCondition(attributeId, filter)]),
    ),
  };
}

/** Where the listing is: its category, its brand's page. */
export const scopeOf = ({ categoryId, brandId }: ProductFilters) =>
  and(
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    brandId ? eq(products.brandId, brandId) : undefined,
  );

/** The WHERE of a product listing. */
export function whereOf(filters: ProductFilters): SQL | undefined {
  const { brand, price, stock, specs } = filterConditions(filters);
  const low = filters.lowStock ? LOW_STOCK : undefined;
  return and(scopeOf(filters), brand, price, stock, low, ...Object.values(specs));
}

/** Whether the shopper narrowed the listing by anything but its place and stock (totals are then bounded). */
export const isNarrowed = ({ brandIds, minPrice, maxPrice, specs }: ListingFilters) =>
  !!(brandIds?.length || minPrice || maxPrice || (specs && Object.keys(specs).length > 0));

/**
 * The products whose title holds `q`, both compared as the search text stores the title (any letter case,
 * Arabic or Persian ی and ک, any digits), through the title's trigram index; undefined when `q` has no
 * letter or digit (it asks for nothing in particular).
 */
export function titleHolds(q: string): SQL | undefined {
  const wanted = normalizeForSearch(q);
  return wanted ? like(products.searchTitle, containsPattern(wanted)) : undefined;
}

/** The products a selection chooses, as a WHERE over `products` (every product when it chooses by nothing). */
export function selectionWhere(selection: PriceChangeSelection): SQL {
  const { categoryId, brandId, minPrice, maxPrice, stock, q } = selection;
  const inStock = stock === undefined ? undefined : stock === 'in-stock';
  return (
    and(whereOf({ categoryId, brandId, minPrice, maxPrice, inStock }), q ? titleHolds(q) : undefined) ??
    sql`true`
  );
}
