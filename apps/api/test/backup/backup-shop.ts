import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { asc, sql } from 'drizzle-orm';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { categories, orderEvents, orders, products, settings, users } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { createImageStorage } from '../../src/images/create-storage';
import { storedFiles } from '../support/catalog-client';
import { makeTempDir, testConfig, testStorageEnv } from '../support/test-app';
import { createEmptyPostgresDatabase, usingPostgres } from '../support/test-database';

type ServerDatabase = Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;

/**
 * A shop as it runs for real: the embedded database persisted in its data folder (held by this
 * process, as the running shop holds it), or a database of its own on the PostgreSQL server.
 */
export interface BackupShop {
  config: Config;
  /** STORAGE and S3_* as the shop's commands get them (empty: the uploads folder). */
  storageEnv: Record<string, string>;
  app: Express;
  database: DatabaseHandle;
  /** Closes the database (the data folder is free for a restore) and opens it again. */
  reopen(): Promise<void>;
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

/** On a server, the shop's database is `onServer` when given (dropped on close), else a new one. */
export async function openBackupShop(onServer?: ServerDatabase): Promise<BackupShop> {
  const server = onServer ?? (usingPostgres() ? await createEmptyPostgresDatabase() : undefined);
  const storageEnv = await testStorageEnv();
  const config = testConfig({
    ...storageEnv,
    DATA_DIR: makeTempDir('shop-backup-'),
    ...(server ? { DATABASE_URL: server.url } : {}),
  });
  const open = async () => {
    const database = await openDatabase(config);
    await database.migrate();
    return { database, app: createApp({ config, database, logger: createLogger('silent') }) };
  };
  let current: Awaited<ReturnType<typeof open>> | undefined = await open();
  const shop: BackupShop = {
    config,
    storageEnv,
    get app() {
      if (!current) throw new Error('the shop is closed');
      return current.app;
    },
    get database() {
      if (!current) throw new Error('the shop is closed');
      return current.database;
    },
    async closeDatabase() {
      await current?.database.close();
      current = undefined;
    },
    async reopen() {
      await shop.closeDatabase();
      current = await open();
    },
    async close() {
      await shop.closeDatabase();
      await server?.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}

/** The rows a restore must bring back, each table ordered by its key. */
export async function shopRows(database: DatabaseHandle) {
  const { db } = database;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    settings: await db.select().from(settings).orderBy(asc(settings.key)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    orderEvents: await db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
  };
}

/** SHA-256 of every image file (in the uploads folder or the bucket), by name. */
export async function uploadHashes(shop: BackupShop): Promise<Map<string, string>> {
  const storage = createImageStorage(shop.config);
  const hashes = new Map<string, string>();
  for (const name of await storedFiles(storage)) {
    hashes.set(
      name,
      createHash('sha256')
        .update((await storage.read(name))!)
        .digest('hex'),
    );
  }
  return hashes;
}

/** Removes the database's contents and the images, as a lost disk or a bad mistake would. */
export async function wipeShop(shop: BackupShop): Promise<void> {
  if (shop.config.databaseUrl) {
    await shop.database.db.execute(
      sql.raw('DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
    );
    await shop.closeDatabase();
  } else {
    await shop.closeDatabase();
    fs.rmSync(path.join(shop.config.dataDir, 'pglite'), { recursive: true, force: true });
  }
  const storage = createImageStorage(shop.config);
  await storage.remove(await storedFiles(storage));
}

/** Leftover staging folders of a backup or a restore in the data folder. */
export const stagingLeftovers = (dataDir: string) =>
  fs.readdirSync(dataDir).filter((name) => name.startsWith('.backup-') || name.startsWith('.restore-'));
