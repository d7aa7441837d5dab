import { EXACT_TIME, FEED_SORTS, isProductId, type FeedSort } from '../catalog/product-walk';
import type { TorobEntryPosition } from './torob-entries';

/** Torob's list sizes: exactly this many products on every page but the last. */
export const TOROB_PAGE_SIZE = 100;
/** The most URLs or ids one request may name. */
export const TOROB_MAX_LOOKUPS = 100;

/** Where a cursor walk goes on: the order, the page it opens and the last entry before it. */
export interface TorobCursor extends TorobEntryPosition {
  sort: FeedSort;
  page: number;
}

export type TorobRequest =
  | { form: 'page'; page: number; sort: FeedSort }
  | { form: 'cursor'; cursor: TorobCursor }
  | { form: 'urls'; urls: string[] }
  | { form: 'uniques'; uniques: string[] };

/** A request Torob's spec refuses with 400 and this message (in English, as the spec writes them). */
export class TorobRequestError extends Error {}

const fail = (message: string): never => {
  throw new TorobRequestError(message);
};

export function encodeCursor(cursor: TorobCursor): string {
  return Buffer.from(
    JSON.stringify([
      cursor.sort,
      cursor.page,
      cursor.at,
      cursor.id,
      cursor.variantPosition,
      cursor.variantId,
    ]),
  ).toString('base64url');
}

function decodeCursor(text: string): TorobCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (!Array.isArray(parts) || parts.length !== 6) return fail('cursor is not valid');
  const [sort, page, at, id, variantPosition, variantId] = parts as unknown[];
  const valid =
    FEED_SORTS.includes(sort as FeedSort) &&
    Number.isSafeInteger(page) &&
    (page as number) > 1 &&
    typeof at === 'string' &&
    EXACT_TIME.test(at) &&
    typeof id === 'string' &&
    isProductId(id) &&
    Number.isSafeInteger(variantPosition) &&
    Math.abs(variantPosition as number) < 2 ** 31 &&
    typeof variantId === 'string' &&
    isProductId(variantId);
  return valid
    ? {
        sort: sort as FeedSort,
        page: page as number,
        at: at as string,
        id: id as string,
        variantPosition: variantPosition as number,
        variantId: variantId as string,
      }
    : fail('cursor is not valid');
}

function stringList(body: Record<string, unknown>, name: 'page_urls' | 'page_uniques'): string[] {
  const value = body[name];
  if (!Array.isArray(value) || value.length === 0) return fail(`${name} must be a non-empty list of strings`);
  if (value.length > TOROB_MAX_LOOKUPS) return fail(`${name} may hold at most ${TOROB_MAX_LOOKUPS} items`);
  if (!value.every((item) => typeof item === 'string')) return fail(`${name} must be a list of strings`);
  return value as string[];
}

/**
 * Reads one of the request forms: `{page, sort}`, `{cursor}`, `{page_urls}` or `{page_uniques}`. Nothing
 * has a default: a missing, unknown or mixed parameter is refused.
 */
export function parseTorobRequest(body: unknown): TorobRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('request body must be a JSON object');
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record);
  const known = ['page', 'sort', 'cursor', 'page_urls', 'page_uniques'];
  const unknown = keys.find((key) => !known.includes(key));
  if (unknown !== undefined) return fail(`unknown parameter: ${unknown}`);
  if (keys.length === 0) return fail('request body is empty');

  if ('page_urls' in record || 'page_uniques' in record || 'cursor' in record) {
    if (keys.length !== 1) return fail(`send only one of page_urls, page_uniques, cursor or page and sort`);
    if ('page_urls' in record) return { form: 'urls', urls: stringList(record, 'page_urls') };
    if ('page_uniques' in record) return { form: 'uniques', uniques: stringList(record, 'page_uniques') };
    if (typeof record.cursor !== 'string' || record.cursor === '') return fail('cursor must be a string');
    return { form: 'cursor', cursor: decodeCursor(record.cursor) };
  }
  if (!('page' in record)) return fail('page parameter is not provided');
  if (!('sort' in record)) return fail('sort parameter is not provided');
  const { page, sort } = record;
  if (!Number.isSafeInteger(page) || (page as number) < 1) return fail('page must be a positive integer');
  if (!FEED_SORTS.includes(sort as FeedSort)) return fail(`sort must be one of ${FEED_SORTS.join(', ')}`);
  return { form: 'page', page: page as number, sort: sort as FeedSort };
}
