import { alertEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { ALERT_MESSAGES } from './messages';
import { cancel, listMine, stopByToken, subscribe, waitedProducts } from './service';

/** «خبرم کن»: the signed-in shopper's alerts (always the session's own), the SMS's stop link, the owner's count. */
export function alertRoutes({ config, database: { db } }: Pick<AppDeps, 'config' | 'database'>): Router {
  const router = Router();
  const route = contractRoutes(router, config);
  route(alertEndpoints.subscribe, {}, async ({ req, body }) => ({
    alert: await subscribe(db, req.user!.id, body),
  }));
  route(alertEndpoints.mine, {}, async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return { alerts: await listMine(db, req.user!.id) };
  });
  route(alertEndpoints.cancel, { notFound: ALERT_MESSAGES.alertNotFound }, async ({ req, params }) => {
    await cancel(db, req.user!.id, params.id);
    return { ok: true as const };
  });
  route(alertEndpoints.stop, { notFound: ALERT_MESSAGES.stopLinkUnknown }, async ({ params }) => ({
    stopped: await stopByToken(db, params.token),
  }));
  route(alertEndpoints.waiting, {}, async () => ({ products: await waitedProducts(db) }));
  return router;
}
