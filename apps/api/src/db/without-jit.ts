import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `read` in a transaction of its own with JIT compilation off. A stock PostgreSQL server (`jit = on`)
 * compiles every query planned above `jit_above_cost`, and a category's filter panel passes it at 100,000
 * products: compiling took 30–85 ms of a query that runs in about 50 ms without it. PGlite has no JIT and
 * accepts the setting.
 */
export function withoutJit<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return read(tx as unknown as Database);
  });
}
