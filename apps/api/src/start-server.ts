import type { AddressInfo } from 'node:net';
import cluster from 'node:cluster';
import type http from 'node:http';
import { createImageDeps } from './images/create-storage';
import { scheduleOrphanSweep } from './images/orphan-sweep';
import { createApp } from './app';
import { announceRunningShop } from './backup/running-shop';
import type { Config } from './config';
import { createHttpServer } from './http/server-limits';
import { withFastLane } from './http/fast-lane';
import { openDatabase, type DatabaseHandle } from './db/client';
import { warnWhenSuperuser } from './db/database-role';
import type { Logger } from './logger';
import type { WebApp } from './modules/pages/web-app';
import { stopHashingThreads } from './modules/auth/password';
import { scheduleLimitPruning } from './modules/auth/rate-limits';
import { torobWebhook } from './modules/feeds/torob-webhook';
import { alertSender } from './modules/alerts/alert-sender';
import { orderSmsSender } from './modules/orders/order-sms';
import { createSmsProvider } from './modules/auth/sms';
import { refreshSearchText } from './modules/search/refresh-search-text';
import {
  ensureConfiguredAdmin,
  ensureDemoAdmin,
  maybeSeedDemoCatalog,
  resolveJwtSecret,
} from './initial-data';

// Requests under way get this long to finish after SIGTERM; the database then closes, all within 10 s.
const SHUTDOWN_GRACE_MS = 7_000;
const STOPPING_MESSAGE = 'فروشگاه در حال راه‌اندازی دوباره است. چند ثانیه دیگر دوباره تلاش کنید.';

/** A request that arrives after SIGTERM: asked to come back (to another process, or to this one restarted). */
function refuseWhileStopping(res: http.ServerResponse) {
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': '5',
    Connection: 'close',
  });
  res.end(JSON.stringify({ message: STOPPING_MESSAGE, code: 'UNAVAILABLE' }));
}

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
  await warnWhenSuperuser(database, logger);
  // On a PostgreSQL server, `pnpm restore` refuses while a shop holds this (the embedded database's
  // folder is held by openDatabase itself).
  const runningShop = await announceRunningShop(config, logger);
  await database.migrate();
  const refreshed = await refreshSearchText(database.db);
  if (refreshed > 0) logger.info({ products: refreshed }, 'search text rewritten for the current normalizer');
  await ensureConfiguredAdmin(database.db, config, logger);
  const images = createImageDeps(config, database);
  await maybeSeedDemoCatalog(images, config, logger);
  const demoAdmin = await ensureDemoAdmin(database.db, config);
  return { jwtSecret, database, images, runningShop, demoAdmin };
}

/** Everything `pnpm start` does in one process: prepare the shop, then listen. */
export async function startServer(options: {
  config: Config;
  logger: Logger;
  webDist?: string;
  web?: WebApp;
}): Promise<RunningServer> {
  const { config, logger } = options;
  const { jwtSecret, database, images, runningShop, demoAdmin } = await prepareShop(config, logger);
  const stopPruning = scheduleLimitPruning(database.db, logger);
  const stopSweeping = scheduleOrphanSweep(images, logger);
  const stopWebhook = torobWebhook({ db: database.db, config, logger }).start();
  const sms = createSmsProvider(config, logger);
  const stopAlerts = alertSender({ db: database.db, sms, config, logger, clock: () => new Date() }).start();
  const stopOrderSms = orderSmsSender({ db: database.db, sms, logger, clock: () => new Date() }).start();

  const app = createApp({
    config: { ...config, jwtSecret },
    database,
    sms,
    storage: images.storage,
    logger,
    webDist: options.webDist,
    web: options.web,
  });
  const shop = withFastLane(app);
  let stopping = false;
  let underWay = 0;
  let drained: (() => void) | undefined;
  const server = createHttpServer((req, res) => {
    if (stopping) return refuseWhileStopping(res);
    underWay += 1;
    res.once('close', () => {
      underWay -= 1;
      if (underWay === 0) drained?.();
    });
    shop(req, res);
  }, logger);
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
      // Still listening while requests under way finish: new ones get a 503 rather than a refused connection.
      stopping = true;
      if (underWay > 0) {
        const finished = new Promise<void>((resolve) => (drained = resolve));
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          finished,
          new Promise((resolve) => (grace = setTimeout(resolve, SHUTDOWN_GRACE_MS))),
        ]);
        clearTimeout(grace);
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await stopPruning();
      await stopSweeping();
      await stopWebhook();
      await stopAlerts();
      await stopOrderSms();
      await stopHashingThreads();
      await runningShop.stop();
      await database.close();
      logger.info('shut down');
    })();
    return closing;
  };
  return { url, database, shutdown };
}
