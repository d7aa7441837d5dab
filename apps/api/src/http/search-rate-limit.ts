import { SEARCH_RATE_BURST, SEARCH_RATE_REFILL_SECONDS } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { tooManyRequests } from './app-error';
import { clientAddress, fromThisMachine } from './client-address';

// Addresses remembered at most; beyond this, those whose bucket has refilled (or else the oldest) are forgotten.
const MAX_TRACKED_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Searches per client address, as a token bucket: a burst of SEARCH_RATE_BURST (typing in the dropdown),
 * then one every SEARCH_RATE_REFILL_SECONDS. Kept in memory: the point is to spare the database, so the
 * count must not cost a query. Each API process counts on its own.
 */
export function searchRateLimit(trustProxy: Config['trustProxy'], clock: () => Date): RequestHandler {
  const buckets = new Map<string, Bucket>();
  const refillMs = SEARCH_RATE_REFILL_SECONDS * 1000;

  const forgetFullBuckets = (now: number) => {
    for (const [address, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.at) / refillMs >= SEARCH_RATE_BURST) buckets.delete(address);
    }
  };

  return (req, _res, next) => {
    // The machine's own tools and tests are not limited.
    if (fromThisMachine(req, trustProxy)) return next();
    const address = clientAddress(req);
    const now = clock().getTime();
    const bucket = buckets.get(address) ?? { tokens: SEARCH_RATE_BURST, at: now };
    const tokens = Math.min(SEARCH_RATE_BURST, bucket.tokens + Math.max(0, now - bucket.at) / refillMs);
    if (tokens < 1) {
      const seconds = Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000));
      buckets.set(address, { tokens, at: now });
      throw tooManyRequests(
        `تعداد جستجوها از این اتصال بیش از حد مجاز است؛ لطفاً ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید`,
        seconds,
      );
    }
    if (!buckets.has(address) && buckets.size >= MAX_TRACKED_ADDRESSES) {
      forgetFullBuckets(now);
      // Still full (many addresses at once): the longest-known address goes.
      if (buckets.size >= MAX_TRACKED_ADDRESSES) buckets.delete(buckets.keys().next().value!);
    }
    buckets.set(address, { tokens: tokens - 1, at: now });
    next();
  };
}
