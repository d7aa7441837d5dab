import {
  EXCERPT_LENGTH,
  excerpt,
  type Category,
  type PlainText,
  type PopularProduct,
  type Product,
  type ProductListItem,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { products, type CategoryRow, type ProductRow } from '../../db/schema';

export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProduct(row: ProductRow, specs: Product['specs']): Product {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    stock: row.stock,
    isPopular: row.isPopular,
    categoryId: row.categoryId,
    brandId: row.brandId,
    image: row.image,
    gallery: row.gallery,
    specs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a product card needs; never the description HTML, and only the start of its text. */
export const listItemColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  originalPrice: products.originalPrice,
  stock: products.stock,
  image: products.image,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
  textStart: sql<PlainText>`left(${products.descriptionText}, ${EXCERPT_LENGTH + 1})`,
};

export type ListItemRow = Pick<
  ProductRow,
  'id' | 'title' | 'price' | 'originalPrice' | 'stock' | 'image' | 'categoryId' | 'createdAt'
> & {
  textStart: PlainText;
};

export function toListItem(row: ListItemRow): ProductListItem {
  return {
    _id: row.id,
    title: row.title,
    price: row.price,
    originalPrice: row.originalPrice,
    stock: row.stock,
    image: row.image,
    categoryId: row.categoryId,
    createdAt: row.createdAt.toISOString(),
    excerpt: excerpt(row.textStart),
  };
}

/** The home carousel reads `description`: the same plain-text excerpt. */
export function toPopularItem(row: ListItemRow): PopularProduct {
  const item = toListItem(row);
  return { ...item, description: item.excerpt };
}
