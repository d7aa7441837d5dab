import { z } from 'zod';
import { endpoint } from './endpoint';
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
export const registerBodySchema = z.object({ phone: phoneInputSchema, password: newPasswordSchema });
export const loginBodySchema = z.object({
  phone: phoneInputSchema,
  password: z
    .string({ error: 'رمز عبور را وارد کنید' })
    .min(1, 'رمز عبور را وارد کنید')
    .max(1024, 'رمز عبور بیش از حد طولانی است'),
});
export const resetPasswordConfirmBodySchema = z.object({
  phone: phoneInputSchema,
  otp: otpInputSchema,
  password: newPasswordSchema,
});

/** Answers that only carry a Persian sentence for people. */
export const messageResponseSchema = z.object({ message: z.string() });

export const registerResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  userRole: roleSchema,
});

/** The signed-in session, as login and the startup status check read it. */
export const sessionResponseSchema = registerResponseSchema.extend({ isAuthenticated: z.literal(true) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const authEndpoints = {
  generateOtp: endpoint({
    method: 'POST',
    path: '/api/auth/generate-otp',
    body: phoneBodySchema,
    response: messageResponseSchema,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    body: verifyOtpBodySchema,
    response: z.object({ verified: z.literal(true) }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: registerBodySchema,
    response: registerResponseSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginBodySchema,
    response: sessionResponseSchema,
  }),
  validateToken: endpoint({
    method: 'GET',
    path: '/api/auth/validate-token',
    response: sessionResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: messageResponseSchema }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password/request',
    body: phoneBodySchema,
    response: messageResponseSchema,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password/confirm',
    body: resetPasswordConfirmBodySchema,
    response: messageResponseSchema,
  }),
};
