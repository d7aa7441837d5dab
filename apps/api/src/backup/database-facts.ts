import { storedFilesOf } from '../images/storage';
import { migrationTag, type DatabaseFacts } from './manifest';

/** Runs one statement and answers its rows: a PGlite or a node-postgres client inside the backup's snapshot. */
export type RunQuery = (statement: string) => Promise<Record<string, unknown>[]>;

/** What the manifest records about a database, read from the same snapshot as its dump. */
export async function readDatabaseFacts(query: RunQuery): Promise<DatabaseFacts> {
  const [counts = {}] = await query(
    `SELECT (SELECT count(*) FROM public.products)::int AS products,
            (SELECT count(*) FROM public.categories)::int AS categories,
            (SELECT count(*) FROM public.users)::int AS users`,
  );
  // A dump older than the order desk has no orders.
  const [{ held } = {}] = await query(`SELECT to_regclass('public.orders') IS NOT NULL AS held`);
  const [orders = {}] = held ? await query('SELECT count(*)::int AS orders FROM public.orders') : [];
  const [migrations = {}] = await query(
    'SELECT count(*)::int AS applied, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations',
  );
  return {
    counts: {
      products: Number(counts.products),
      categories: Number(counts.categories),
      users: Number(counts.users),
      orders: Number(orders.orders ?? 0),
    },
    migrations: {
      applied: Number(migrations.applied),
      latest: migrationTag(migrations.latest == null ? null : Number(migrations.latest)),
    },
  };
}

/** Every image file (each stored width) a category, product or brand row names, and every document's file. */
export async function referencedImageFiles(query: RunQuery): Promise<Set<string>> {
  const rows = await query(
    `SELECT logo AS name FROM public.brands WHERE logo IS NOT NULL
     UNION SELECT image FROM public.categories
     UNION SELECT image FROM public.products
     UNION SELECT unnest(gallery) FROM public.products
     UNION SELECT file FROM public.product_documents`,
  );
  const names = rows
    .map((row) => row.name)
    .filter((name): name is string => typeof name === 'string' && name !== '');
  return new Set(names.flatMap(storedFilesOf));
}
