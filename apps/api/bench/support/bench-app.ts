import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { createHttpServer } from '../../src/http/server-limits';
import { parseConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { signSession } from '../../src/modules/auth/session';
import type { BenchPlace } from './bench-catalog';

export interface BenchApp {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** An admin's Authorization header. */
  bearer: string;
  close: () => void;
}

/**
 * The real app, as in production, on a loopback port, with an admin of its own to call it as; `env`
 * adds to or overrides the environment it is configured from.
 */
export async function startBenchApp(
  place: BenchPlace,
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const jwtSecret = randomBytes(32).toString('hex');
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: place.dataDir,
    PUBLIC_URL: 'http://localhost',
    JWT_SECRET: jwtSecret,
    SMS_PROVIDER: 'console',
    SMS_ALLOW_CONSOLE: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const logger = createLogger('silent');
  // The production server's limits: its keep-alive (125 s, not Node's 5 s) lets a client reuse a
  // connection after a pause without racing the server's close.
  const server = createHttpServer(createApp({ config, database, logger }), logger);
  const [admin] = await database.db
    .insert(users)
    .values({
      phone: `0999${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      passwordHash: 'x',
      role: 'admin',
    })
    .returning();
  const bearer = `Bearer ${signSession({ userId: admin!.id, role: 'admin', tokenVersion: 0 }, jwtSecret)}`;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bearer,
    close: () => server.close(),
  };
}
