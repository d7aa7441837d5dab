import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
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

/** A POST whose body arrives late, so the request is still in flight when the signal comes. */
function slowRequest(url: string): { sentHalf: Promise<void>; answer: Promise<number> } {
  const body = JSON.stringify({ phone: '09121234567', password: 'a long enough password' });
  let sentHalf!: () => void;
  const half = new Promise<void>((resolve) => (sentHalf = resolve));
  const answer = new Promise<number>((resolve, reject) => {
    const req = http.request(`${url}/api/in-flight`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(body.slice(0, 10), () => sentHalf());
    setTimeout(() => req.end(body.slice(10)), 500);
  });
  return { sentHalf: half, answer };
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
        const request = slowRequest(url);
        await request.sentHalf;
        server.child.kill(signal);
        expect(await request.answer).toBe(404);
        expect(await server.exited).toBe(0);
      } finally {
        await target?.drop();
      }
    },
    60_000,
  );
});
