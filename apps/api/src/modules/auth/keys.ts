import { hkdfSync } from 'node:crypto';

/**
 * Separate keys for separate jobs, derived from JWT_SECRET with HKDF: a key that leaks from one use (or a
 * weakness in one algorithm) says nothing about the other, and the raw secret signs nothing.
 */
const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'barq-shop', purpose, 32));

const cache = new Map<string, Buffer>();
const cached = (secret: string, purpose: string) => {
  const key = `${purpose}\u0000${secret}`;
  let value = cache.get(key);
  if (!value) cache.set(key, (value = derive(secret, purpose)));
  return value;
};

export const sessionKey = (secret: string) => cached(secret, 'session-token v1');
export const oneTimeCodeKey = (secret: string) => cached(secret, 'one-time-code v1');
