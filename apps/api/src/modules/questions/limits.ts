import { toPersianDigits } from '@shop/persian';
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { productQuestions } from '../../db/schema';
import { tooManyRequests } from '../../http/app-error';
import {
  DAY_MS,
  HOUR_MS,
  lockUntilCommit,
  secondsUntilRoom,
  type EventTimes,
  type SlidingWindow,
} from '../../http/sliding-window';

/** Questions one account may ask a day: plenty for real doubts, too few to flood the owner's desk. */
export const QUESTIONS_PER_ACCOUNT: SlidingWindow = { limit: 5, windowMs: DAY_MS };
/** Questions from one address a day, whatever the accounts: a few shoppers behind one carrier's address. */
export const QUESTIONS_PER_ADDRESS: SlidingWindow = { limit: 10, windowMs: DAY_MS };

const hours = (seconds: number) => toPersianDigits(Math.ceil(seconds / (HOUR_MS / 1000)));

/**
 * Refuses (429) a question past the account's or the address's daily limit, counted on the questions
 * kept. Call inside the transaction that stores the question: it first locks the account and the
 * address, so questions sent at the same moment (from one address or several) are counted one by one.
 */
export async function assertCanAsk(
  tx: Transaction,
  { userId, ip, now }: { userId: string; ip: string; now: Date },
): Promise<void> {
  await lockUntilCommit(tx, [`question-user:${userId}`, `question-ip:${ip}`]);
  const limits = [
    {
      times: askedTimes(tx, eq(productQuestions.userId, userId)),
      window: QUESTIONS_PER_ACCOUNT,
      message: (wait: number) =>
        `پرسش‌های امروز شما به سقف رسیده است؛ ${hours(wait)} ساعت دیگر دوباره تلاش کنید`,
    },
    {
      times: askedTimes(tx, eq(productQuestions.askerIp, ip)),
      window: QUESTIONS_PER_ADDRESS,
      message: (wait: number) =>
        `پرسش‌های این اتصال به سقف روزانه رسیده است؛ ${hours(wait)} ساعت دیگر دوباره تلاش کنید`,
    },
  ];
  for (const { times, window, message } of limits) {
    const wait = await secondsUntilRoom(times, window, now);
    if (wait) throw tooManyRequests(message(wait), wait);
  }
}

const askedTimes =
  (tx: Transaction, condition: SQL): EventTimes =>
  async (since, limit) => {
    const rows = await tx
      .select({ at: productQuestions.createdAt })
      .from(productQuestions)
      .where(and(condition, gt(productQuestions.createdAt, since)))
      .orderBy(desc(productQuestions.createdAt))
      .limit(limit);
    return rows.map((row) => row.at);
  };
