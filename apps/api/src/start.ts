import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Logger } from './logger';
import { scheduleLimitPruning } from './modules/auth/rate-limits';
import { refreshSearchText } from './modules/search/refresh-search-text';
import { ensureConfiguredAdmin, ensureDemoAdmin, maybeSeedDemoCatalog, resolveJwtSecret } from './startup';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  shutdown(): Promise<void>;
}

/** Everything `pnpm start` does: database, migrations, admin and demo data, then listen. */
export async function startServer(options: {
  config: Config;
  logger: Logger;
  webDist?: string;
}): Promise<RunningServer> {
  const { config, logger } = options;
  const jwtSecret = resolveJwtSecret(config, logger);
  const database = await openDatabase(config);
  await database.migrate();
  const refreshed = await refreshSearchText(database.db);
  if (refreshed > 0) logger.info({ products: refreshed }, 'search text rewritten for the current normalizer');
  await ensureConfiguredAdmin(database.db, config, logger);
  await maybeSeedDemoCatalog(database.db, config, logger);
  const demoAdmin = await ensureDemoAdmin(database.db, config);

  const stopPruning = scheduleLimitPruning(database.db, logger);

  const app = createApp({ config: { ...config, jwtSecret }, database, logger, webDist: options.webDist });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.driver }, `shop is running at ${url}`);
  if (demoAdmin && logger.isLevelEnabled('info')) {
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
      await database.close();
      logger.info('shut down');
    })();
    return closing;
  };
  return { url, database, shutdown };
}
