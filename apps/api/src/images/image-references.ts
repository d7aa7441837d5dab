import { SPREADSHEET_UNDO_DAYS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/**
 * Whether a category, product or brand names the image (as its image, in a gallery, as its logo), a
 * product's document names the file, or a spreadsheet import that can still be undone keeps a picture it
 * replaced (import-undo.ts); index lookups only.
 */
export async function isReferenced(db: Database, name: string): Promise<boolean> {
  const rows = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE image = ${name})
            OR EXISTS (SELECT 1 FROM products WHERE image = ${name})
            OR EXISTS (SELECT 1 FROM products WHERE gallery @> ARRAY[${name}]::text[])
            OR EXISTS (SELECT 1 FROM brands WHERE logo = ${name})
            OR EXISTS (SELECT 1 FROM product_documents WHERE file = ${name})
            OR EXISTS (SELECT 1 FROM spreadsheet_import_items AS i JOIN spreadsheet_imports AS s ON s.id = i.import_id
                       WHERE i.kept_images @> ARRAY[${name}]::text[] AND s.undone_at IS NULL
                         AND s.created_at > now() - make_interval(days => ${SPREADSHEET_UNDO_DAYS})) AS used`,
  );
  return rows[0]?.used === true;
}
