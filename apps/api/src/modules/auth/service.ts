import {
  INVALID_PHONE_MESSAGE,
  leftToRight,
  maskPhone,
  parseIranMobile,
  toPersianDigits,
} from '@shop/persian';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { users, type UserRow } from '../../db/schema';
import { countAddressRequest } from '../../http/address-budgets';
import { AppError, badRequest, conflict, forbidden } from '../../http/app-error';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { findByCredentials } from './credentials';
import {
  checkCode,
  consumeCode,
  createCode,
  findVerifiedCode,
  markVerified,
  USED_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './otp-codes';
import { hashPassword } from './password';
import {
  countLoginAttempt,
  forgetAllLoginFailures,
  forgetLoginFailures,
  rememberSignInAddress,
} from './rate-limits';
import { getShopSettings } from '../settings/service';
import { signSession } from './session';
import type { SmsProvider } from './sms';

export interface AuthDeps {
  db: Database;
  config: Config & { jwtSecret: string };
  sms: SmsProvider;
  clock: () => Date;
  logger: Logger;
}

const VERIFIED_PHONE_WINDOW_MS = 15 * 60_000;

const ALREADY_REGISTERED_MESSAGE = 'این شماره قبلا ثبت نام کرده است';
const NOT_VERIFIED_MESSAGE =
  'شماره موبایل تایید نشده یا ۱۵ دقیقه از تایید آن گذشته است؛ دوباره کد تایید بگیرید';
const WRONG_CREDENTIALS_MESSAGE = 'شماره موبایل یا رمز عبور اشتباه است';
const SMS_FAILED_MESSAGE = 'ارسال پیامک با خطا روبه‌رو شد؛ چند لحظه دیگر دوباره تلاش کنید';
const LOGGED_OUT_MESSAGE = 'از حساب کاربری خارج شدید';
const PASSWORD_UPDATED_MESSAGE = 'رمز عبور تغییر کرد؛ نشست‌های دیگر شما پایان یافت';
const PASSWORD_CHANGED_MESSAGE = 'رمز عبور تغییر کرد؛ با رمز جدید وارد شوید';
const maskedPhone = (phone: string) => leftToRight(toPersianDigits(maskPhone(phone)));
const codeSentMessage = (phone: string) => `کد تایید به شماره ${maskedPhone(phone)} ارسال شد`;
const resetCodeSentMessage = (phone: string) =>
  `اگر حسابی با شماره ${maskedPhone(phone)} وجود داشته باشد، کد بازیابی رمز عبور به آن ارسال شد`;

/** Sign-up step 1: a code by SMS to a phone that has no account yet. */
export async function sendSignUpCode(deps: AuthDeps, input: { phone: string; ip: string }) {
  // Counted first: "already registered" must not be a free, unlimited account lookup.
  await countAddressRequest(deps.db, 'generate-otp', input.ip, deps.clock());
  const phone = parsePhone(input.phone);
  if (await findAccount(deps.db, phone)) throw conflict(ALREADY_REGISTERED_MESSAGE);
  const { code, resendAfterSeconds, discard } = await createCode(deps.db, deps.config.jwtSecret, {
    phone,
    purpose: 'register',
    ip: input.ip,
    now: deps.clock(),
    smsPerHour: await smsPerHour(deps.db),
  });
  await deliverCode(deps.sms, phone, code, discard);
  return { message: codeSentMessage(phone), resendAfterSeconds };
}

/**
 * Sign-up step 2: the right code marks the phone verified for the next 15 minutes and answers the sign-up
 * ticket that only this client holds.
 */
export async function verifySignUpCode(deps: AuthDeps, input: { phone: string; otp: string; ip: string }) {
  const now = deps.clock();
  await countAddressRequest(deps.db, 'verify-otp', input.ip, now);
  const phone = parsePhone(input.phone);
  const verification = await checkCode(deps.db, deps.config.jwtSecret, {
    phone,
    purpose: 'register',
    typed: input.otp,
    now,
  });
  const ticket = await markVerified(deps.db, verification.id, now);
  return { verified: true as const, ticket };
}

/**
 * Sign-up step 3: the account, for the client holding the ticket of a phone it verified in the last 15
 * minutes; uses the verification up and makes the caller's address known to the account.
 */
export async function register(
  deps: AuthDeps,
  input: { phone: string; password: string; ticket: string | undefined; ip: string },
) {
  const now = deps.clock();
  await countAddressRequest(deps.db, 'register', input.ip, now);
  const phone = parsePhone(input.phone);
  assertAcceptablePassword(input.password);
  const verification = input.ticket
    ? await findVerifiedCode(deps.db, {
        phone,
        ticket: input.ticket,
        since: new Date(now.getTime() - VERIFIED_PHONE_WINDOW_MS),
      })
    : undefined;
  if (!verification) throw forbidden(NOT_VERIFIED_MESSAGE);
  if (await findAccount(deps.db, phone)) throw forbidden(ALREADY_REGISTERED_MESSAGE);

  const passwordHash = await hashPassword(input.password, deps.config.bcryptCost);
  const user = await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, verification.id, now))) throw forbidden(NOT_VERIFIED_MESSAGE);
    const [created] = await tx
      .insert(users)
      .values({ phone, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!created) throw forbidden(ALREADY_REGISTERED_MESSAGE);
    return created;
  });
  await rememberSignInAddress(deps.db, user.id, input.ip, now);
  return sessionOf(user, deps.config.jwtSecret);
}

