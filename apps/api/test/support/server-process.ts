import { spawn } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(__dirname, '../..');

/**
 * Starts the real server process (`src/server.ts`, or with `built` the bundle `pnpm build` made, which
 * starts faster) on a free port and resolves `listening` with its address once `processes` of it listen
 * (more than one under WORKERS).
 */
export function startServerProcess(env: Record<string, string>, processes = 1, { built = false } = {}) {
  const entry = built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, entry, {
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
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  /** Resolves once the process has logged a line that matches. */
  const logged = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return false;
        child.stdout.off('data', check);
        resolve();
        return true;
      };
      if (check()) return;
      child.stdout.on('data', check);
      child.once('exit', () => reject(new Error(`the server exited before logging ${pattern}:\n${output}`)));
    });
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      // One log line per listening process (the demo admin's plain-text banner says it again).
      const urls = [...output.matchAll(/"msg":"shop is running at (http:\/\/localhost:\d+)"/g)];
      if (urls.length === processes) resolve(urls[0]![1]!);
    });
    child.on('exit', () => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  return { child, exited, listening, logged };
}
