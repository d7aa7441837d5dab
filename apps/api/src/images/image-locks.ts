import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../db/client';

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
  /**
   * As `run`, for a task that removes files: while a backup copies the bucket (it holds
   * BACKUP_COPY_LOCK), the task does not run and the files are left to a later orphan sweep, so a file
   * the backup's snapshot names is never deleted before it is copied. Answers whether the task ran.
   */
  removing(name: string, task: (db: Database) => Promise<void>): Promise<boolean>;
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
    // A backup of the embedded database keeps its files by hard links (or, with a bucket, retries).
    async removing(name, task) {
      await this.run(name, task);
      return true;
    },
  };
}

// Any fixed number: the first key of every image lock, apart from other advisory locks of the shop.
const IMAGE_LOCK_CLASS = 728_145_302;
/** Held by a backup while it dumps the database and copies the objects its rows name (create-backup.ts). */
export const BACKUP_COPY_LOCK = [728_145_303, 0] as const;

/**
 * On a server, a transaction-scoped advisory lock: it holds across every process on that database, and a
 * process that dies mid-task releases it with its connection. What the task writes through `db`
 * becomes visible to others as the lock is released.
 */
function advisoryLocks(db: Database): ImageLocks {
  const run: ImageLocks['run'] = (name, task) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMAGE_LOCK_CLASS}, hashtext(${lockKey(name)}))`);
      return task(tx);
    });
  return {
    run,
    removing: (name, task) =>
      run(name, async (tx) => {
        const [backup, key] = BACKUP_COPY_LOCK;
        const [free] = await queryRows<{ free: boolean }>(
          tx,
          sql`SELECT pg_try_advisory_xact_lock_shared(${backup}, ${key}) AS "free"`,
        );
        if (!free?.free) return false;
        await task(tx);
        return true;
      }),
  };
}

export function imageLocks(database: Pick<DatabaseHandle, 'db' | 'driver'>): ImageLocks {
  return database.driver === 'postgres' ? advisoryLocks(database.db) : inProcessLocks(database.db);
}
