import type { AddressInfo } from 'node:net';
import http from 'node:http';
import path from 'node:path';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { openPglite, openPostgres } from '../../src/db/client';
import { createLogger } from '../../src/logger';

export interface Statement {
  text: string;
  values: unknown[];
}

export type DatabasePlace = { databaseUrl: string } | { pgliteDir: string };

/**
 * The SQL the shop runs for each address (JSON or page), as an uncached request in a warm process: the app runs
 * in-process on the benchmark's database, the shared answers (settings, the search
 * snapshot) are warmed first, then each address is asked once and its statements kept.
 */
export async function recordStatements(
  place: DatabasePlace,
  config: Config,
  warmUp: string[],
  paths: string[],
): Promise<Record<string, Statement[]>> {
  let current: Statement[] = [];
  const record = (text: string, values: unknown[]) => current.push({ text, values });
  const database =
    'databaseUrl' in place
      ? openPostgres(place.databaseUrl, 10, record)
      : await openPglite(place.pgliteDir, record);
  // The built web app, as the server finds it: pages are recorded too (the long tail's product pages).
  const webDist = config.webDist ?? path.resolve(__dirname, '../../../web/dist');
  const app = createApp({ config, database, logger: createLogger('silent'), webDist });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of warmUp) await fetch(base + path);
    const recorded: Record<string, Statement[]> = {};
    for (const path of paths) {
      current = [];
      const answer = await fetch(base + path);
      if (!answer.ok) throw new Error(`${path} answered ${answer.status} while recording its SQL`);
      recorded[path] = current;
    }
    return recorded;
  } finally {
    server.close();
    await database.close();
  }
}
