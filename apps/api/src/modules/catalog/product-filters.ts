import { and, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
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
