import {
  EXCERPT_LENGTH,
  excerpt,
  type Category,
  type PlainText,
  type PopularProduct,
  type Product,
  type ProductDocument,
  type ProductListItem,
  type Variant,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { products, type CategoryRow, type ProductRow } from '../../db/schema';
import type { PageDocument, PageVariant } from './product-page';

export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    catchAll: row.catchAll,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVariant(row: PageVariant): Variant {
  return {
    _id: row.id,
    options: row.optionValues,
    code: row.code,
    barcode: row.barcode,
    price: row.price,
    originalPrice: row.originalPrice,
    stock: row.stock,
    image: row.image,
    enabled: row.enabled,
  };
}

export function toDocument(row: PageDocument): ProductDocument {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    file: row.file,
    bytes: row.bytes,
    pages: row.pages,
  };
}

export function toProduct(
  row: ProductRow,
  specs: Product['specs'],
  variants: PageVariant[],
  documents: PageDocument[],
): Product {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    stock: row.stock,
    unit: row.unit,
    unitSize: row.unitSize,
    minQuantity: row.minQuantity,
    quantityStep: row.quantityStep,
    options: row.options,
    variants: variants.map(toVariant),
    isPopular: row.isPopular,
    categoryId: row.categoryId,
    brandId: row.brandId,
    warranty: row.warranty,
    image: row.image,
    gallery: row.gallery,
    specs,
    documents: documents.map(toDocument),
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
  unit: products.unit,
  unitSize: products.unitSize,
  variantCount: products.variantCount,
  textStart: sql<PlainText>`left(${products.descriptionText}, ${EXCERPT_LENGTH + 1})`,
};

export type ListItemRow = Pick<
  ProductRow,
  | 'id'
  | 'title'
  | 'price'
  | 'originalPrice'
  | 'stock'
  | 'image'
  | 'categoryId'
  | 'createdAt'
  | 'unit'
  | 'unitSize'
  | 'variantCount'
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
    unit: row.unit,
    unitSize: row.unitSize,
    variantCount: row.variantCount,
    excerpt: excerpt(row.textStart),
  };
}

/** The home carousel reads `description`: the same plain-text excerpt. */
export function toPopularItem(row: ListItemRow): PopularProduct {
  const item = toListItem(row);
  return { ...item, description: item.excerpt };
}
