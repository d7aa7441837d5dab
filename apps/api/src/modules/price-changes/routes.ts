import { priceChangeEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { PRICE_CHANGE_MESSAGES } from './messages';
import { applyPriceChange, listPriceChanges, previewPriceChange, undoPriceChange } from './service';

/** The admin's bulk price changes («تغییر گروهی قیمت»): preview, apply, the recent list, undo. */
export function priceChangeRoutes({
  config,
  database: { db },
}: Pick<AppDeps, 'config' | 'database'>): Router {
  const { preview, apply, list, undo } = priceChangeEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);

  route(preview, {}, ({ body }) => previewPriceChange(db, body));
  route(apply, {}, async ({ body, req }) => {
    const change = await applyPriceChange(db, body, req.user!.id);
    return { change, message: PRICE_CHANGE_MESSAGES.applied(change.productCount) };
  });
  route(list, {}, async () => ({ changes: await listPriceChanges(db) }));
  route(undo, { notFound: PRICE_CHANGE_MESSAGES.notFound }, async ({ params, req }) => {
    const { change, restored, deleted } = await undoPriceChange(db, params.id, req.user!.id);
    return { change, restored, message: PRICE_CHANGE_MESSAGES.undone(restored, deleted) };
  });

  return router;
}
