import { toPersianDigits } from '@shop/persian';
import { and, count, desc, eq, gt, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { loginFailures, outgoingSms, phoneVerifications, signInAddresses, users } from '../../db/schema';
import { pruneAddressRequests } from '../../http/address-budgets';
import { pruneSearchBuckets } from '../../http/search-rate-limit';
import { tooManyRequests } from '../../http/app-error';
import { loggableError } from '../../http/error-handler';
import {
  DAY_MS,
  HOUR_MS,
  lockUntilCommit,
  MINUTE_MS,
  minutes,
  SECOND_MS,
  secondsUntil,
  secondsUntilRoom,
  type EventTimes,
  type SlidingWindow,
} from '../../http/sliding-window';
import type { Logger } from '../../logger';

const CODE_COOLDOWN: SlidingWindow = { limit: 1, windowMs: 120 * SECOND_MS };
const CODES_PER_PHONE: SlidingWindow = { limit: 5, windowMs: HOUR_MS };
const CODES_PER_IP: SlidingWindow = { limit: 20, windowMs: HOUR_MS };
/** Codes the whole shop sends (every phone, every purpose); the limit is the `smsPerHour` setting. */
const SHOP_SMS_WINDOW_MS = HOUR_MS;
const SHOP_SMS_LOCK = 'shop-sms';
/** Wrong reset codes per phone: past the limit, reset for that phone pauses until the window has room. */
export const WRONG_RESET_CODES_PER_PHONE: SlidingWindow = { limit: 10, windowMs: DAY_MS };
/** Wrong passwords for one phone from one address: the owner elsewhere is not locked out by a stranger. */
const LOGIN_FAILURES_PER_PHONE_AND_IP: SlidingWindow = { limit: 5, windowMs: 15 * MINUTE_MS };
const LOGIN_FAILURES_PER_IP: SlidingWindow = { limit: 20, windowMs: 15 * MINUTE_MS };
/**
 * Guessing one phone's password from addresses that never signed in to it: the first `free` failures of
 * a day cost nothing, then each next try waits `firstDelayMs`, doubling with every failure up to
 * `longestDelayMs` after the newest one. Addresses that signed in before are never held back by this.
 */
export const PHONE_GUESS_DELAY = {
  free: 5,
  firstDelayMs: SECOND_MS,
  longestDelayMs: 15 * MINUTE_MS,
  windowMs: DAY_MS,
};
/** How long a sign-in (or a reset by code) from an address keeps it "known" to that account. */
const KNOWN_ADDRESS_MS = 180 * DAY_MS;

interface CodeRequest {
  phone: string;
  purpose: 'register' | 'reset';
  ip: string;
  now: Date;
  /** The shop's SMS budget per hour (setting). */
  smsPerHour: number;
}

/** The limits on sending a code to this phone from this address, each with what to say when it is full. */
function codeLimits(tx: Transaction, { phone, purpose, ip, smsPerHour }: CodeRequest) {
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
    {
      times: codeTimes(tx, eq(phoneVerifications.ip, ip)),
      window: CODES_PER_IP,
      message: (wait: number) =>
        `درخواست کد از این اتصال بیش از حد مجاز بوده است؛ ${minutes(wait)} دقیقه دیگر دوباره تلاش کنید`,
    },
    {
      times: shopSmsTimes(tx),
      window: { limit: smsPerHour, windowMs: SHOP_SMS_WINDOW_MS },
      message: (wait: number) =>
        `ارسال پیامک فروشگاه در این ساعت به سقف رسیده است؛ ${minutes(wait)} دقیقه دیگر دوباره تلاش کنید`,
    },
  ];
}

/** Every SMS the shop sent: one-time codes and its own messages (an order's news), newest first. */
function shopSmsTimes(tx: Transaction): EventTimes {
  const codes = codeTimes(tx, sql`true`);
  return async (since, limit) => {
    const messages = await tx
      .select({ at: outgoingSms.createdAt })
      .from(outgoingSms)
      .where(gt(outgoingSms.createdAt, since))
      .orderBy(desc(outgoingSms.createdAt))
      .limit(limit);
    const times = [...(await codes(since, limit)), ...messages.map((row) => row.at)];
    return times.sort((a, b) => b.getTime() - a.getTime()).slice(0, limit);
  };
}

/**
 * Seconds until the shop's hourly SMS budget (setting) has room for one more message; 0 when it has room
 * now. Locks the budget until the transaction ends, as a code request does, so parallel sends count once.
 */
