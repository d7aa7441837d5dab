import { orderEndpoints } from '@shop/contracts';
import { Router, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { sendSheet, type SheetFormat } from '../spreadsheets/sheet-writers';
import { ORDER_MESSAGES } from './messages';
import { listOrders, myOrders, openOrderCounts } from './order-list';
import { orderSheetRows } from './order-sheet';
import { orderableVariants } from './orderable-variants';
import { changeOrderStatus, createDeskOrder, getOrder, updateOrder } from './service';

/** The order desk (admins) and the shopper's own orders. Nothing here is cached: every answer is someone's. */
export function orderRoutes({
  config,
  database: { db },
  clock,
  sms,
  logger,
}: Pick<AppDeps, 'config' | 'database' | 'clock' | 'sms' | 'logger'>): Router {
  const endpoints = orderEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);
  const byId = { notFound: ORDER_MESSAGES.notFound };

  route(endpoints.list, {}, ({ query }) => listOrders(db, query, clock()));
  route(endpoints.openCounts, {}, () => openOrderCounts(db));
  route(endpoints.variants, {}, ({ query }) => orderableVariants(db, query.q));
  const exported =
    (format: SheetFormat) =>
    async ({ query, res }: { query: Parameters<typeof orderSheetRows>[1]; res: Response }) =>
      sendSheet(
        res,
        { name: 'orders', sheetName: 'سفارش‌ها', format },
        await orderSheetRows(db, query, clock()),
      );
  route.streamed(endpoints.exportCsv, {}, exported('csv'));
  route.streamed(endpoints.exportXlsx, {}, exported('xlsx'));
  route(endpoints.mine, {}, ({ req }) => myOrders(db, req.user!.id));

  route(endpoints.get, byId, ({ params }) => getOrder(db, params.id));
  route(endpoints.create, {}, async ({ body, req }) => ({
    order: await createDeskOrder(db, { ...body, adminId: req.user!.id, now: clock() }),
  }));
  route(endpoints.update, byId, async ({ params, body, req }) => ({
    order: await updateOrder(db, params.id, { ...body, adminId: req.user!.id, now: clock() }),
  }));
  route(endpoints.setStatus, byId, async ({ params, body, req }) => ({
    order: await changeOrderStatus({ db, sms, logger }, params.id, {
      ...body,
      adminId: req.user!.id,
      now: clock(),
    }),
  }));
  return router;
}
