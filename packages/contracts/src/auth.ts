import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { roleSchema } from './entities';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

/** Characters as people count them (a Persian letter or an emoji is one), not UTF-16 units. */
const characterCount = (text: string) => [...text].length;

/** A phone as typed; the API turns it into the canonical 09xxxxxxxxx or answers 400. */
export const phoneInputSchema = z
  .string({ error: 'شماره موبایل را وارد کنید' })
  .trim()
  .min(1, 'شماره موبایل را وارد کنید')
  .max(32, 'شماره موبایل نامعتبر است');

/** A new password, kept exactly as typed: no trimming and no composition rules. */
export const newPasswordSchema = z
  .string({ error: 'رمز عبور را وارد کنید' })
  .refine(
    (password) => characterCount(password) >= PASSWORD_MIN_LENGTH,
    'رمز عبور باید دست‌کم ۸ کاراکتر باشد',
  )
  .refine((password) => characterCount(password) <= PASSWORD_MAX_LENGTH, 'رمز عبور حداکثر ۱۲۸ کاراکتر است');

/** The one-time code as typed (Persian digits allowed); the API checks that it has six digits. */
export const otpInputSchema = z
  .string({ error: 'کد تایید را وارد کنید' })
  .trim()
  .min(1, 'کد تایید را وارد کنید')
  .max(16, 'کد تایید باید ۶ رقم باشد');

export const phoneBodySchema = z.object({ phone: phoneInputSchema });
export const verifyOtpBodySchema = z.object({ phone: phoneInputSchema, otp: otpInputSchema });
/**
 * `ticket`: the sign-up ticket verify-otp handed out. Browsers never send it (it travels in an httpOnly
 * cookie scoped to the register path); other clients get it in verify-otp's body and send it here.
 */
export const registerBodySchema = z.object({
  phone: phoneInputSchema,
  password: newPasswordSchema,
  ticket: z.string({ error: 'بلیت ثبت نام نامعتبر است' }).max(200, 'بلیت ثبت نام نامعتبر است').optional(),
});
export const loginBodySchema = z.object({
  phone: phoneInputSchema,
  password: z
    .string({ error: 'رمز عبور را وارد کنید' })
    .min(1, 'رمز عبور را وارد کنید')
    .max(1024, 'رمز عبور بیش از حد طولانی است'),
});
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'رمز عبور فعلی را وارد کنید' })
    .min(1, 'رمز عبور فعلی را وارد کنید')
    .max(1024, 'رمز عبور بیش از حد طولانی است'),
  newPassword: newPasswordSchema,
});

export const resetPasswordConfirmBodySchema = z.object({
  phone: phoneInputSchema,
  otp: otpInputSchema,
  password: newPasswordSchema,
});

/** Answers that only carry a Persian sentence for people. */
export const messageResponseSchema = z.object({ message: z.string() });

/** A code was sent; another may be asked after `resendAfterSeconds` (a 429 says the same in `Retry-After`). */
export const codeSentResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int().positive(),
});

/**
 * A non-browser client (a phone app, a script) sends this header with the value `true` to get the session
 * token (and verify-otp's sign-up ticket) in the JSON body; browsers never do: their session is the httpOnly
 * cookie, out of reach of any script on the page.
 */
export const TOKEN_IN_BODY_HEADER = 'X-Token-In-Body';

/** The signed-in session, as register, login and the startup status check answer it. */
export const sessionResponseSchema = z.object({
  userId: z.string(),
  userRole: roleSchema,
  isAuthenticated: z.literal(true),
  /** Only for clients that sent `X-Token-In-Body: true`. */
  token: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const verifyOtpResponseSchema = z.object({
  verified: z.literal(true),
  /** Only for clients that sent `X-Token-In-Body: true`. */
  ticket: z.string().optional(),
});

export const authEndpoints = defineEndpoints(apiRoutes.auth, {
  generateOtp: {
    body: phoneBodySchema,
    response: codeSentResponseSchema,
  },
  verifyOtp: {
    body: verifyOtpBodySchema,
    response: verifyOtpResponseSchema,
  },
  register: {
    body: registerBodySchema,
    response: sessionResponseSchema,
  },
  login: {
    body: loginBodySchema,
    response: sessionResponseSchema,
  },
  validateToken: {
    response: sessionResponseSchema,
  },
  logout: {
    response: messageResponseSchema,
  },
  /** Signed-in users: the current password and a new one; every other session ends, this one stays. */
  changePassword: {
    body: changePasswordBodySchema,
    response: messageResponseSchema,
  },
  requestPasswordReset: {
    body: phoneBodySchema,
    response: codeSentResponseSchema,
  },
  confirmPasswordReset: {
    body: resetPasswordConfirmBodySchema,
    response: messageResponseSchema,
  },
});
