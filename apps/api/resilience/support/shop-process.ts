import type { DatabaseHandle } from '../../src/db/client';
import { startServerProcess } from '../../test/support/server-process';
import { TEST_JWT_SECRET } from '../../test/support/test-app';
import { createUser, type TestUser } from '../../test/support/users';

export type ShopProcess = ReturnType<typeof startServerProcess>;

/** Starts the built server on a data folder (and a PostgreSQL server when `env` names one). */
export const startShop = (dataDir: string, env: Record<string, string> = {}): ShopProcess =>
  startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...env }, 1, { built: true });

export async function kill(shop: ShopProcess, signal: NodeJS.Signals = 'SIGKILL') {
  shop.child.kill(signal);
  return shop.exited;
}

/**
 * An admin of a database only a server process has open (the embedded one): a first life of the
 * server migrates it, and the admin is written straight into it while no server runs.
 */
export async function adminOfFreshShop(
  start: () => ShopProcess,
  open: () => Promise<DatabaseHandle>,
): Promise<TestUser> {
  const firstLife = start();
  await firstLife.listening;
  await kill(firstLife);
  const database = await open();
  try {
    return await createUser(database.db, { role: 'admin' });
  } finally {
    await database.close();
  }
}
