/**
 * On a PostgreSQL server, a running shop says so by holding a shared advisory lock on a connection of
 * its own for as long as it runs (several shops may share one database). `pnpm restore` takes the same
 * lock exclusively: it refuses while a shop holds it (unless forced), and a shop starting during a
 * restore waits until the restore is done. The embedded database needs none of this: its folder belongs
 * to one process (db/pglite-folder.ts).
 */
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** Any fixed number, apart from the migration lock's. */
export const RUNNING_SHOP_LOCK_ID = 728_145_302;
const RECONNECT_MS = 5_000;

export interface RunningShopAnnouncement {
  stop(): Promise<void>;
}

export async function announceRunningShop(config: Config, logger: Logger): Promise<RunningShopAnnouncement> {
  const url = config.databaseUrl;
  if (!url) return { stop: async () => undefined };

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const hold = async () => {
    const connection = new pg.Client({ connectionString: url, application_name: 'barq-shop' });
    connection.on('error', (error) => {
      // The server restarted or dropped the connection: the lock went with it; take it again.
      if (stopped || client !== connection) return;
      logger.warn({ err: error }, 'lost the running-shop lock; taking it again');
      client = undefined;
      retry = setTimeout(() => void hold().catch(onHoldFailed), RECONNECT_MS);
    });
    await connection.connect();
    const [{ taken } = { taken: false }] = (
      await connection.query<{ taken: boolean }>('SELECT pg_try_advisory_lock_shared($1) AS taken', [
        RUNNING_SHOP_LOCK_ID,
      ])
    ).rows;
    if (!taken) {
      logger.warn('a restore is under way on this database: waiting for it to finish');
      await connection.query('SELECT pg_advisory_lock_shared($1)', [RUNNING_SHOP_LOCK_ID]);
    }
    if (stopped) await connection.end();
    else client = connection;
  };
  const onHoldFailed = (error: unknown) => {
    if (stopped) return;
    logger.warn({ err: error }, 'could not take the running-shop lock; trying again');
    retry = setTimeout(() => void hold().catch(onHoldFailed), RECONNECT_MS);
  };

  await hold();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/**
 * Takes the lock every running shop holds shared, for a restore: false when a shop holds it. Released
 * when `connection` ends.
 */
export async function takeShopLockForRestore(connection: pg.Client): Promise<boolean> {
  const { rows } = await connection.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [
    RUNNING_SHOP_LOCK_ID,
  ]);
  return rows[0]?.taken === true;
}
