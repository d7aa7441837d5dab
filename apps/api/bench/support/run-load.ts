import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  answersPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** A GET's address, or a request with a JSON body. */
export type LoadRequest = string | { method: 'POST'; path: string; body: string };

/**
 * One autocannon run over these paths (bench/api/load.mjs, in its own process), with `headers` on every
 * request (an admin's `Authorization`); latencies in ms. Each connection walks the paths in turn, or with
 * `spread` the connections share one walk (each path asked once per pass).
 */
export function runLoad(
  url: string,
  paths: LoadRequest[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  spread = false,
): Promise<LoadResult> {
  // On its standard input: 10,000 addresses are more than one argument may hold (E2BIG).
  const child = spawn(process.execPath, [path.join(__dirname, '../api/load.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ url, paths, connections, seconds, headers, spread }));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load exited ${code}`)),
    ),
  );
}
