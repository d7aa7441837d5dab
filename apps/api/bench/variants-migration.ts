// The variants migration (0016) on a copy of a 100,000-product shop: `pnpm bench:variants-migration`
// (docs/benchmarks.md). Makes a fresh database on the PostgreSQL server (BENCH_DATABASE_URL, database
// `<name>_migration`), migrates it to the release before variants, loads BENCH_PRODUCTS products as that
// release stored them (and a bulk change over a tenth of them), then times the pending migrations.
//   BENCH_PRODUCTS=100000
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, queryRows, type Database } from '../src/db/client';
import { insertProductsBeforeVariants, migrationsUntil } from '../test/support/migrations-until';
import { makeTempDir } from '../test/support/test-app';
import { benchMachine, writeBenchResults } from './support/bench-results';
import { benchPlace, freshServerDatabase } from './support/bench-catalog';

async function main() {
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const place = benchPlace();
  const url = new URL(place.databaseUrl);
  url.pathname = `${url.pathname}_migration`;
  await (await freshServerDatabase(url.toString())).close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzle({ client: pool }) as unknown as Database;

  await migrate(db as never, {
    migrationsFolder: migrationsUntil('0015_torob_webhook', makeTempDir('migrations-')),
  });
  const loadStarted = Date.now();
  await insertProductsBeforeVariants(db, products);
  await db.execute(sql`VACUUM ANALYZE`);
  const loadSeconds = (Date.now() - loadStarted) / 1000;

  const started = Date.now();
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  const migrateSeconds = (Date.now() - started) / 1000;

  const [check] = await queryRows<{ products: number; variants: number; differing: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM products)::int AS products,
               (SELECT count(*) FROM product_variants)::int AS variants,
               (SELECT count(*) FROM products p JOIN product_variants v ON v.product_id = p.id
                 WHERE (p.price, p.original_price, p.stock) IS DISTINCT FROM (v.price, v.original_price, v.stock))::int AS differing`,
  );
  await pool.end();
  if (check!.variants !== check!.products || check!.differing !== 0)
    throw new Error(`migration left ${JSON.stringify(check)}`);

  const markdown = [
    '# The variants migration (0016) on a shop of the release before',
    '',
    '| products | variants made | load before (s) | migration (s) |',
    '|---:|---:|---:|---:|',
    `| ${check!.products} | ${check!.variants} | ${loadSeconds.toFixed(1)} | ${migrateSeconds.toFixed(1)} |`,
    '',
    `Machine: ${JSON.stringify(benchMachine(place))}`,
    '',
  ].join('\n');
  writeBenchResults('variants-migration', place, markdown, {
    ...check,
    loadSeconds,
    migrateSeconds,
    machine: benchMachine(place),
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
