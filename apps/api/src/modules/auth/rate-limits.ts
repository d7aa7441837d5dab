import { toPersianDigits } from '@shop/persian';
import { and, count, desc, eq, gt, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addressRequests, loginFailures, phoneVerifications, signInAddresses, users } from '../../db/schema';
import { tooManyRequests } from '../../http/app-error';
import { loggableError } from '../../http/error-handler';
import type { Logger } from '../../logger';

// Every limit is a sliding window over rows in the database (stamped with the app's clock), so it holds
// across processes and restarts.
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

interface SlidingWindow {
  limit: number;
  windowMs: number;
}

const DAY_MS = 24 * HOUR_MS;

const CODE_COOLDOWN: SlidingWindow = { limit: 1, windowMs: 120 * SECOND_MS };
const CODES_PER_PHONE: SlidingWindow = { limit: 5, windowMs: HOUR_MS };
const CODES_PER_IP: SlidingWindow = { limit: 20, windowMs: HOUR_MS };
/** Codes the whole shop sends (every phone, every purpose); the limit is the `smsPerHour` setting. */
const SHOP_SMS_WINDOW_MS = HOUR_MS;
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
} satisfies Record<string, SlidingWindow>;
export type AddressAction = keyof typeof ADDRESS_BUDGETS;

/** The times of the newest `limit` events since `since`, newest first. */
type EventTimes = (since: Date, limit: number) => Promise<Date[]>;

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
      times: codeTimes(tx, sql`true`),
      window: { limit: smsPerHour, windowMs: SHOP_SMS_WINDOW_MS },
      message: (wait: number) =>
        `ارسال پیامک فروشگاه در این ساعت به سقف رسیده است؛ ${minutes(wait)} دقیقه دیگر دوباره تلاش کنید`,
    },
  ];
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
  await lockUntilCommit(tx, [`code-phone:${purpose}:${phone}`, `code-ip:${ip}`, 'shop-sms']);
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
export async function pruneLimitRows(db: Database, now: Date): Promise<void> {
  const before = (windowMs: number) => new Date(now.getTime() - windowMs);
  const addressWindow = Math.max(...Object.values(ADDRESS_BUDGETS).map((budget) => budget.windowMs));
  const codeWindow = Math.max(
    ...[CODE_COOLDOWN, CODES_PER_PHONE, CODES_PER_IP, WRONG_RESET_CODES_PER_PHONE].map((w) => w.windowMs),
    SHOP_SMS_WINDOW_MS,
  );
  const loginWindow = Math.max(
    LOGIN_FAILURES_PER_PHONE_AND_IP.windowMs,
    LOGIN_FAILURES_PER_IP.windowMs,
    PHONE_GUESS_DELAY.windowMs,
  );
  await db.delete(addressRequests).where(lt(addressRequests.createdAt, before(addressWindow)));
  await db.delete(phoneVerifications).where(lt(phoneVerifications.createdAt, before(codeWindow)));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before(loginWindow)));
  await db.delete(signInAddresses).where(lt(signInAddresses.lastAt, before(KNOWN_ADDRESS_MS)));
}

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
  return blocking ? secondsUntil(blocking.getTime() + windowMs, now) : 0;
}

/** Whole seconds from now until `at`, at least 1; 0 when `at` has passed. */
const secondsUntil = (at: number, now: Date) =>
  at <= now.getTime() ? 0 : Math.max(1, Math.ceil((at - now.getTime()) / SECOND_MS));

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
