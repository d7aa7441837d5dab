/**
 * The embedded database's folder belongs to one process at a time: PGlite takes no lock of its own, and a
 * second process opening the same folder corrupts it. The owner listens on a socket of the data folder
 * (`DATA_DIR/shop.sock`; a named pipe on Windows): a live socket means the folder is taken, a dead one is
 * left over from a crash and is replaced. Over that socket the owner answers two requests: who it is,
 * and a dump of its data folder (PGlite's own `dumpDataDir`), so `pnpm backup` can run while the shop
 * serves. Only the data folder's owner can connect (the socket is mode 0600 inside DATA_DIR): whoever can
 * do that could read the database files anyway.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type FolderPurpose = 'shop' | 'backup' | 'restore';

/** Who holds a data folder, as it says on the folder's socket. */
export interface FolderHolder {
  pid: number;
  purpose: FolderPurpose;
}

const DESCRIBED: Record<FolderPurpose, string> = {
  shop: 'the shop (or one of its commands)',
  backup: 'pnpm backup',
  restore: 'pnpm restore',
};

export class DataDirInUseError extends Error {
  constructor(readonly holder: FolderHolder) {
    super(`the data folder is in use by ${DESCRIBED[holder.purpose]} (process ${holder.pid})`);
  }
}

export interface DataDirClaim {
  /** From now on, dump requests are answered with what `dump` gives (the data folder as a tar). */
  serveDumps(dump: () => Promise<Uint8Array>): void;
  release(): Promise<void>;
}

/** A Unix socket's path holds at most 107 bytes (103 on macOS). */
const MAX_SOCKET_PATH = 100;
const ANSWER_TIMEOUT_MS = 5_000;
/** A dump holds the owner's database for its duration; a large one takes a while. */
const DUMP_TIMEOUT_MS = 10 * 60_000;

export function folderSocketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir);
  const key = createHash('sha256').update(absolute).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\?\\pipe\\barq-shop-${key}`;
  const inFolder = path.join(absolute, 'shop.sock');
  if (Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH) return inFolder;
  // A deep data folder: the socket goes to a folder of this user's own in the temporary folder.
  const privateDir = path.join(os.tmpdir(), `barq-shop-${process.getuid?.() ?? 'user'}`);
  fs.mkdirSync(privateDir, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(privateDir);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o077) !== 0) {
    throw new Error(`${privateDir} must be a folder of this user that nobody else can open`);
  }
  return path.join(privateDir, `${key}.sock`);
}

/**
 * Takes the data folder for this process, or throws DataDirInUseError naming its holder. While the
 * holder is a backup or a restore (they finish on their own), waits up to `waitMs` for it first.
 */
export async function claimDataDir(
  dataDir: string,
  purpose: FolderPurpose,
  { waitMs = 0, onWait }: { waitMs?: number; onWait?: (holder: FolderHolder) => void } = {},
): Promise<DataDirClaim> {
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = folderSocketPath(dataDir);
  let dump: (() => Promise<Uint8Array>) | undefined;
  const deadline = Date.now() + waitMs;
  let waited = false;
  let server: net.Server | undefined;
  for (let staleRemoved = 0; !server;) {
    server = await listenOn(socketPath, (socket) => answer(socket, purpose, () => dump));
    if (server) break;
    const holder = await askWho(socketPath);
    if (holder === undefined && staleRemoved++ < 3) {
      // Nobody listens: a crashed owner's socket file. (Two processes starting in the same instant
      // after a crash could both remove it; the shop is not started twice at once.)
      fs.rmSync(socketPath, { force: true });
      continue;
    }
    const known = holder ?? { pid: 0, purpose: 'shop' };
    if (known.purpose === 'shop' || Date.now() >= deadline) throw new DataDirInUseError(known);
    if (!waited) onWait?.(known);
    waited = true;
    await sleep(500);
  }
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  // The socket alone keeps no process alive: a command ends when its work is done.
  server.unref();
  const listening = server;
  return {
    serveDumps(given) {
      dump = given;
    },
    release: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
}

/** A server listening on the socket, or undefined when the address is taken. */
function listenOn(
  socketPath: string,
  onConnection: (socket: net.Socket) => void,
): Promise<net.Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = net.createServer(onConnection);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(undefined);
      else reject(error);
    });
    server.listen(socketPath, () => resolve(server));
  });
}

function answer(
  socket: net.Socket,
  purpose: FolderPurpose,
  dump: () => (() => Promise<Uint8Array>) | undefined,
) {
  socket.on('error', () => undefined); // the asker went away: nothing to do
  let request = '';
  const onData = (chunk: Buffer) => {
    request += chunk.toString('utf8');
    if (!request.includes('\n')) {
      if (request.length > 100) socket.destroy();
      return;
    }
    socket.off('data', onData);
    const asked = request.slice(0, request.indexOf('\n'));
    if (asked === 'who') {
      socket.end(`${JSON.stringify({ pid: process.pid, purpose } satisfies FolderHolder)}\n`);
    } else if (asked === 'dump') {
      const take = dump();
      if (!take) {
        socket.end(`${JSON.stringify({ error: 'the database is still opening; try again in a moment' })}\n`);
        return;
      }
      take().then(
        (bytes) => {
          socket.write(`${JSON.stringify({ bytes: bytes.length })}\n`);
          socket.end(bytes);
        },
        (error: unknown) => socket.end(`${JSON.stringify({ error: String(error) })}\n`),
      );
    } else {
      socket.destroy();
    }
  };
  socket.on('data', onData);
}

/** Sends one request and answers the header line and the bytes after it; undefined when nobody listens. */
function ask(
  socketPath: string,
  request: 'who' | 'dump',
  timeoutMs: number,
): Promise<{ header: Record<string, unknown>; body: Buffer } | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer on ${socketPath}`)));
    socket.on('connect', () => {
      connected = true;
      socket.write(`${request}\n`);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '')) resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      try {
        const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Record<string, unknown>;
        resolve({ header, body: all.subarray(newline + 1) });
      } catch {
        reject(new Error(`an unreadable answer on ${socketPath}`));
      }
    });
  });
}

