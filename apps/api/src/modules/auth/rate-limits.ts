import { toPersianDigits } from '@shop/persian';
import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addressRequests, loginFailures, phoneVerifications } from '../../db/schema';
import { tooManyRequests } from '../../http/app-error';

// Every limit is a sliding window over rows in the database (stamped with the app's clock), so it holds
// across processes and restarts.
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

interface SlidingWindow {
  limit: number;
  windowMs: number;
}

const CODE_COOLDOWN: SlidingWindow = { limit: 1, windowMs: 120 * SECOND_MS };
const CODES_PER_PHONE: SlidingWindow = { limit: 5, windowMs: HOUR_MS };
const CODES_PER_IP: SlidingWindow = { limit: 20, windowMs: HOUR_MS };
/** Wrong passwords for one phone from one address: the owner elsewhere is not locked out by a stranger. */
const LOGIN_FAILURES_PER_PHONE_AND_IP: SlidingWindow = { limit: 5, windowMs: 15 * MINUTE_MS };
/** The ceiling for one phone across every address, against guessing spread over many addresses. */
const LOGIN_FAILURES_PER_PHONE: SlidingWindow = { limit: 50, windowMs: 15 * MINUTE_MS };
const LOGIN_FAILURES_PER_IP: SlidingWindow = { limit: 20, windowMs: 15 * MINUTE_MS };

/** Every request of these actions from one address, whatever it answers. */
export const ADDRESS_BUDGETS = {
  'generate-otp': { limit: 40, windowMs: HOUR_MS },
  'verify-otp': { limit: 60, windowMs: 15 * MINUTE_MS },
  register: { limit: 20, windowMs: HOUR_MS },
  // Order-button clicks reported by the storefront: plenty for a shopper, useless for inflating counts.
  inquiry: { limit: 60, windowMs: HOUR_MS },
} satisfies Record<string, SlidingWindow>;
export type AddressAction = keyof typeof ADDRESS_BUDGETS;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The times of the newest `limit` events since `since`, newest first. */
type EventTimes = (since: Date, limit: number) => Promise<Date[]>;

interface CodeRequest {
  phone: string;
  purpose: 'register' | 'reset';
  ip: string | undefined;
  now: Date;
}

/** The limits on sending a code to this phone from this address, each with what to say when it is full. */
function codeLimits(tx: Transaction, { phone, purpose, ip }: CodeRequest) {
  const toPhone = codeTimes(
    tx,
    and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.purpose, purpose))!,
  );
  return [
    {
      times: toPhone,
      window: CODE_COOLDOWN,
      message: (wait: number) => `لطفاً ${toPersianDigits(wait)} ثانیه دیگر برای دریافت کد جدید تلاش کنید`,
    },
    {
      times: toPhone,
      window: CODES_PER_PHONE,
      message: (wait: number) =>
        `درخواست کد برای این شماره بیش از حد مجاز بوده است؛ ${minutes(wait)} دقیقه دیگر دوباره تلاش کنید`,
    },
    ...(ip
      ? [
          {
            times: codeTimes(tx, eq(phoneVerifications.ip, ip)),
            window: CODES_PER_IP,
            message: (wait: number) =>
              `درخواست کد از این اتصال بیش از حد مجاز بوده است؛ ${minutes(wait)} دقیقه دیگر دوباره تلاش کنید`,
          },
        ]
      : []),
  ];
}

/**
 * One-time codes: one per phone and purpose per 120 s, 5 per phone and purpose an hour (so reset codes
 * asked by strangers never use up the owner's sign-up budget, nor the other way round), and 20 per IP an
 * hour. Call inside the transaction that stores the new code: it first locks the phone and the IP, so two
 * requests at the same moment cannot both pass.
 */
export async function assertCanSendCode(tx: Transaction, request: CodeRequest): Promise<void> {
  const { phone, purpose, ip, now } = request;
  await lockUntilCommit(tx, [`code-phone:${purpose}:${phone}`, ...(ip ? [`code-ip:${ip}`] : [])]);
  for (const { times, window, message } of codeLimits(tx, request)) {
    const wait = await secondsUntilRoom(times, window, now);
    if (wait) throw tooManyRequests(message(wait), wait);
  }
}

/** Seconds until another code may be asked, once the new code is stored: the longest wait of the limits. */
export async function secondsUntilNextCode(tx: Transaction, request: CodeRequest): Promise<number> {
  let longest = 0;
  for (const { times, window } of codeLimits(tx, request)) {
    longest = Math.max(longest, await secondsUntilRoom(times, window, request.now));
  }
  return longest;
}

