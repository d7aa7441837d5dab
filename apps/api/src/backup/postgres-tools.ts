/**
 * pg_dump, pg_restore and psql of the server's major version: pg_dump refuses a newer server, and
 * pg_restore cannot read a dump written by a newer pg_dump. Distributions install each major version in
 * a folder of its own; the one on PATH comes last, accepted when it is at least as new as the server.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

export interface FoundTool {
  path: string;
  /** As the tool says it, e.g. `pg_dump (PostgreSQL) 15.20`. */
  version: string;
}

const run = promisify(execFile);

function candidates(tool: PostgresTool, major: number): string[] {
  const exe = process.platform === 'win32' ? `${tool}.exe` : tool;
  return [
    `/usr/lib/postgresql/${major}/bin/${exe}`, // Debian, Ubuntu
    `/usr/pgsql-${major}/bin/${exe}`, // Red Hat and friends
    `/opt/homebrew/opt/postgresql@${major}/bin/${exe}`,
    `/usr/local/opt/postgresql@${major}/bin/${exe}`,
    path.join(`C:\\Program Files\\PostgreSQL\\${major}\\bin`, exe),
  ].filter((candidate) => fs.existsSync(candidate));
}

async function versionOf(executable: string): Promise<{ text: string; major: number } | undefined> {
  try {
    const { stdout } = await run(executable, ['--version']);
    const major = /\)\s*(\d+)/.exec(stdout)?.[1];
    return major ? { text: stdout.trim(), major: Number(major) } : undefined;
  } catch {
    return undefined;
  }
}

export async function findPostgresTool(tool: PostgresTool, serverMajor: number): Promise<FoundTool> {
  for (const candidate of candidates(tool, serverMajor)) {
    const version = await versionOf(candidate);
    if (version?.major === serverMajor) return { path: candidate, version: version.text };
  }
  const onPath = await versionOf(tool);
  if (onPath && onPath.major >= serverMajor) return { path: tool, version: onPath.text };
  throw new Error(
    `${tool} of PostgreSQL ${serverMajor} (the server's version) is needed` +
      (onPath ? `, found only ${onPath.text}` : ', found none') +
      `: install postgresql-client-${serverMajor} (or your system's package of it)`,
  );
}

/**
 * A libpq connection for the tools: the URL without its password (visible to every user in the process
 * list), which goes to the child in PGPASSWORD instead.
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // The child inherits this process's environment (PGSSLMODE and friends), plus the password.
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool to its end; a failure carries what it wrote to stderr. */
export function runTool(executable: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(executable)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** The server's major version, from `server_version_num` (e.g. 150020 → 15). */
export const majorOf = (serverVersionNum: string | number) => Math.floor(Number(serverVersionNum) / 10_000);
