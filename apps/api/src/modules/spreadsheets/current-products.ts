import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceRules, products, productVariants, type VariantRow } from '../../db/schema';
import { readSpecColumns, type SpecColumns } from '../catalog/product-specs';

/** The fields a sheet's row gives a product, as stored. */
export interface ProductValues {
  title: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  isPopular: boolean;
  categoryId: string | null;
  brandId: string | null;
}

/** A variant as an import compares a row with it, with its fixed price in each group that gives it one. */
export type CurrentVariant = Pick<VariantRow, 'price' | 'originalPrice' | 'stock' | 'code' | 'barcode'> & {
  listPrices: Map<string, number>;
};

/** A product as an import compares a row with it. */
export interface CurrentProduct extends ProductValues {
  /** Its variants differ by options: its price, old price and stock are theirs, edited in the form. */
  hasOptions: boolean;
  /** Every variant, by id: what a variant's row is compared with. */
  variants: Map<string, CurrentVariant>;
  image: string;
  gallery: string[];
  specs: Map<string, SpecColumns>;
  updatedAt: Date;
}

const CHUNK = 1000;
// Between two chunks, other requests get a turn: the embedded database answers without any I/O, so a
// loop of its queries would otherwise hold the event loop from the first to the last.

/** The products with these ids, as they are now; ids that name none are left out. */
export async function readCurrentProducts(db: Database, ids: string[]): Promise<Map<string, CurrentProduct>> {
  const current = new Map<string, CurrentProduct>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    if (start > 0) await nextTurn();
    const chunk = ids.slice(start, start + CHUNK);
    const [rows, specs, variants, listPrices] = await Promise.all([
      db
        .select({
          id: products.id,
          title: products.title,
          price: products.price,
          originalPrice: products.originalPrice,
          stock: products.stock,
          isPopular: products.isPopular,
          categoryId: products.categoryId,
          brandId: products.brandId,
          image: products.image,
          gallery: products.gallery,
          hasOptions: sql<boolean>`jsonb_array_length(${products.options}) > 0`,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(inArray(products.id, chunk)),
      readSpecColumns(db, chunk),
      db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          price: productVariants.price,
          originalPrice: productVariants.originalPrice,
          stock: productVariants.stock,
          code: productVariants.code,
          barcode: productVariants.barcode,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, chunk)),
      readListPrices(db, chunk),
    ]);
    const variantsOf = new Map<string, Map<string, CurrentVariant>>();
    for (const { id, productId, ...variant } of variants)
      variantsOf.set(
        productId,
        (variantsOf.get(productId) ?? new Map()).set(id, {
          ...variant,
          listPrices: listPrices.get(id) ?? new Map(),
        }),
      );
    for (const { id, ...row } of rows)
      current.set(id, {
        ...row,
        specs: specs.get(id) ?? new Map(),
        variants: variantsOf.get(id) ?? new Map(),
      });
  }
  return current;
}

/** The groups' fixed prices of these products' variants: variant id to group id to price. */
export async function readListPrices(db: Database, productIds: string[]) {
  const rows = await db
    .select({ variantId: priceRules.targetId, groupId: priceRules.groupId, price: priceRules.fixedPrice })
    .from(priceRules)
    .innerJoin(productVariants, eq(productVariants.id, priceRules.targetId))
    .where(and(eq(priceRules.scope, 'variant'), inArray(productVariants.productId, productIds)));
  const byVariant = new Map<string, Map<string, number>>();
  for (const { variantId, groupId, price } of rows)
    byVariant.set(variantId, (byVariant.get(variantId) ?? new Map()).set(groupId, price!));
  return byVariant;
}

/** Stored image names some product uses now, of these. */
export async function usedImageNames(db: Database, names: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let start = 0; start < names.length; start += CHUNK) {
    if (start > 0) await nextTurn();
    const chunk = names.slice(start, start + CHUNK);
    const rows = await db
      .select({ image: products.image, gallery: products.gallery })
      .from(products)
      .where(or(inArray(products.image, chunk), arrayOverlaps(products.gallery, chunk)));
    for (const row of rows) [row.image, ...row.gallery].forEach((name) => used.add(name));
  }
  return used;
}

/** Of these codes (any case) and barcodes, the ones a variant holds now: the key to that variant's id. */
export async function codeHolders(db: Database, codes: string[], barcodes: string[]) {
  const holders = { code: new Map<string, string>(), barcode: new Map<string, string>() };
  for (let start = 0; start < Math.max(codes.length, barcodes.length); start += CHUNK) {
    if (start > 0) await nextTurn();
    const someCodes = codes.slice(start, start + CHUNK).map((code) => code.toLowerCase());
    const someBarcodes = barcodes.slice(start, start + CHUNK);
    const rows = await db
      .select({ id: productVariants.id, code: productVariants.code, barcode: productVariants.barcode })
      .from(productVariants)
      .where(
        or(
          someCodes.length > 0 ? inArray(sql`lower(${productVariants.code})`, someCodes) : undefined,
          someBarcodes.length > 0 ? inArray(productVariants.barcode, someBarcodes) : undefined,
        ),
      );
    for (const row of rows) {
      if (row.code) holders.code.set(row.code.toLowerCase(), row.id);
      if (row.barcode) holders.barcode.set(row.barcode, row.id);
    }
  }
  return holders;
}
