import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serviceUnavailable } from '../../http/app-error';

// bcrypt reads at most 72 bytes: a 64-letter Persian password is 128. Pre-hashing with SHA-256
// (base64, 44 bytes) makes every character count.
const prehash = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64');

/**
 * bcrypt's own asynchronous calls run on libuv's pool of 4 threads, which also reads files (static files,
 * images), compresses and looks up host names: a burst of logins there made pages wait. Hashes run on
 * HASHES_AT_ONCE threads of their own instead (hashing-thread.js), started when first needed; at most
 * HASHES_WAITING wait for one, and beyond that the caller is told to come back shortly.
 */
export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 32;
const BUSY_RETRY_SECONDS = 5;

let running = 0;
const waiting: Array<() => void> = [];

export async function inHashingTurn<T>(hash: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running += 1;
  else if (waiting.length < HASHES_WAITING) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw serviceUnavailable('سرور لحظاتی مشغول است؛ چند ثانیه دیگر دوباره تلاش کنید', BUSY_RETRY_SECONDS);
  try {
    return await hash();
  } finally {
    // The turn passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return onHashingThread<string>({ secret: prehash(password), cost });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return onHashingThread<boolean>({ secret: prehash(password), hash });
}

// Beside this file in the sources, beside server.js in the bundle (scripts/build.js).
const THREAD_SCRIPT = path.join(__dirname, 'hashing-thread.js');

type HashJob = { secret: string; cost: number } | { secret: string; hash: string };

/** A hashing thread, one job at a time; it keeps the process alive only while it works. */
class HashingThread {
  private readonly worker = new Worker(THREAD_SCRIPT);
  private job?: { resolve: (reply: unknown) => void; reject: (error: Error) => void };

  constructor(onExit: (thread: HashingThread) => void) {
    this.worker.unref();
    this.worker.on('message', (reply: unknown) => this.finish()?.resolve(reply));
    this.worker.on('error', (error) => this.finish()?.reject(error));
    this.worker.on('exit', () => {
      this.finish()?.reject(new Error('the password hashing thread stopped'));
      onExit(this);
    });
  }

  run(job: HashJob): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.job = { resolve, reject };
      this.worker.ref();
      this.worker.postMessage(job);
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private finish() {
    const job = this.job;
    this.job = undefined;
    this.worker.unref();
    return job;
  }
}

const threads = new Set<HashingThread>();
const idleThreads: HashingThread[] = [];

/** Runs the job in a hashing turn, on an idle thread: there is one in every turn, or one is started. */
function onHashingThread<Reply>(job: HashJob): Promise<Reply> {
  return inHashingTurn(async () => {
    const thread = idleThreads.pop() ?? startThread();
    const reply = await thread.run(job);
    idleThreads.push(thread);
    return reply as Reply;
  });
}

function startThread(): HashingThread {
  const thread = new HashingThread((stopped) => {
    threads.delete(stopped);
    const idle = idleThreads.indexOf(stopped);
    if (idle >= 0) idleThreads.splice(idle, 1);
  });
  threads.add(thread);
  return thread;
}

/** Stops the hashing threads (when the shop stops); a later hash starts new ones. */
export async function stopHashingThreads(): Promise<void> {
  await Promise.all([...threads].map((thread) => thread.stop()));
}
