import { priceHistoryEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { answerCache } from '../../http/answer-cache';
import { publicCache } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { PRODUCT_MESSAGES } from '../catalog/messages';
import { getPriceHistory } from './service';

/** The window moves with the clock: an answer kept with nothing written is made again after an hour. */
const WINDOW_RENEWAL_MS = 60 * 60 * 1000;

/** A product's price chart and «آخرین تغییر قیمت»: public, kept per catalog version like product reads. */
export function priceHistoryRoutes({
  config,
  database: { db },
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const router = Router();
  const route = contractRoutes(router, config);
  const cache = answerCache(db, { size: 2000, maxAgeMs: WINDOW_RENEWAL_MS, clock });

  route(
    priceHistoryEndpoints.get,
    { before: [publicCache], cache, notFound: PRODUCT_MESSAGES.notFound },
    ({ params }) => getPriceHistory(db, params.id, clock()),
  );

  return router;
}
