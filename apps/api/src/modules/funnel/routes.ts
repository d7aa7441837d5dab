import { funnelEndpoints } from '@shop/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { countAddressRequest } from '../../http/address-budgets';
import { clientAddress } from '../../http/client-address';
import { contractRoutes } from '../../http/contract-route';
import { funnel, recordView } from './service';

export function funnelRoutes({
  config,
  database: { db },
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const router = Router();
  const route = contractRoutes(router, config);
  // Counted before the body is read, so malformed reports use up the budget too.
  const perAddress: RequestHandler = async (req, _res, next) => {
    await countAddressRequest(db, 'product-view', clientAddress(req), clock());
    next();
  };

  route(funnelEndpoints.recordView, { before: [perAddress] }, async ({ body, res }) => {
    await recordView(db, { productId: body.productId, now: clock() });
    res.status(202);
    return { recorded: true as const };
  });

  route(funnelEndpoints.get, {}, async ({ query: { days }, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return funnel(db, days, clock());
  });

  return router;
}
