import { searchEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { publicCache } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { searchRateLimit } from '../../http/search-rate-limit';
import { searchCatalog, searchRequestOf } from './service';

export function searchRoutes({
  config,
  database,
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const router = Router();
  const route = contractRoutes(router, config);

  const searchLimit = searchRateLimit(config.trustProxy, clock);
  route(searchEndpoints.search, { before: [searchLimit, publicCache] }, ({ query }) =>
    searchCatalog(database.db, searchRequestOf(query)),
  );

  return router;
}
