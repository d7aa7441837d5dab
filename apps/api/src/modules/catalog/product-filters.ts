import { normalizeForSearch } from '@shop/persian';
import { and, eq, gt, gte, like, lte, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { products } from '../../db/schema';

export interface ProductFilters {
  categoryId?: string;
  brandId?: string;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
}

/** The WHERE of a product listing. */
export function whereOf(filters: ProductFilters): SQL | undefined {
  const { categoryId, brandId, inStock, minPrice, maxPrice } = filters;
  return and(
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    brandId ? eq(products.brandId, brandId) : undefined,
    inStock === undefined ? undefined : inStock ? gt(products.stock, 0) : eq(products.stock, 0),
    minPrice ? gte(products.price, minPrice) : undefined,
    maxPrice ? lte(products.price, maxPrice) : undefined,
  );
}

/**
 * The products whose title holds `q`, both compared as the search text stores the title (any letter case,
 * Arabic or Persian ی and ک, any digits), through the title's trigram index; undefined when `q` has no
 * letter or digit (it asks for nothing in particular).
 */
export function titleHolds(q: string): SQL | undefined {
  const wanted = normalizeForSearch(q);
  return wanted ? like(products.searchTitle, containsPattern(wanted)) : undefined;
}
