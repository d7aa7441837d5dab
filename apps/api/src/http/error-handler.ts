import type { ApiError } from '@shop/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/unavailable';
import { StorageUnavailableError } from '../images/storage';
import { AppError, notFound, serviceUnavailable } from './app-error';

const INTERNAL_MESSAGE = 'خطای داخلی سرور رخ داد. لطفاً دوباره تلاش کنید.';
export const UNAVAILABLE_MESSAGE = 'فروشگاه لحظاتی در دسترس نیست. لطفاً چند ثانیه دیگر دوباره تلاش کنید.';
/** Seconds a client should wait before asking again while the database is out. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const STORAGE_FULL_MESSAGE =
  'فضای ذخیره‌سازی تصاویر پر است؛ چیزی ذخیره نشد. لطفاً به پشتیبانی فنی فروشگاه خبر دهید.';

/** A disk (or quota) with no room left: nothing was stored, and the owner must make room. */
function fromFullStorage(error: unknown): AppError | undefined {
  const { code } = error as { code?: unknown };
  return code === 'ENOSPC' || code === 'EDQUOT'
    ? new AppError(507, 'STORAGE_FULL', STORAGE_FULL_MESSAGE, { cause: error })
    : undefined;
}

const STORAGE_UNAVAILABLE_MESSAGE =
  'ذخیره‌سازی تصاویر لحظاتی در دسترس نیست؛ چیزی ذخیره نشد. لطفاً کمی بعد دوباره تلاش کنید.';

/** The bucket unreachable or refusing: nothing was kept, and trying again later may work. */
const storageUnavailable = (error: unknown) =>
  serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS, error);

/** The database out (stopped, restarting, unreachable) is a 503 to come back to, not a 500. */
export const databaseUnavailable = (error: unknown) =>
  serviceUnavailable(UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS, error);

/** Errors of Express's own middleware (body parsers, static files) carry a `type` or a 4xx `status`. */
function fromExpressMiddleware(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (status === 404) return notFound('فایل درخواستی یافت نشد');
  switch (type) {
    case 'entity.parse.failed':
      return new AppError(400, 'BAD_REQUEST', 'بدنه درخواست قابل خواندن نیست');
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'حجم درخواست بیش از حد مجاز است');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'BAD_REQUEST', 'نوع محتوای درخواست پشتیبانی نمی‌شود');
    default:
      return typeof status === 'number' && status >= 400 && status < 500
        ? new AppError(status, 'BAD_REQUEST', 'درخواست نامعتبر است')
        : undefined;
  }
}

/**
 * What a log may keep of an error: a failed database query's error carries the SQL parameters (phones,
 * password hashes, request text) in its message and fields, so only the driver's own reason is kept.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return {
    type: error.name,
    message: 'database query failed',
    reason: cause?.message,
    code: cause?.code,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/** Turns anything thrown into the contract's error body; a 500 never shows its internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known =
    error instanceof AppError
      ? error
      : isDatabaseUnavailable(error)
        ? databaseUnavailable(error)
        : error instanceof StorageUnavailableError
          ? storageUnavailable(error)
          : (fromFullStorage(error) ?? fromExpressMiddleware(error));
  const appError = known ?? new AppError(500, 'INTERNAL', INTERNAL_MESSAGE, { cause: error });
  if (error instanceof StorageUnavailableError) req.log.error({ err: error }, 'image storage unavailable');
  else if (appError.code === 'UNAVAILABLE')
    req.log.warn({ err: loggableError(error) }, 'database unavailable');
  else if (appError.code === 'STORAGE_FULL') req.log.error({ err: error }, 'no room left to store images');
  else if (appError.status >= 500) req.log.error({ err: loggableError(error) }, 'request failed');
  if (appError.retryAfter !== undefined) res.setHeader('Retry-After', String(appError.retryAfter));
  const body: ApiError = { message: appError.message, code: appError.code };
  if (appError.details) body.details = appError.details;
  if (!res.headersSent) res.status(appError.status).json(body);
};

export const routeNotFound: RequestHandler = () => {
  throw notFound('مسیر درخواستی یافت نشد');
};
