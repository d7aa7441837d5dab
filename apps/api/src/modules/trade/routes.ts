import { tradeEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { applyForTrade, decideApplication, listApplications, myTradeAccount } from './applications';
import { createGroup, listGroups, setUserGroup } from './groups';
import { TRADE_MESSAGES } from './messages';
import { myPrices } from './my-prices';
import { deleteRule, listRules, saveRule } from './price-rules';
import { deleteTier, listTiers, saveTier } from './tier-admin';

/**
 * Trade customers: groups, trade account applications, the groups' price rules and the quantity prices
 * (admins), and the signed-in shopper's own prices, which no cache but his browser ever keeps.
 */
export function tradeRoutes({
  config,
  database: { db },
  clock,
  sms,
  logger,
}: Pick<AppDeps, 'config' | 'database' | 'clock' | 'sms' | 'logger'>): Router {
  const endpoints = tradeEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);

  route(endpoints.groups, {}, () => listGroups(db));
  route(endpoints.createGroup, {}, ({ body }) => createGroup(db, body.name));
  route(endpoints.setUserGroup, { notFound: TRADE_MESSAGES.userNotFound }, ({ params, body }) =>
    setUserGroup(db, params.id, body.groupId, clock()),
  );

  route(endpoints.apply, {}, ({ body, req }) => applyForTrade(db, req.user!.id, body, clock()));
  route(endpoints.mine, {}, async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return myTradeAccount(db, req.user!.id);
  });
  route(endpoints.applications, {}, ({ query }) => listApplications(db, query.status));
  route(endpoints.decide, { notFound: TRADE_MESSAGES.applicationNotFound }, ({ params, body, req }) =>
    decideApplication({ db, sms, logger }, params.id, body, { adminId: req.user!.id, now: clock() }),
  );

  route(endpoints.rules, {}, ({ query }) => listRules(db, query.groupId));
  route(endpoints.saveRule, {}, ({ body }) => saveRule(db, body));
  route(endpoints.deleteRule, { notFound: TRADE_MESSAGES.ruleNotFound }, ({ params }) =>
    deleteRule(db, params.id),
  );
  route(endpoints.tiers, {}, () => listTiers(db));
  route(endpoints.saveTier, {}, ({ body }) => saveTier(db, body));
  route(endpoints.deleteTier, { notFound: TRADE_MESSAGES.tierNotFound }, ({ params }) =>
    deleteTier(db, params.id),
  );

  route(endpoints.myPrices, {}, async ({ body, req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return myPrices(db, req.user!.id, body);
  });
  return router;
}
