import type { RequestHandler } from 'express';
import type { Database } from '../db/client';
import { contentVersions } from '../db/content-version';
import { SAFE_METHODS } from './auth-guard';

/**
 * Tells the content versions while a request that may write is under way, so reads during it and
 * after it see its write at once rather than sharing a version read that started before it.
 */
export function trackWrites(db: Database): RequestHandler {
  const versions = contentVersions(db);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    res.once('close', versions.writing());
    next();
  };
}
