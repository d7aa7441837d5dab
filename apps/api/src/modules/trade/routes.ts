import { tradeEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { myPrices } from './my-prices';

/**
 * Trade customers: groups, trade account applications, the groups' price rules and the quantity prices
 * (admins), and the signed-in shopper's own prices, which no cache but his browser ever keeps.
 */
export function tradeRoutes({ config, database: { db } }: Pick<AppDeps, 'config' | 'database'>): Router {
  const endpoints = tradeEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);

  route(endpoints.myPrices, {}, async ({ body, req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return myPrices(db, req.user!.id, body.lines);
  });
  return router;
}
