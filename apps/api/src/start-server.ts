import type { AddressInfo } from 'node:net';
import cluster from 'node:cluster';
import http from 'node:http';
import { createApp } from './app';
import { announceRunningShop } from './backup/running-shop';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Logger } from './logger';
import type { WebApp } from './modules/pages/web-app';
import { scheduleLimitPruning } from './modules/auth/rate-limits';
import { refreshSearchText } from './modules/search/refresh-search-text';
import {
  ensureConfiguredAdmin,
  ensureDemoAdmin,
  maybeSeedDemoCatalog,
  resolveJwtSecret,
} from './initial-data';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  shutdown(): Promise<void>;
}

/**
 * What the shop needs before it serves: the signing secret, the database migrated, the search text
 * current, the admins and the demo data. Safe to run again: with several workers the primary runs it
 * first, and each worker finds it done.
 */
export async function prepareShop(config: Config, logger: Logger) {
  const jwtSecret = resolveJwtSecret(config, logger);
  const database = await openDatabase(config);
  // On a PostgreSQL server, `pnpm restore` refuses while a shop holds this (the embedded database's
  // folder is held by openDatabase itself).
  const runningShop = await announceRunningShop(config, logger);
  await database.migrate();
  const refreshed = await refreshSearchText(database.db);
  if (refreshed > 0) logger.info({ products: refreshed }, 'search text rewritten for the current normalizer');
  await ensureConfiguredAdmin(database.db, config, logger);
  await maybeSeedDemoCatalog(database.db, config, logger);
  const demoAdmin = await ensureDemoAdmin(database.db, config);
  return { jwtSecret, database, runningShop, demoAdmin };
}

/** Everything `pnpm start` does in one process: prepare the shop, then listen. */
export async function startServer(options: {
  config: Config;
  logger: Logger;
  webDist?: string;
  web?: WebApp;
}): Promise<RunningServer> {
  const { config, logger } = options;
  const { jwtSecret, database, runningShop, demoAdmin } = await prepareShop(config, logger);
  const stopPruning = scheduleLimitPruning(database.db, logger);

  const app = createApp({
    config: { ...config, jwtSecret },
    database,
    logger,
    webDist: options.webDist,
    web: options.web,
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.driver }, `shop is running at ${url}`);
  // Under several workers the primary says it once.
  if (demoAdmin && cluster.isPrimary && logger.isLevelEnabled('info')) {
    // Said plainly too: this is what someone trying the shop on a laptop looks for among the JSON logs.
    console.log(
      `\n  The shop is running at ${url}\n  Demo admin: phone ${demoAdmin.phone}, password ${demoAdmin.password}\n`,
    );
  }

  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      logger.info('shutting down: finishing in-flight requests');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forced = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(forced);
      await stopPruning();
      await runningShop.stop();
      await database.close();
      logger.info('shut down');
    })();
    return closing;
  };
  return { url, database, shutdown };
}
