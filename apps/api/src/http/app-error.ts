import type { ErrorCode } from '@shop/contracts';

interface AppErrorOptions {
  details?: Record<string, string>;
  /** Seconds, sent as `Retry-After` with 429 and 503 answers. */
  retryAfter?: number;
  cause?: unknown;
}

/** An error meant for the client: an HTTP status, a stable code and a Persian message for people. */
export class AppError extends Error {
  readonly details?: Record<string, string>;
  readonly retryAfter?: number;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(400, details ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, { details });
export const unauthenticated = (message = 'ابتدا وارد حساب کاربری شوید') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'دسترسی به این بخش مجاز نیست') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'موردی یافت نشد') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(429, 'RATE_LIMITED', message, { retryAfter });
export const serviceUnavailable = (message: string, retryAfter: number, cause?: unknown) =>
  new AppError(503, 'UNAVAILABLE', message, { retryAfter, cause });
