import { searchEndpoints, SEARCH_DROPDOWN_SIZE } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app';
import { publicCache } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { searchRateLimit } from './rate-limit';
import { searchCatalog } from './service';

export function searchRoutes({
  config,
  database,
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>): Router {
  const router = Router();
  const route = contractRoutes(router, config);

  // `?searchItem=` is the spec's dropdown (first page, at most 20 products); `?q=&page&pageSize` the results page.
  const searchLimit = searchRateLimit(config.trustProxy, clock);
  route(searchEndpoints.search, { before: [searchLimit, publicCache] }, ({ query }) => {
    const dropdown = query.searchItem !== undefined && query.q === undefined;
    return searchCatalog(database.db, {
      text: query.q ?? query.searchItem ?? '',
      page: dropdown ? 1 : query.page,
      pageSize: dropdown ? SEARCH_DROPDOWN_SIZE : query.pageSize,
      dropdown,
    });
  });

  return router;
}