/** The folder's holder, or undefined when nobody holds it. A holder that does not answer still holds it. */
async function askWho(socketPath: string): Promise<FolderHolder | undefined> {
  try {
    const answered = await ask(socketPath, 'who', ANSWER_TIMEOUT_MS);
    return answered?.header as FolderHolder | undefined;
  } catch {
    return { pid: 0, purpose: 'shop' };
  }
}

/**
 * The data folder as a tar, from the process that holds it (the running shop), or undefined when no
 * process holds it.
 */
export async function dumpFromHolder(
  dataDir: string,
): Promise<{ holder: FolderHolder; tar: Buffer } | undefined> {
  const socketPath = folderSocketPath(dataDir);
  const holder = await askWho(socketPath);
  if (!holder) return undefined;
  // Only the shop answers with a dump; a backup or a restore under way holds the folder briefly.
  if (holder.purpose !== 'shop') throw new DataDirInUseError(holder);
  const answered = await ask(socketPath, 'dump', DUMP_TIMEOUT_MS);
  if (!answered) return undefined;
  const { header, body } = answered;
  if (typeof header.error === 'string') throw new Error(`${DESCRIBED[holder.purpose]}: ${header.error}`);
  if (header.bytes !== body.length) {
    throw new Error(
      `the dump from process ${holder.pid} was cut short (${body.length} of ${String(header.bytes)} bytes)`,
    );
  }
  return { holder, tar: body };
}

/** What the holder of an open PGlite answers to a dump request: its data folder, uncompressed. */
export async function dumpPgliteDataDir(client: {
  exec(query: string): Promise<unknown>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
}): Promise<Uint8Array> {
  // A checkpoint first, so the copy needs little replaying when it is opened. The dump itself holds
  // the database's query lock: it is a consistent copy (an open transaction is rolled back on opening),
  // and the shop's queries wait for it, a fraction of a second per 40 MB.
  await client.exec('CHECKPOINT');
  const blob = await client.dumpDataDir('none');
  return new Uint8Array(await blob.arrayBuffer());
}
