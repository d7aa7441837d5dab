import cluster from 'node:cluster';
import type { Config } from './config';
import type { Logger } from './logger';
import { stopHashingThreads } from './modules/auth/password';
import { prepareShop } from './start-server';

const STOP_GRACE_MS = 15_000;

/**
 * `WORKERS=N`: this (primary) process prepares the shop once, then starts N processes that share the
 * port (node:cluster hands connections round). Everything they must agree on lives in PostgreSQL, and
 * each hears every write (LISTEN): a worker that dies is replaced; SIGTERM or SIGINT stops them all,
 * each finishing its requests.
 */
export async function runWorkers(config: Config, logger: Logger): Promise<void> {
  const prepared = await prepareShop(config, logger);
  await prepared.runningShop.stop();
  await prepared.database.close();
  await stopHashingThreads();
  if (prepared.demoAdmin && logger.isLevelEnabled('info')) {
    const { phone, password } = prepared.demoAdmin;
    console.log(`\n  Demo admin: phone ${phone}, password ${password}\n`);
  }

  let stopping = false;
  for (let index = 0; index < config.workers; index += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'a worker stopped; starting another');
    cluster.fork();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      let running = workers.length;
      const done = () => (running -= 1) === 0 && process.exit(0);
      for (const worker of workers) {
        worker?.once('exit', done);
        worker?.process.kill('SIGTERM');
      }
      if (running === 0) process.exit(0);
      setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    });
  }
}
