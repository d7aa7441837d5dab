import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Database } from '../../src/db/client';
import { makeTempDir } from './test-app';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations up to and with `tag`, in `dir`: a database migrated from it is as that release
 * left it, so a later migration can be tried on its data.
 */
export function migrationsUntil(tag: string, dir: string): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

export interface ReleaseDatabase {
  client: PGlite;
  db: Database;
  /** Runs every migration after the release's last. */
  migrateToNow(): Promise<void>;
}

/** An embedded database as the release that ended with migration `tag` left it. */
export async function databaseOfRelease(tag: string): Promise<ReleaseDatabase> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: migrationsUntil(tag, makeTempDir('migrations-')) });
  return { client, db, migrateToNow: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }) };
}

/**
 * `count` products as release 0015 stored them (one price and stock a product), a quarter of them with
 * an old price and a tenth out of stock, and one bulk price change holding a row for each tenth product:
 * the data the variants migration must carry over.
 */
export async function insertProductsBeforeVariants(db: Database, count: number) {
  await db.execute(sql`
    INSERT INTO products (title, description, price, original_price, stock, image, created_at)
    SELECT 'کالا ' || n, '<p>کالا</p>', 1000 * n, CASE WHEN n % 4 = 0 THEN 1000 * n + 500 END,
           CASE WHEN n % 10 = 0 THEN 0 ELSE n % 50 + 1 END, 'img-' || n || '-1600.webp',
           now() - make_interval(secs => n)
    FROM generate_series(1, ${count}) AS n`);
  await db.execute(sql`
    WITH change AS (
      INSERT INTO price_changes (rule, product_count) VALUES ('{}'::jsonb, 0) RETURNING id)
    INSERT INTO price_change_items (change_id, product_id, previous_price, new_price)
    SELECT change.id, products.id, products.price - 1, products.price
    FROM change, products WHERE products.price % 10000 = 0`);
}
