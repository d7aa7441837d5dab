import path from 'node:path';
import { ConfigError, parseConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './start';

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const webDist = config.webDist ?? path.resolve(__dirname, '../../web/dist');
  const running = await startServer({ config, logger, webDist });
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
