import fs from 'node:fs';
import { imageVariants } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';

/**
 * Checks rows against files: the image widths a category or product names that are missing, and the
 * files in the uploads folder no row names (leftover `.tmp` files included).
 */
export async function imageConsistency(db: Database, uploadsDir: string) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT image AS name FROM categories WHERE image <> ''
        UNION SELECT image FROM products WHERE image <> ''
        UNION SELECT unnest(gallery) FROM products`,
  );
  const expected = new Set(rows.flatMap(({ name }) => imageVariants(name).map(({ file }) => file)));
  const onDisk = new Set(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);
  return {
    images: rows.length,
    missing: [...expected].filter((file) => !onDisk.has(file)),
    unreferenced: [...onDisk].filter((file) => !expected.has(file)),
  };
}
