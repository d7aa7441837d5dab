import { healthEndpoints } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Database } from '../../db/client';

const READY_TIMEOUT_MS = 2000;

export function healthRoutes(db: Database): Router {
  const router = Router();

  router.get(healthEndpoints.healthz.path, (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get(healthEndpoints.readyz.path, async (req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`SELECT 1`), timeout]);
      res.json({ status: 'ready' });
    } catch (error) {
      req.log.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  return router;
}
