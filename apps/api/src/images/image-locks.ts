import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';

/**
 * Stored images are named by content hash and shared between rows, so one request may be storing (or
 * about to reference) the very files another request, another process or the orphan sweep is cleaning
 * up. Per name, storing and removing take turns under a lock, and a name stays pinned (image-pins.ts)
 * from the moment a request stores it until its database write has committed or failed.
 */
export interface ImageLocks {
  /**
   * Runs `task` holding the lock of the name's content hash (every width and name of one picture shares
   * it); the task's queries go through the `db` it is given.
   */
  run<T>(name: string, task: (db: Database) => Promise<T>): Promise<T>;
}

/** `<hash>-<width>.webp` → `<hash>`. */
const lockKey = (name: string) => name.split('-', 1)[0]!;

const queues = new Map<string, Promise<unknown>>();

/** The embedded database has one process: a queue per name in memory is the whole lock. */
function inProcessLocks(db: Database): ImageLocks {
  return {
    async run(name, task) {
      const key = lockKey(name);
      const previous = queues.get(key) ?? Promise.resolve();
      const run = previous.then(
        () => task(db),
        () => task(db),
      );
      const settled = run.catch(() => undefined);
      queues.set(key, settled);
      try {
        return await run;
      } finally {
        if (queues.get(key) === settled) queues.delete(key);
      }
    },
  };
}

// Any fixed number: the first key of every image lock, apart from other advisory locks of the shop.
const IMAGE_LOCK_CLASS = 728_145_302;

/**
 * On a server, a transaction-scoped advisory lock: it holds across every process on that database, and a
 * process that dies mid-task releases it with its connection. What the task writes through `db`
 * becomes visible to others as the lock is released.
 */
function advisoryLocks(db: Database): ImageLocks {
  return {
    run: (name, task) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMAGE_LOCK_CLASS}, hashtext(${lockKey(name)}))`);
        return task(tx);
      }),
  };
}

export function imageLocks(database: Pick<DatabaseHandle, 'db' | 'driver'>): ImageLocks {
  return database.driver === 'postgres' ? advisoryLocks(database.db) : inProcessLocks(database.db);
}