export async function secondsUntilShopSms(tx: Transaction, smsPerHour: number, now: Date): Promise<number> {
  await lockUntilCommit(tx, [SHOP_SMS_LOCK]);
  return secondsUntilRoom(shopSmsTimes(tx), { limit: smsPerHour, windowMs: SHOP_SMS_WINDOW_MS }, now);
}

/**
 * One-time codes: one per phone and purpose per 120 s, 5 per phone and purpose an hour (so reset codes
 * asked by strangers never use up the owner's sign-up budget, nor the other way round), 20 per IP an
 * hour, the shop's SMS budget an hour, and no reset code while reset is paused for the phone. Call inside
 * the transaction that stores the new code: it first locks the phone, the IP and the shop's budget, so
 * two requests at the same moment cannot both pass.
 */
export async function assertCanSendCode(tx: Transaction, request: CodeRequest): Promise<void> {
  const { phone, purpose, ip, now } = request;
  await lockUntilCommit(tx, [`code-phone:${purpose}:${phone}`, `code-ip:${ip}`, SHOP_SMS_LOCK]);
  if (purpose === 'reset') await assertResetNotPaused(tx, phone, now);
  for (const { times, window, message } of codeLimits(tx, request)) {
    const wait = await secondsUntilRoom(times, window, now);
    if (wait) throw tooManyRequests(message(wait), wait);
  }
}

/**
 * Reset pauses for a phone once WRONG_RESET_CODES_PER_PHONE wrong codes were typed for it within the
 * window (counted on the codes asked in it), so nobody can guess codes day after day. Locks the phone's
 * reset tries until the transaction ends, so parallel tries cannot slip past the count.
 */
export async function assertResetNotPaused(tx: Transaction, phone: string, now: Date): Promise<void> {
  await lockUntilCommit(tx, [`reset-tries:${phone}`]);
  const { limit, windowMs } = WRONG_RESET_CODES_PER_PHONE;
  const codes = await tx
    .select({
      at: phoneVerifications.createdAt,
      // The try that used a code up was the right one.
      wrong: sql<number>`(${phoneVerifications.attempts} - (${phoneVerifications.consumedAt} IS NOT NULL)::int)::int`,
    })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        eq(phoneVerifications.purpose, 'reset'),
        gt(phoneVerifications.createdAt, new Date(now.getTime() - windowMs)),
        gt(phoneVerifications.attempts, 0),
      ),
    )
    .orderBy(desc(phoneVerifications.createdAt));
  let wrong = 0;
  const blocking = codes.find((code) => (wrong += code.wrong) >= limit);
  if (!blocking) return;
  const wait = secondsUntil(blocking.at.getTime() + windowMs, now);
  throw tooManyRequests(
    `به دلیل کدهای اشتباه پیاپی، بازیابی رمز عبور این شماره تا ${toPersianDigits(Math.ceil(wait / 3600))} ساعت دیگر ممکن نیست`,
    wait,
  );
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
 * Password login. From one address within 15 minutes, 5 failures for a phone lock that phone for that
 * address and 20 failures lock the address. Across addresses, guesses at a phone from addresses that
 * never signed in to it slow down (PHONE_GUESS_DELAY), while an address that did is never held back for
 * the phone's sake, so strangers cannot lock the owner out. The attempt is counted as a failure before
 * the password is compared (a successful login takes it back with `forgetLoginFailures`), and checking
 * and counting happen in one transaction that first locks the phone and the address: requests sent in
 * parallel cannot all pass while the others are still in bcrypt.
 */
