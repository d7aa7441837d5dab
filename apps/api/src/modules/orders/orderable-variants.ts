import type { OrderableVariant } from '@shop/contracts';
import { toLatinDigits } from '@shop/persian';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { titleHolds } from '../catalog/product-filters';
import { variantLabel } from '../request-list/price-lines';

const MAX_PRODUCTS = 8;
const MAX_VARIANTS = 20;

const columns = {
  variantId: productVariants.id,
  productId: products.id,
  title: products.title,
  options: products.options,
  optionValues: productVariants.optionValues,
  code: productVariants.code,
  barcode: productVariants.barcode,
  variantImage: productVariants.image,
  productImage: products.image,
  price: productVariants.price,
  stock: productVariants.stock,
  enabled: productVariants.enabled,
  unit: products.unit,
  unitSize: products.unitSize,
  minQuantity: products.minQuantity,
  quantityStep: products.quantityStep,
};

/**
 * Variants for a hand order: the one whose code or barcode is the text (each a unique-index lookup), then
 * those of the newest products whose title holds it, at most MAX_VARIANTS.
 */
export async function orderableVariants(db: Database, q: string): Promise<{ variants: OrderableVariant[] }> {
  const typed = toLatinDigits(q).trim();
  const byCode = await db
    .select(columns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(or(sql`lower(${productVariants.code}) = lower(${typed})`, eq(productVariants.barcode, typed)));
  const titled = await db
    .select({ id: products.id })
    .from(products)
    .where(titleHolds(q))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(MAX_PRODUCTS);
  const byTitle =
    titled.length === 0
      ? []
      : await db
          .select(columns)
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            inArray(
              productVariants.productId,
              titled.map((row) => row.id),
            ),
          )
          .orderBy(desc(products.createdAt), asc(productVariants.position))
          .limit(MAX_VARIANTS);
  const seen = new Set<string>();
  const variants = [...byCode, ...byTitle]
    .filter((row) => !seen.has(row.variantId) && seen.add(row.variantId))
    .slice(0, MAX_VARIANTS)
    .map(({ options, optionValues, variantImage, productImage, ...row }) => ({
      ...row,
      variantLabel: variantLabel(options, optionValues),
      image: variantImage ?? productImage,
    }));
  return { variants };
}
