import { torobOrderEndpoints } from '@shop/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { AppError, forbidden } from '../../http/app-error';
import { contractRoutes } from '../../http/contract-route';
import { listTorobOrders } from './torob-orders';
import { torobTokenChecker } from './torob-token';

export const TOROB_ORDER_MESSAGES = {
  noToken: 'توکن ترب (X-Torob-Token) ارسال نشده است',
  badToken: 'توکن ترب معتبر نیست',
  off: 'دسترسی ترب به سفارش‌های این فروشگاه خاموش است',
};

/**
 * Torob's order tracking, `GET /api/torob/v1/orders`: Torob's EdDSA token (its `aud` the shop's host) in
 * place of a session, checked before anything else; then the shop's consent (`TOROB_ORDER_TRACKING`).
 */
export function torobOrderRoutes({
  config,
  database: { db },
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const router = Router();
  const route = contractRoutes(router, config);
  const refusal = torobTokenChecker(config.torobPublicKey, new URL(config.publicUrl).host, clock);

  const fromTorob: RequestHandler = async (req, res, next) => {
    const token = req.get('X-Torob-Token');
    if (await refusal(token))
      throw new AppError(
        401,
        'UNAUTHENTICATED',
        token ? TOROB_ORDER_MESSAGES.badToken : TOROB_ORDER_MESSAGES.noToken,
      );
    if (!config.torobOrderTracking) throw forbidden(TOROB_ORDER_MESSAGES.off);
    // Shoppers' phones and purchases: no shared cache keeps them.
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  route(torobOrderEndpoints.list, { beforeAccess: [fromTorob] }, ({ query }) =>
    listTorobOrders(db, { after: query.purchase_timestamp_gt, limit: query.limit, origin: config.publicUrl }),
  );
  return router;
}
