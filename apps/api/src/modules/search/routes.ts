import { searchEndpoints } from '@shop/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { publicCache } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { searchCatalog, searchRequestOf } from './service';

export function searchRoutes(
  { config, database, reads }: Pick<AppDeps, 'config' | 'database' | 'reads'>,
  searchLimit: RequestHandler,
): Router {
  const router = Router();
  const route = contractRoutes(router, config, reads);

  route(searchEndpoints.search, { before: [searchLimit, publicCache] }, ({ query }) =>
    searchCatalog(database.db, searchRequestOf(query)),
  );

  return router;
}