/**
 * Password login: within 15 minutes, 5 failures for a phone from one address lock that phone for that
 * address, 50 for a phone from all addresses lock the phone, 20 from an address lock the address, each
 * until the window passes. The attempt is counted as a failure before the password is compared (a successful login takes
 * it back with `forgetLoginFailures`), and checking and counting happen in one transaction that first locks
 * the phone and the IP: requests sent in parallel cannot all pass while the others are still in bcrypt.
 */
export async function countLoginAttempt(
  db: Database,
  phone: string,
  ip: string | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, [`login-phone:${phone}`, ...(ip ? [`login-ip:${ip}`] : [])]);

    const pairWait = await secondsUntilRoom(
      failureTimes(tx, and(eq(loginFailures.phone, phone), ipCondition(ip))!),
      LOGIN_FAILURES_PER_PHONE_AND_IP,
      now,
    );
    if (pairWait) {
      throw tooManyRequests(
        `به دلیل تلاش‌های ناموفق پیاپی، ورود با این شماره از این اتصال تا ${minutes(pairWait)} دقیقه دیگر ممکن نیست`,
        pairWait,
      );
    }

    const phoneWait = await secondsUntilRoom(
      failureTimes(tx, eq(loginFailures.phone, phone)),
      LOGIN_FAILURES_PER_PHONE,
      now,
    );
    if (phoneWait) {
      throw tooManyRequests(
        `به دلیل تلاش‌های ناموفق پیاپی، ورود با این شماره تا ${minutes(phoneWait)} دقیقه دیگر ممکن نیست`,
        phoneWait,
      );
    }

    const ipWait = ip
      ? await secondsUntilRoom(failureTimes(tx, eq(loginFailures.ip, ip)), LOGIN_FAILURES_PER_IP, now)
      : 0;
    if (ipWait) {
      throw tooManyRequests(
        `تلاش‌های ناموفق ورود از این اتصال بیش از حد مجاز بوده است؛ ${minutes(ipWait)} دقیقه دیگر دوباره تلاش کنید`,
        ipWait,
      );
    }

    await tx.insert(loginFailures).values({ phone, ip, createdAt: now });
  });
}

/**
 * A successful login clears the phone's failures from that address, its own counted attempt included; a
 * stranger's failures from other addresses still count, so the owner's logins never refill their budget.
 */
export async function forgetLoginFailures(
  db: Database,
  phone: string,
  ip: string | undefined,
): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.phone, phone), ipCondition(ip)));
}

/** Proof that the phone is the caller's (a password reset by code) lifts every lock on it. */
export async function forgetAllLoginFailures(db: Database, phone: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}

/**
 * Counts one request of the action against the address's budget, before the request does anything else
 * (so answers that reveal something, such as "already registered", are limited too); 429 past it.
 */
export async function countAddressRequest(
  db: Database,
  action: AddressAction,
  ip: string | undefined,
  now: Date,
): Promise<void> {
  if (!ip) return;
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

const ipCondition = (ip: string | undefined) => (ip ? eq(loginFailures.ip, ip) : isNull(loginFailures.ip));

/**
 * Takes PostgreSQL advisory locks on the keys until the transaction ends, always in the same order so two
 * transactions cannot deadlock. Only the transaction's own queries may run until then: on PGlite (one
 * connection) a query on the outer database would wait for this transaction forever.
 */
async function lockUntilCommit(tx: Transaction, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Seconds until the window has room for one more event; 0 when it has room now. */
async function secondsUntilRoom(
  times: EventTimes,
  { limit, windowMs }: SlidingWindow,
  now: Date,
): Promise<number> {
  const newestFirst = await times(new Date(now.getTime() - windowMs), limit);
  const blocking = newestFirst[limit - 1];
  if (!blocking) return 0;
  return Math.max(1, Math.ceil((blocking.getTime() + windowMs - now.getTime()) / SECOND_MS));
}

const minutes = (seconds: number) => toPersianDigits(Math.ceil(seconds / 60));

const codeTimes =
  (db: Database | Transaction, condition: SQL): EventTimes =>
  async (since, limit) => {
    const rows = await db
      .select({ at: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(condition, gt(phoneVerifications.createdAt, since)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(limit);
    return rows.map((row) => row.at);
  };

const failureTimes =
  (db: Database | Transaction, condition: SQL): EventTimes =>
  async (since, limit) => {
    const rows = await db
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(condition, gt(loginFailures.createdAt, since)))
      .orderBy(desc(loginFailures.createdAt))
      .limit(limit);
    return rows.map((row) => row.at);
  };
