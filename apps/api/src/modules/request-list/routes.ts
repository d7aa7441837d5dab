import { groupOf } from '../trade/shopper-prices';
import { requestListEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { priceLines } from './price-lines';
import { getAccountList, mergeAccountList, saveAccountList } from './service';

/**
 * The request list («لیست خرید»): anyone's list priced now, and the signed-in shopper's list kept on the
 * account (always the session's own: no route names another account).
 */
export function requestListRoutes({
  config,
  database: { db },
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const { price, get, save, merge } = requestListEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);

  route(price, {}, async ({ body, req, res }) => {
    // Today's prices and stock, the signed-in shopper's own: never kept by a cache on the way.
    res.setHeader('Cache-Control', 'no-store');
    return priceLines(db, body.lines, await groupOf(db, req.user?.id));
  });
  route(get, {}, async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return getAccountList(db, req.user!.id);
  });
  route(save, {}, ({ body, req }) => saveAccountList(db, req.user!.id, body.lines, clock()));
  route(merge, {}, ({ body, req }) => mergeAccountList(db, req.user!.id, body.lines, clock()));
  return router;
}
