import type { ApiError, ErrorCode } from '@shop/contracts/plain';
import type { AxiosInstance } from 'axios';

const FALLBACK_MESSAGE = 'مشکلی وجود دارد';
const NETWORK_MESSAGE = 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.';

/** An error answer of the API, with its Persian message for people and its code for the code. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** `NETWORK`: no answer; `UNREADABLE`: an answer without the API's error body (a proxy's HTML page). */
    readonly code: ErrorCode | 'NETWORK' | 'UNREADABLE',
    readonly details: Record<string, string> = {},
    /** A 429's `Retry-After`: seconds until the request may be made again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** The contract's error body (checked by hand: the shopper's bundle carries no validators). */
function isApiError(body: unknown): body is ApiError {
  const candidate = body as Partial<ApiError> | null;
  return typeof candidate?.message === 'string' && typeof candidate.code === 'string';
}

let client: Promise<AxiosInstance> | undefined;

/**
 * The one HTTP client: same origin, cookies sent, error bodies turned into `ApiClientError`. Loaded
 * with the first call, not with the page: pages arrive with the data their first screen needs.
 */
export function apiClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios, isAxiosError }) => {
    const instance = axios.create({ withCredentials: true });
    instance.interceptors.response.use(undefined, (error: unknown) => {
      if (!isAxiosError(error)) throw error;
      const status = error.response?.status ?? null;
      if (status === null) throw new ApiClientError(NETWORK_MESSAGE, null, 'NETWORK');
      const body: unknown = error.response?.data;
      if (!isApiError(body)) throw new ApiClientError(FALLBACK_MESSAGE, status, 'UNREADABLE');
      const retryAfter = Number(error.response?.headers['retry-after']);
      throw new ApiClientError(
        body.message,
        status,
        body.code,
        body.details,
        retryAfter > 0 ? retryAfter : undefined,
      );
    });
    return instance;
  });
  return client;
}

/** The API answered 404: what was asked for does not exist (or no longer does). */
export const isNotFound = (error: unknown) => error instanceof ApiClientError && error.status === 404;

/** The Persian sentence to show for any error a call can throw: the API's own, else the screen's fallback. */
export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  return error instanceof ApiClientError && error.code !== 'UNREADABLE' ? error.message : fallback;
}
