import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  openPglite,
  openPostgres,
  pgliteDatabase,
  queryRows,
  type Database,
  type DatabaseHandle,
  type QueryListener,
} from '../../src/db/client';
import { contentVersions, versionKey } from '../../src/db/content-version';

declare global {
  /** The jest worker's embedded database, when free (pglite-environment.js). */
  var takeWorkerDatabase: (() => Promise<PGlite | undefined>) | undefined;
  var giveWorkerDatabaseBack: () => Promise<void>;
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * A write made behind the API's back (as psql or another process would), returning once this process
 * has heard of it: a PostgreSQL server's notification may arrive after the write returns, and a request
 * sent before that gets the answer kept for the old content.
 */
export async function writeBehindTheApi<T>(db: Database, write: () => Promise<T>): Promise<T> {
  const versions = contentVersions(db);
  const before = versionKey(await versions.current());
  const written = await write();
  while (versionKey(await versions.current()) === before) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return written;
}

let template: Blob | undefined;
/** The migrated data folder the global setup wrote (global-setup.js), read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A new data folder (DATA_DIR) for a shop or a command the test starts on it. On the embedded database
 * it already holds a copy of the run's migrated template, where the shop keeps its database
 * (`DATA_DIR/pglite`, see openPgliteFolder in client.ts): the shop opens it (0.2 s) and its migrations
 * find nothing to do, instead of making a new cluster (4 s). On a server, an empty folder.
 */
export async function makeDataDir(prefix = 'shop-test-'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = usingPostgres() ? undefined : pgliteTemplate();
  if (template) await (await openPglite(path.join(dataDir, 'pglite'), undefined, template)).close();
  return dataDir;
}

/**
 * The worker's database as this file sees it, and its release: given back once, and from then on
 * refusing every call as a closed PGlite would (a test that closes its database to see the shop
 * without one must not reach the next file's data).
 */
function closedOnRelease(client: PGlite): { client: PGlite; release(): Promise<void> } {
  let released = false;
  const seen = new Proxy(client, {
    get(target, property) {
      if (released) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const release = async () => {
    if (released) return;
    released = true;
    await giveWorkerDatabaseBack();
  };
  return { client: seen, release };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (the jest worker's own, emptied, when
 * it is free), or a new database on the server; `onQuery` hears every statement.
 */
export async function createTestDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  if (!usingPostgres()) {
    const worker = await globalThis.takeWorkerDatabase?.();
    const taken = worker && closedOnRelease(worker);
    const database = taken
      ? await pgliteDatabase(taken.client, onQuery, taken.release)
      : await openPglite(undefined, onQuery, pgliteTemplate());
    await database.migrate();
    return database;
  }
  const server = await createEmptyPostgresDatabase();
  const database = openPostgres(server.url, 4, onQuery);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** A connection of its own to the test's database on the server, as psql would hold one (connected). */
export async function connectAside(db: Database): Promise<pg.Client> {
  const [{ current }] = (await queryRows<{ current: string }>(
    db,
    sql`SELECT current_database() AS current`,
  )) as [{ current: string }];
  const client = new pg.Client({ connectionString: databaseUrl(current) });
  await client.connect();
  return client;
}

/** A database URL of its own on the server, for tests that start the whole server. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await asServerAdmin([`CREATE DATABASE ${name}`]);
  return {
    url: databaseUrl(name),
    drop: () => asServerAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

/** The statements in turn, as TEST_DATABASE_URL's user on its database (creating and dropping databases). */
export async function asServerAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** The URL of database `name` on the test server, as TEST_DATABASE_URL's user (or `user`). */
export function databaseUrl(name: string, user?: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  if (user) url.username = user;
  return url.toString();
}
