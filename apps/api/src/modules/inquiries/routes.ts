import { inquiryEndpoints } from '@shop/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { countAddressRequest } from '../../http/address-budgets';
import { clientAddress } from '../../http/client-address';
import { contractRoutes } from '../../http/contract-route';
import { inquiryCounts, recordInquiry } from './service';

export function inquiryRoutes({
  config,
  database: { db },
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const { record, counts } = inquiryEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);
  // Counted before the body is read, so malformed reports use up the budget too.
  const perAddress: RequestHandler = async (req, _res, next) => {
    await countAddressRequest(db, 'inquiry', clientAddress(req), clock());
    next();
  };

  route(record, { before: [perAddress] }, async ({ body, res }) => {
    await recordInquiry(db, { ...body, now: clock() });
    res.status(202);
    return { recorded: true as const };
  });

  route(counts, {}, async ({ query: { days }, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return { days, products: await inquiryCounts(db, days, clock()) };
  });

  return router;
}
