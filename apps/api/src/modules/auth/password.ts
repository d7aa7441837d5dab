import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';
import { serviceUnavailable } from '../../http/app-error';

// bcrypt reads at most 72 bytes: a 64-letter Persian password is 128. Pre-hashing with SHA-256
// (base64, 44 bytes) makes every character count.
const prehash = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64');

/**
 * bcrypt runs on libuv's pool of 4 threads, which also reads files, compresses and resizes images: at
 * most HASHES_AT_ONCE hashes run at once so the rest keeps the shop answering during a login burst,
 * and at most HASHES_WAITING wait; beyond that the caller is told to come back shortly.
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
  return inHashingTurn(() => bcrypt.hash(prehash(password), cost));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return inHashingTurn(() => bcrypt.compare(prehash(password), hash));
}
