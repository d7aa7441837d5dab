import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shop/contracts';
import { toLatinDigits } from '@shop/persian';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { phoneVerifications } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { oneTimeCodeKey } from './keys';
import { assertCanSendCode, assertResetNotPaused, secondsUntilNextCode } from './rate-limits';

export type CodePurpose = 'register' | 'reset';
export type PhoneVerification = typeof phoneVerifications.$inferSelect;

const CODE_LIFETIME_MS = 3 * 60_000;
const MAX_TRIES = 5;

export const WRONG_CODE_MESSAGE = 'کد تایید اشتباه است';
const EXPIRED_CODE_MESSAGE = 'کد تایید منقضی شده است';
const CODE_FORMAT_MESSAGE = 'کد تایید باید ۶ رقم باشد';
const NO_CODE_MESSAGE = 'ابتدا کد تایید را درخواست کنید';
export const USED_CODE_MESSAGE = 'این کد تایید دیگر معتبر نیست؛ کد جدید درخواست کنید';
const TOO_MANY_TRIES_MESSAGE = 'تعداد تلاش‌های اشتباه بیش از حد مجاز شد؛ کد جدید درخواست کنید';

/**
 * Codes are stored as an HMAC keyed with a key derived from the server secret: a plain hash of a 6-digit code could be
 * reversed by trying all million codes.
 */
const hashCode = (secret: string, phone: string, purpose: CodePurpose, code: string) =>
  createHmac('sha256', oneTimeCodeKey(secret)).update(`${purpose}:${phone}:${code}`).digest();

/**
 * Stores a fresh code for the phone, within the sending limits, and tells when the next may be asked.
 * Only a phone's newest code counts, so the new one replaces any older code; `discard` removes it again
 * when it could not be delivered, so it never counts against the limits nor stays usable.
 */
export async function createCode(
  db: Database,
  secret: string,
  request: { phone: string; purpose: CodePurpose; ip: string; now: Date; smsPerHour: number },
): Promise<{ code: string; resendAfterSeconds: number; discard: () => Promise<void> }> {
  const { phone, purpose, ip, now } = request;
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const { id, resendAfterSeconds } = await db.transaction(async (tx) => {
    await assertCanSendCode(tx, request);
    const [row] = await tx
      .insert(phoneVerifications)
      .values({
        phone,
        purpose,
        ip,
        codeHash: hashCode(secret, phone, purpose, code).toString('base64'),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        createdAt: now,
      })
      .returning({ id: phoneVerifications.id });
    return { id: row!.id, resendAfterSeconds: await secondsUntilNextCode(tx, request) };
  });
  return {
    code,
    resendAfterSeconds,
    discard: async () => {
      await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    },
  };
}

/**
 * Checks a typed code against the phone's newest code and counts the try: after 5 tries the code is
 * dead, and while reset is paused for the phone (too many wrong reset codes) no reset code is tried.
 * Answers the code's row, or throws 400 saying what is wrong.
 */
export async function checkCode(
  db: Database,
  secret: string,
  attempt: { phone: string; purpose: CodePurpose; typed: string; now: Date },
): Promise<PhoneVerification> {
  const { phone, purpose, now } = attempt;
  const typed = toLatinDigits(attempt.typed);
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(typed)) throw badRequest(CODE_FORMAT_MESSAGE);

  const current = await newestCode(db, phone, purpose);
  if (!current) throw badRequest(NO_CODE_MESSAGE);
  if (current.consumedAt) throw badRequest(USED_CODE_MESSAGE);
  if (current.expiresAt <= now) throw badRequest(EXPIRED_CODE_MESSAGE);

  // Counting before comparing (atomically) keeps parallel guesses from getting more than 5 tries.
  const [counted] = await db.transaction(async (tx) => {
    if (purpose === 'reset') await assertResetNotPaused(tx, phone, now);
    return tx
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(and(eq(phoneVerifications.id, current.id), lt(phoneVerifications.attempts, MAX_TRIES)))
      .returning();
  });
  if (!counted) throw badRequest(TOO_MANY_TRIES_MESSAGE);

  const expected = Buffer.from(current.codeHash, 'base64');
  if (!timingSafeEqual(expected, hashCode(secret, phone, purpose, typed)))
    throw badRequest(WRONG_CODE_MESSAGE);
  return counted;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64');

/**
 * Marks the code verified and answers a single-use sign-up ticket for the client that entered it: only its
 * SHA-256 is stored, and registering needs the ticket itself.
 */
export async function markVerified(db: Database, id: string, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .update(phoneVerifications)
    .set({ verifiedAt: now, ticketHash: hashTicket(ticket) })
    .where(eq(phoneVerifications.id, id));
  return ticket;
}

/** The phone's newest sign-up code if it was verified since `since` with this ticket and not used yet. */
export async function findVerifiedCode(
  db: Database,
  request: { phone: string; ticket: string; since: Date },
): Promise<PhoneVerification | undefined> {
  const current = await newestCode(db, request.phone, 'register');
  if (!current?.verifiedAt || current.verifiedAt < request.since || current.consumedAt) return undefined;
  const stored = Buffer.from(current.ticketHash ?? '', 'base64');
  const given = Buffer.from(hashTicket(request.ticket), 'base64');
  return stored.length === given.length && timingSafeEqual(stored, given) ? current : undefined;
}

/** Uses the code up; false when another request used it first. */
export async function consumeCode(db: Database | Transaction, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(phoneVerifications)
    .set({ consumedAt: now })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  return used.length > 0;
}

async function newestCode(
  db: Database,
  phone: string,
  purpose: CodePurpose,
): Promise<PhoneVerification | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.purpose, purpose)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row;
}
