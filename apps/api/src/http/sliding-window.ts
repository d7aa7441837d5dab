import { toPersianDigits } from '@shop/persian';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

// Limits kept in the database are sliding windows over rows stamped with the app's clock, so they hold
// across processes and restarts.
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface SlidingWindow {
  limit: number;
  windowMs: number;
}

/** The times of the newest `limit` events since `since`, newest first. */
export type EventTimes = (since: Date, limit: number) => Promise<Date[]>;

/**
 * Takes PostgreSQL advisory locks on the keys until the transaction ends, always in the same order so two
 * transactions cannot deadlock. Only the transaction's own queries may run until then: on PGlite (one
 * connection) a query on the outer database would wait for this transaction forever.
 */
export async function lockUntilCommit(tx: Transaction, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Seconds until the window has room for one more event; 0 when it has room now. */
export async function secondsUntilRoom(
  times: EventTimes,
  { limit, windowMs }: SlidingWindow,
  now: Date,
): Promise<number> {
  const newestFirst = await times(new Date(now.getTime() - windowMs), limit);
  const blocking = newestFirst[limit - 1];
  return blocking ? secondsUntil(blocking.getTime() + windowMs, now) : 0;
}

/** Whole seconds from now until `at`, at least 1; 0 when `at` has passed. */
export const secondsUntil = (at: number, now: Date) =>
  at <= now.getTime() ? 0 : Math.max(1, Math.ceil((at - now.getTime()) / SECOND_MS));

/** A wait in whole minutes, in Persian digits, for the refusal messages. */
export const minutes = (seconds: number) => toPersianDigits(Math.ceil(seconds / 60));