export async function countLoginAttempt(db: Database, phone: string, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, [`login-phone:${phone}`, `login-ip:${ip}`]);

    const pairWait = await secondsUntilRoom(
      failureTimes(tx, and(eq(loginFailures.phone, phone), eq(loginFailures.ip, ip))!),
      LOGIN_FAILURES_PER_PHONE_AND_IP,
      now,
    );
    if (pairWait) {
      throw tooManyRequests(
        `به دلیل تلاش‌های ناموفق پیاپی، ورود با این شماره از این اتصال تا ${minutes(pairWait)} دقیقه دیگر ممکن نیست`,
        pairWait,
      );
    }

    const knownAddress = await signedInFrom(tx, phone, ip, now);
    const phoneWait = knownAddress ? 0 : await secondsUntilNextGuess(tx, phone, now);
    if (phoneWait) {
      throw tooManyRequests(
        `به دلیل تلاش‌های ناموفق پیاپی برای این شماره، ورود از اتصال‌های تازه تا ${minutes(phoneWait)} دقیقه دیگر ممکن نیست`,
        phoneWait,
      );
    }

    const ipWait = await secondsUntilRoom(
      failureTimes(tx, eq(loginFailures.ip, ip)),
      LOGIN_FAILURES_PER_IP,
      now,
    );
    if (ipWait) {
      throw tooManyRequests(
        `تلاش‌های ناموفق ورود از این اتصال بیش از حد مجاز بوده است؛ ${minutes(ipWait)} دقیقه دیگر دوباره تلاش کنید`,
        ipWait,
      );
    }

    await tx.insert(loginFailures).values({ phone, ip, fromKnownAddress: knownAddress, createdAt: now });
  });
}

/** Seconds until the phone may be guessed again from an address that never signed in to it. */
async function secondsUntilNextGuess(tx: Transaction, phone: string, now: Date): Promise<number> {
  const { free, firstDelayMs, longestDelayMs, windowMs } = PHONE_GUESS_DELAY;
  const [guesses] = await tx
    .select({ count: count(), newest: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.phone, phone),
        eq(loginFailures.fromKnownAddress, false),
        gt(loginFailures.createdAt, new Date(now.getTime() - windowMs)),
      ),
    );
  if (!guesses?.newest || guesses.count < free) return 0;
  const delay = Math.min(longestDelayMs, firstDelayMs * 2 ** (guesses.count - free));
  return secondsUntil(guesses.newest.getTime() + delay, now);
}

async function signedInFrom(tx: Transaction, phone: string, ip: string, now: Date): Promise<boolean> {
  const [known] = await tx
    .select({ ip: signInAddresses.ip })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(
        eq(users.phone, phone),
        eq(signInAddresses.ip, ip),
        gt(signInAddresses.lastAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    );
  return !!known;
}

/** The account was proved from this address (the right password, or a reset by code): it is known now. */
export async function rememberSignInAddress(
  db: Database,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, ip, lastAt: now })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.ip], set: { lastAt: now } });
}

/**
 * A successful login clears the phone's failures from that address, its own counted attempt included; a
 * stranger's failures from other addresses still count, so the owner's logins never refill their budget.
 */
export async function forgetLoginFailures(db: Database, phone: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.phone, phone), eq(loginFailures.ip, ip)));
}

/** Proof that the phone is the caller's (a password reset by code) lifts every lock on it. */
export async function forgetAllLoginFailures(db: Database, phone: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}

const PRUNE_EVERY_MS = HOUR_MS;

/**
 * Prunes the limits' rows now and every hour; the answer stops the schedule, once a pruning under way
 * has finished (so the database can be closed after it).
 */
export function scheduleLimitPruning(db: Database, logger: Logger, clock = () => new Date()) {
  const prune = () =>
    pruneLimitRows(db, clock()).catch((error: unknown) =>
      logger.warn({ err: loggableError(error) }, 'rate-limit rows could not be pruned'),
    );
  let running = prune();
  const timer = setInterval(() => (running = prune()), PRUNE_EVERY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Deletes the rows no limit reads any more: each table's longest window has passed. */
async function pruneLimitRows(db: Database, now: Date): Promise<void> {
  const before = (windowMs: number) => new Date(now.getTime() - windowMs);
  const codeWindow = Math.max(
    ...[CODE_COOLDOWN, CODES_PER_PHONE, CODES_PER_IP, WRONG_RESET_CODES_PER_PHONE].map((w) => w.windowMs),
    SHOP_SMS_WINDOW_MS,
  );
  const loginWindow = Math.max(
    LOGIN_FAILURES_PER_PHONE_AND_IP.windowMs,
    LOGIN_FAILURES_PER_IP.windowMs,
    PHONE_GUESS_DELAY.windowMs,
  );
  await pruneAddressRequests(db, now);
  await pruneSearchBuckets(db, now);
  await db.delete(phoneVerifications).where(lt(phoneVerifications.createdAt, before(codeWindow)));
  await db.delete(outgoingSms).where(lt(outgoingSms.createdAt, before(SHOP_SMS_WINDOW_MS)));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before(loginWindow)));
  await db.delete(signInAddresses).where(lt(signInAddresses.lastAt, before(KNOWN_ADDRESS_MS)));
}

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
