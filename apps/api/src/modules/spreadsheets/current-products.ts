import { setImmediate as nextTurn } from 'node:timers/promises';
import { arrayOverlaps, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
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

/** A product as an import compares a row with it. */
export interface CurrentProduct extends ProductValues {
  /** Its variants differ by options: its price, old price and stock are theirs, edited in the form. */
  hasOptions: boolean;
  image: string;
  gallery: string[];
  specs: Map<string, SpecColumns>;
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
    const [rows, specs] = await Promise.all([
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
        })
        .from(products)
        .where(inArray(products.id, chunk)),
      readSpecColumns(db, chunk),
    ]);
    for (const { id, ...row } of rows) current.set(id, { ...row, specs: specs.get(id) ?? new Map() });
  }
  return current;
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
