import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { CONTENT_VERSION_CHANNEL, contentVersions } from './content-version';
import { claimDataDir, dumpPgliteDataDir } from './pglite-folder';
import { listenForVersionBumps } from './version-listener';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to run twice and from two processes at once. */
  migrate(): Promise<void>;
  /**
   * Takes the lock named `name` for every process on this database, or answers undefined at once when
   * someone holds it; the answer gives it back. A process that dies gives back its locks with it.
   */
  tryLock(name: string): Promise<(() => Promise<void>) | undefined>;
  close(): Promise<void>;
}

/** Called with every statement sent (tests count them; the API benchmark records them). */
export type QueryListener = (query: string, params: unknown[]) => void;
const listening = (onQuery?: QueryListener) => (onQuery ? { logger: { logQuery: onQuery } } : {});

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
// Any fixed number: every process that migrates this database takes the same advisory lock.
const MIGRATION_LOCK_ID = 728_145_301;

/**
 * Embedded PostgreSQL: in memory when `dataDir` is undefined, else persisted in that folder; started
 * from `template` (a data folder PGlite dumped) when given, instead of a new, empty cluster.
 */
export async function openPglite(
  dataDir?: string,
  onQuery?: QueryListener,
  template?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: template });
  return pgliteDatabase(client, onQuery);
}

/** How long queued queries may run back to back before the requests that arrived meanwhile get a turn. */
const QUERY_SLICE_MS = 10;

/**
 * PGlite runs every query on this thread, and queries queued together ran back to back in one turn of
 * the event loop: a burst of first page draws held every request, answers already kept included, for
 * 0.4–0.8 s at 100,000 products. Through this, queries and transactions run one at a time, back to back
 * for at most QUERY_SLICE_MS, and then after a turn of the event loop, so the requests that arrived
 * meanwhile are answered between them and short queries keep their pace under load. One long query is
 * still one stall. (PGlite runs one at a time in any case: its `query` waits for a running transaction,
 * whose own queries go to it directly.)
 */
function takingTurns(client: PGlite): PGlite {
  let queue: Promise<unknown> = Promise.resolve();
  let sliceStarted = performance.now();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(async () => {
      if (performance.now() - sliceStarted >= QUERY_SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
      return run();
    });
    queue = result.catch(() => undefined);
    return result;
  };
  const query: PGlite['query'] = (...args) => inTurn(() => client.query(...args));
  const transaction: PGlite['transaction'] = (work) => inTurn(() => client.transaction(work));
  return { query, transaction } as PGlite;
}

/**
 * The shop's handle on an open PGlite; closing it closes the client, or hands it to `release` (the
 * tests' one database per worker, see test/support/pglite-environment.js).
 */
export async function pgliteDatabase(
  client: PGlite,
  onQuery?: QueryListener,
  release = () => client.close(),
): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client: takingTurns(client), schema, ...listening(onQuery) });
  // Dumps of the data folder read the PGlite itself.
  db.$client = client;
  // Every write of the embedded database runs in this process, and its notification arrives before
  // the write returns: the content versions need no read per request.
  const stopListening = await client.listen(
    CONTENT_VERSION_CHANNEL,
    contentVersions(db).keptUntilNotified().notified,
  );
  // One process owns the embedded database: its locks are names held here.
  const locks = new Set<string>();
  return {
    db,
    driver: 'pglite',
    // PGlite is in-process with one connection; a second process cannot open the same folder.
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    tryLock: async (name) => {
      if (locks.has(name)) return undefined;
      locks.add(name);
      return async () => void locks.delete(name);
    },
    close: async () => {
      await stopListening();
      await release();
    },
  };
}

const CONNECT_TIMEOUT_MS = 1_500;

export function openPostgres(url: string, poolSize = 10, onQuery?: QueryListener): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the server is out, a request waits at most this for a connection and then gets a 503
    // (see db/unavailable.ts), instead of hanging; the pool connects again by itself once it is back.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server drops (restart, DROP DATABASE … WITH (FORCE)) is replaced by the
  // pool on demand; without a listener its error would crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, ...listening(onQuery) }) as unknown as Database;
  const versionBumps = listenForVersionBumps(url, contentVersions(db));
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        connection.release();
      }
    },
    // A session-level advisory lock on a connection of its own, held for as long as the work runs.
    async tryLock(name) {
      const connection = await pool.connect();
      const { rows } = await connection
        .query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])
        .catch((error: unknown) => {
          connection.release();
          throw error;
        });
      if (!rows[0]?.locked) {
        connection.release();
        return undefined;
      }
      return async () => {
        const unlocked = await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).then(
          () => true,
          () => false,
        );
        // A connection that could not unlock must not go back to the pool still holding the lock.
        connection.release(!unlocked);
      };
    },
    async close() {
      await versionBumps.close();
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPgliteFolder(options.dataDir);
}

/**
 * The shop's embedded database, taken for this process (see pglite-folder.ts): throws when another
 * process has it open, and waits a while for a backup or a restore to finish with it.
 */
async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  const claim = await claimDataDir(dataDir, 'shop', {
    waitMs: 10 * 60_000,
    onWait: (holder) =>
      process.emitWarning(`waiting for process ${holder.pid} (${holder.purpose}) to finish with ${dataDir}`),
  });
  try {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    claim.serveDumps(() => dumpPgliteDataDir((database.db as unknown as { $client: PGlite }).$client));
    return {
      ...database,
      async close() {
        await database.close();
        await claim.release();
      },
    };
  } catch (error) {
    await claim.release();
    throw error;
  }
}

/** Runs raw SQL and answers its rows, the same way on both drivers. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
