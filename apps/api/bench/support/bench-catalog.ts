import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedSyntheticProducts } from '../../src/cli/seed';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
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