/** Password login, within the failure limits; a wrong phone and a wrong password look the same. */
export async function login(deps: AuthDeps, input: { phone: string; password: string; ip: string }) {
  const phone = parsePhone(input.phone);
  const now = deps.clock();
  // Counted as a failure before bcrypt runs, so parallel requests cannot slip past the limits meanwhile.
  await countLoginAttempt(deps.db, phone, input.ip, now);
  const user = await findByCredentials(deps.db, phone, input.password, deps.config.bcryptCost);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', WRONG_CREDENTIALS_MESSAGE);
  await forgetLoginFailures(deps.db, phone, input.ip);
  await rememberSignInAddress(deps.db, user.id, input.ip, now);
  return sessionOf(user, deps.config.jwtSecret);
}

/** Ends every session of the user: tokens carry the version, and the version moves on. */
export async function logout(deps: AuthDeps, userId: string) {
  await deps.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: deps.clock() })
    .where(eq(users.id, userId));
  return { message: LOGGED_OUT_MESSAGE };
}

const CURRENT_PASSWORD_WRONG_MESSAGE = 'رمز عبور فعلی اشتباه است';

/**
 * A signed-in user changes their password: the current one is checked (within the address's budget, never
 * counted as failed logins of the phone), every session ends by the version bump, and the caller gets a
 * fresh session of its own.
 */
export async function changePassword(
  deps: AuthDeps,
  input: {
    userId: string;
    phone: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
  },
) {
  const now = deps.clock();
  await countAddressRequest(deps.db, 'change-password', input.ip, now);
  const user = await findByCredentials(deps.db, input.phone, input.currentPassword, deps.config.bcryptCost);
  if (!user || user.id !== input.userId)
    throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, deps.config.bcryptCost);
  const [updated] = await deps.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return { message: PASSWORD_UPDATED_MESSAGE, session: sessionOf(updated!, deps.config.jwtSecret) };
}

/**
 * Password reset step 1. The answer, its timing and the limits are the same whether or not the phone has
 * an account, so nobody learns who is registered: every phone gets a stored code, and only a registered
 * one is sent its code, after the answer (see `sendAfterAnswer`).
 */
export async function sendResetCode(deps: AuthDeps, input: { phone: string; ip: string }) {
  const phone = parsePhone(input.phone);
  const { code, resendAfterSeconds } = await createCode(deps.db, deps.config.jwtSecret, {
    phone,
    purpose: 'reset',
    ip: input.ip,
    now: deps.clock(),
    smsPerHour: await smsPerHour(deps.db),
  });
  if (await findAccount(deps.db, phone)) sendAfterAnswer(deps, phone, code);
  return { message: resetCodeSentMessage(phone), resendAfterSeconds };
}

/**
 * Password reset step 2: the right code sets the new password, ends every session and makes the
 * caller's address known to the account.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { phone: string; otp: string; password: string; ip: string },
) {
  const now = deps.clock();
  await countAddressRequest(deps.db, 'reset-password', input.ip, now);
  const phone = parsePhone(input.phone);
  assertAcceptablePassword(input.password);
  const verification = await checkCode(deps.db, deps.config.jwtSecret, {
    phone,
    purpose: 'reset',
    typed: input.otp,
    now,
  });
  const passwordHash = await hashPassword(input.password, deps.config.bcryptCost);
  const account = await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, verification.id, now))) throw badRequest(USED_CODE_MESSAGE);
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.phone, phone))
      .returning({ id: users.id });
    // Only a guessed never-sent code of a phone without an account gets here.
    if (!changed) throw badRequest(WRONG_CODE_MESSAGE);
    return changed;
  });
  // Whoever proved they hold the phone is no longer locked out by earlier wrong passwords.
  await forgetAllLoginFailures(deps.db, phone);
  await rememberSignInAddress(deps.db, account.id, input.ip, now);
  return { message: PASSWORD_CHANGED_MESSAGE };
}

function parsePhone(typed: string): string {
  const phone = parseIranMobile(typed);
  if (!phone) throw badRequest(INVALID_PHONE_MESSAGE, { phone: INVALID_PHONE_MESSAGE });
  return phone;
}

function assertAcceptablePassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

async function smsPerHour(db: Database): Promise<number> {
  return (await getShopSettings(db)).settings.smsPerHour;
}

async function findAccount(db: Database, phone: string) {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return account;
}

function sessionOf(user: UserRow, secret: string) {
  const token = signSession({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion }, secret);
  return { token, userId: user.id, userRole: user.role, isAuthenticated: true as const };
}

/**
 * Sends a reset code without making the answer wait: waiting for the provider, or answering 502 when it
 * fails, would set registered phones apart. A failure is only logged; the unsent code stays stored and
 * counted against the limits, exactly like the never-sent code of a phone without an account.
 */
function sendAfterAnswer(deps: AuthDeps, phone: string, code: string): void {
  void (async () => {
    try {
      await deps.sms.sendCode(phone, code);
    } catch (error) {
      deps.logger.warn({ err: error, phone }, 'password reset SMS could not be sent');
    }
  })();
}

/**
 * Sign-up codes are sent before the answer: one that could not be sent is removed, so it is neither usable
 * nor counted against the limits, and the answer is 502.
 */
async function deliverCode(
  sms: SmsProvider,
  phone: string,
  code: string,
  discard: () => Promise<void>,
): Promise<void> {
  try {
    await sms.sendCode(phone, code);
  } catch (error) {
    await discard();
    throw new AppError(502, 'BAD_GATEWAY', SMS_FAILED_MESSAGE, { cause: error });
  }
}
