import express, { Router, type ErrorRequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { getFeedSettings } from '../settings/feed-settings';
import { parseTorobRequest, TorobRequestError } from './torob-request';
import { answerTorob } from './torob-service';
import { torobTokenChecker } from './torob-token';

/**
 * Torob's Product API v3, mounted at FEED_PATHS.torobProducts (`/torob_api/v3/products`), outside /api: Torob's own JSON error shape
 * (`{"error": …}`), its token instead of a session, and its body read here (a broken body is a 400 in
 * that shape too).
 */
export function torobRoutes(deps: AppDeps): Router {
  const router = Router();
  const { config } = deps;
  const origin = config.publicUrl;
  const refusal = torobTokenChecker(config.torobPublicKey, new URL(origin).host, deps.clock);
  const imagesBase = deps.images.storage.publicBase;

  router.post('/', async (req, res, next) => {
    // Switched off on the settings screen: as if the shop had no such API (Torob's spec names no answer for it).
    if (!(await getFeedSettings(deps.database.db)).torobApi) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    const problem = await refusal(req.get('X-Torob-Token'));
    if (problem) {
      res.status(401).json({ error: problem });
      return;
    }
    express.json({ limit: '64kb', type: () => true })(req, res, next);
  });
  router.post('/', async (req, res) => {
    const request = parseTorobRequest(req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await answerTorob(request, { db: deps.database.db, origin, imagesBase }));
  });

  const torobErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (error instanceof TorobRequestError) return res.status(400).json({ error: error.message });
    const status = (error as { status?: unknown }).status;
    if (status === 400 || status === 413) {
      res
        .status(status)
        .json({ error: status === 413 ? 'request body is too large' : 'request body is not valid JSON' });
      return;
    }
    next(error);
  };
  router.use(torobErrors);
  return router;
}
