import type { RequestHandler } from 'express';

/**
 * Public GET answers (catalog, settings): any cache may keep them but must revalidate every time. Express
 * sends a weak ETag of the body and answers a matching `If-None-Match` with an empty 304, so a repeat
 * request costs a few bytes, and any write that changes the body changes the ETag. No max-age: after an
 * admin edits a product, the next read must show it (the web's query cache refetches after mutations).
 */
export const PUBLIC_REVALIDATE = 'public, no-cache';

export const publicCache: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PUBLIC_REVALIDATE);
  next();
};
