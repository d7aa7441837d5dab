import { searchEndpoints, SEARCH_DROPDOWN_SIZE } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app';
import { publicCache } from '../../http/cache';
import { routePath } from '../../http/route-path';
import { parseInput } from '../../http/validate';
import { searchRateLimit } from './rate-limit';
import { searchCatalog } from './service';

export function searchRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Router {
  const router = Router();
  const { search } = searchEndpoints;

  // `?searchItem=` is the spec's dropdown (first page, at most 20 products); `?q=&page&pageSize` the results page.
  router.get(routePath(search), searchRateLimit(clock), publicCache, async (req, res) => {
    const query = parseInput(search.query, req.query);
    const dropdown = query.searchItem !== undefined && query.q === undefined;
    const result = await searchCatalog(database.db, {
      text: query.q ?? query.searchItem ?? '',
      page: dropdown ? 1 : query.page,
      pageSize: dropdown ? SEARCH_DROPDOWN_SIZE : query.pageSize,
      dropdown,
    });
    res.json(result);
  });

  return router;
}
