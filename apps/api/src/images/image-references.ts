import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/**
 * Whether a category, product or brand names the image (as its image, in a gallery, as its logo), or a
 * product's document names the file; index lookups only.
 */
export async function isReferenced(db: Database, name: string): Promise<boolean> {
  const rows = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE image = ${name})
            OR EXISTS (SELECT 1 FROM products WHERE image = ${name})
            OR EXISTS (SELECT 1 FROM products WHERE gallery @> ARRAY[${name}]::text[])
            OR EXISTS (SELECT 1 FROM brands WHERE logo = ${name})
            OR EXISTS (SELECT 1 FROM product_documents WHERE file = ${name}) AS used`,
  );
  return rows[0]?.used === true;
}
