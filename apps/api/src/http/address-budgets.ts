import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addressRequests } from '../db/schema';
import { tooManyRequests } from './app-error';
import {
  HOUR_MS,
  lockUntilCommit,
  MINUTE_MS,
  minutes,
  secondsUntilRoom,
  type EventTimes,
  type SlidingWindow,
} from './sliding-window';

/** Every request of these actions from one address, whatever it answers. */
export const ADDRESS_BUDGETS = {
  'generate-otp': { limit: 40, windowMs: HOUR_MS },
  'verify-otp': { limit: 60, windowMs: 15 * MINUTE_MS },
  'reset-password': { limit: 60, windowMs: 15 * MINUTE_MS },
  register: { limit: 20, windowMs: HOUR_MS },
  // Not counted as failed logins (a stranger's guesses must not lock the owner out, nor the owner's typos):
  // a stolen session guessing the current password is held to this instead.
  'change-password': { limit: 20, windowMs: HOUR_MS },
  // Order-button clicks reported by the storefront: plenty for a shopper, useless for inflating counts.
  inquiry: { limit: 60, windowMs: HOUR_MS },
  // Product pages opened, reported by the page: a shopper browsing hard, or a few behind one carrier's address.
  'product-view': { limit: 120, windowMs: HOUR_MS },
  // Filter panels and filtered listings the answer cache does not hold (see filter-budget.ts).
  'filter-counts': { limit: 60, windowMs: MINUTE_MS },
  // Pro-formas asked for (each stores a row and a number): a shopper sends a list a few times a day.
  'pro-forma': { limit: 20, windowMs: HOUR_MS },
  // Pro-forma PDFs drawn (each a few hundred ms of one core): plenty for printing and sharing.
  'pro-forma-pdf': { limit: 60, windowMs: HOUR_MS },
} satisfies Record<string, SlidingWindow>;
export type AddressAction = keyof typeof ADDRESS_BUDGETS;

/**
 * Counts one request of the action against the address's budget, before the request does anything else
 * (so answers that reveal something, such as "already registered", are limited too); 429 past it.
 */
export async function countAddressRequest(
  db: Database,
  action: AddressAction,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, [`address:${action}:${ip}`]);
    const times: EventTimes = async (since, limit) => {
      const rows = await tx
        .select({ at: addressRequests.createdAt })
        .from(addressRequests)
        .where(
          and(
            eq(addressRequests.action, action),
            eq(addressRequests.ip, ip),
            gt(addressRequests.createdAt, since),
          ),
        )
        .orderBy(desc(addressRequests.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    };
    const wait = await secondsUntilRoom(times, ADDRESS_BUDGETS[action], now);
    if (wait) {
      throw tooManyRequests(
        `درخواست‌های این اتصال بیش از حد مجاز بوده است؛ ${minutes(wait)} دقیقه دیگر دوباره تلاش کنید`,
        wait,
      );
    }
    await tx.insert(addressRequests).values({ action, ip, createdAt: now });
  });
}

/** Deletes the requests no budget counts any more. */
export async function pruneAddressRequests(db: Database, now: Date): Promise<void> {
  const longest = Math.max(...Object.values(ADDRESS_BUDGETS).map((budget) => budget.windowMs));
  await db.delete(addressRequests).where(lt(addressRequests.createdAt, new Date(now.getTime() - longest)));
}
