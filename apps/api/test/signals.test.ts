import { spawn } from 'node:child_process';
import path from 'node:path';
import { inFlightRequest } from './support/in-flight-request';
import { makeTempDir } from './support/test-app';
import { createEmptyPostgresDatabase, usingPostgres } from './support/test-database';

const apiRoot = path.resolve(__dirname, '..');

/** Starts the real server process and resolves with its address once it listens. */
function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /shop is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return { child, exited, listening };
}

describe('the server process and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'when %s arrives during a request, then the request is answered and the process exits cleanly',
    async (signal) => {
      const target = usingPostgres() ? await createEmptyPostgresDatabase() : undefined;
      try {
        const server = startServerProcess({
          DATA_DIR: makeTempDir(),
          ...(target ? { DATABASE_URL: target.url } : {}),
        });
        const url = await server.listening;
        const request = inFlightRequest(url);
        await request.started;
        server.child.kill(signal);
        // Give the process a moment to take the signal and stop listening before the body arrives.
        await new Promise((resolve) => setTimeout(resolve, 200));
        request.finish();
        expect((await request.answer).status).toBe(404);
        expect(await server.exited).toBe(0);
      } finally {
        await target?.drop();
      }
    },
    60_000,
  );
});
