import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedSyntheticProducts } from '../../src/cli/seed';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { seedDemoCatalog } from '../../src/demo/seed-demo';
import { createImageDeps } from '../../src/images/create-storage';

/** Drops and creates the database `url` names on its server, and opens it. */
export async function freshServerDatabase(url: string): Promise<DatabaseHandle> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await client.end();
  return openPostgres(url);
}

/**
 * Migrates, then loads the demo catalog and `products` synthetic products (images into `uploadsDir`),
 * and vacuums: the state autovacuum brings a loaded server to (statistics, visibility map, the GIN
 * indexes' pending lists merged).
 */
export async function loadBenchCatalog(database: DatabaseHandle, uploadsDir: string, products: number) {
  const started = Date.now();
  await database.migrate();
  const images = createImageDeps({ uploadsDir, s3: undefined }, database);
  await seedDemoCatalog(images);
  await seedSyntheticProducts(images, products, (done) => {
    process.stderr.write(`\rloading products: ${done}/${products}`);
  });
  await database.db.execute(sql`VACUUM ANALYZE`);
  process.stderr.write(`\nloaded in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.driver}\n`);
}

/** Where a benchmark's catalog lives: BENCH_DB and BENCH_DATABASE_URL, and its data folder. */
export interface BenchPlace {
  driver: 'pglite' | 'postgres';
  databaseUrl: string;
  /** `apps/api/bench/data/<driver>`: the embedded database, the uploads and the server's log. */
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
}

export function benchPlace(): BenchPlace {
  const driver = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
  const dataDir = path.resolve(__dirname, '../data', driver);
  return {
    driver,
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_api_bench',
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}

/**
 * The benchmark catalog, open: loaded afresh with `products` synthetic products unless `reuse` (the last
 * run's), then given this build's migrations and fresh statistics (for any new index).
 */
export async function openBenchCatalog(
  place: BenchPlace,
  { reuse, products }: { reuse: boolean; products: number },
): Promise<DatabaseHandle> {
  const { driver, databaseUrl, dataDir, pgliteDir, uploadsDir } = place;
  if (!reuse) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(uploadsDir, { recursive: true });
    const fresh = driver === 'pglite' ? await openPglite(pgliteDir) : await freshServerDatabase(databaseUrl);
    try {
      await loadBenchCatalog(fresh, uploadsDir, products);
    } finally {
      await fresh.close();
    }
  }
  const database = driver === 'pglite' ? await openPglite(pgliteDir) : openPostgres(databaseUrl);
  await database.migrate();
  await database.db.execute(sql`ANALYZE`);
  return database;
}
