import { SEARCH_RATE_BURST, SEARCH_RATE_REFILL_SECONDS } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import { lt, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { keepOffFastLane } from './fast-lane';
import type { AppDeps } from '../app-deps';
import { queryRows, type Database } from '../db/client';
import { searchBuckets } from '../db/schema';
import { tooManyRequests } from './app-error';
import { clientAddress, fromThisMachine } from './client-address';

// Addresses remembered at most in memory; beyond this, those whose bucket has refilled (or else the oldest) are forgotten.
const MAX_TRACKED_ADDRESSES = 10_000;
const REFILL_MS = SEARCH_RATE_REFILL_SECONDS * 1000;
/** A bucket untouched this long is full again, and so the same as no bucket. */
const FULL_AFTER_MS = SEARCH_RATE_BURST * REFILL_MS;

/** Takes one search from the address's bucket: the seconds to wait when it is empty, else 0. */
type SearchBudget = (address: string, now: Date) => Promise<number>;

const secondsUntilToken = (tokens: number) => Math.max(1, Math.ceil(((1 - tokens) * REFILL_MS) / 1000));

/**
 * The embedded database has one process: the buckets live in its memory, and a search costs no write.
 */
function budgetInMemory(): SearchBudget {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const forgetFullBuckets = (now: number) => {
    for (const [address, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.at) / REFILL_MS >= SEARCH_RATE_BURST) buckets.delete(address);
    }
  };
  return async (address, date) => {
    const now = date.getTime();
    const bucket = buckets.get(address) ?? { tokens: SEARCH_RATE_BURST, at: now };
    const tokens = Math.min(SEARCH_RATE_BURST, bucket.tokens + Math.max(0, now - bucket.at) / REFILL_MS);
    if (!buckets.has(address) && buckets.size >= MAX_TRACKED_ADDRESSES) {
      forgetFullBuckets(now);
      // Still full (many addresses at once): the longest-known address goes.
      if (buckets.size >= MAX_TRACKED_ADDRESSES) buckets.delete(buckets.keys().next().value!);
    }
    buckets.set(address, { tokens: tokens >= 1 ? tokens - 1 : tokens, at: now });
    return tokens >= 1 ? 0 : secondsUntilToken(tokens);
  };
}

/**
 * On a PostgreSQL server every API process (and machine) counts against the same buckets: one
 * statement refills the address's bucket, takes a token when there is one, and says which it did.
 */
function budgetInDatabase(db: Database): SearchBudget {
  return async (address, now) => {
    const refilled = sql`LEAST(${SEARCH_RATE_BURST}::float8,
      b.tokens + GREATEST(0, EXTRACT(EPOCH FROM (EXCLUDED.at - b.at)) * 1000) / ${REFILL_MS}::float8)`;
    const [bucket] = await queryRows<{ tokens: number; allowed: boolean }>(
      db,
      sql`INSERT INTO search_buckets AS b (address, tokens, allowed, at)
          VALUES (${address}, ${SEARCH_RATE_BURST - 1}, true, ${now.toISOString()})
          ON CONFLICT (address) DO UPDATE SET
            tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
            allowed = ${refilled} >= 1,
            at = EXCLUDED.at
          RETURNING tokens, allowed`,
    );
    return bucket!.allowed ? 0 : secondsUntilToken(Number(bucket!.tokens));
  };
}

/** Deletes the buckets that have refilled: no bucket is the same as a full one. */
export async function pruneSearchBuckets(db: Database, now: Date): Promise<void> {
  await db.delete(searchBuckets).where(lt(searchBuckets.at, new Date(now.getTime() - FULL_AFTER_MS)));
}

/**
 * Searches per client address, as a token bucket: a burst of SEARCH_RATE_BURST (typing in the dropdown),
 * then one every SEARCH_RATE_REFILL_SECONDS. The search API and the results page share one budget.
 */
export function searchRateLimit({
  config,
  database,
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): RequestHandler {
  const take = database.driver === 'postgres' ? budgetInDatabase(database.db) : budgetInMemory();
  return async (req, res, next) => {
    // Every search spends the budget, so no answer to one is sent again by the fast lane.
    keepOffFastLane(res);
    // The machine's own tools and tests are not limited.
    if (fromThisMachine(req, config.trustProxy)) return next();
    const seconds = await take(clientAddress(req), clock());
    if (seconds > 0) {
      throw tooManyRequests(
        `تعداد جستجوها از این اتصال بیش از حد مجاز است؛ لطفاً ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید`,
        seconds,
      );
    }
    next();
  };
}
