import type { RequestHandler } from 'express';
import type { Database } from '../db/client';
import { answerCache } from './answer-cache';

/**
 * Public GET answers (catalog, settings): any cache may keep them but must revalidate every time. Express
 * sends a weak ETag of the body and answers a matching `If-None-Match` with an empty 304, so a repeat
 * request costs a few bytes, and any write that changes the body changes the ETag. No max-age: after an
 * admin edits a product, the next read must show it (the web's query cache refetches after mutations).
 */
const PUBLIC_REVALIDATE = 'public, no-cache';

export const publicCache: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PUBLIC_REVALIDATE);
  next();
};

/**
 * Route options of a public read answered from memory per content version (see answer-cache.ts), with
 * the revalidation header above; the routes of one area share one cache of `size` answers.
 */
export function cachedPublicReads(db: Database, size: number) {
  return { before: [publicCache], cache: answerCache(db, { size }) };
}
