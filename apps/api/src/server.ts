// The process entry (bundled to dist/server.js): reads the configuration, starts the server and stops it
// gracefully on SIGTERM and SIGINT.
import cluster from 'node:cluster';
import path from 'node:path';
import { ConfigError, parseConfig } from './config';
import { createLogger, type Logger } from './logger';
import type { WebApp } from './modules/pages/web-app';
import { startServer } from './start-server';
import { runWorkers } from './workers';

/** Runs the shop until a signal stops it; `pnpm dev` passes the web app Vite serves. */
export async function serve(developedWeb?: (logger: Logger) => Promise<WebApp>) {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  if (config.workers > 1 && cluster.isPrimary) return runWorkers(config, logger);
  const webDist = config.webDist ?? path.resolve(__dirname, '../../web/dist');
  const running = await startServer({ config, logger, webDist, web: await developedWeb?.(logger) });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      running.shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

if (require.main === module) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
