import { listingFiltersOf } from '@shop/contracts';
import type { Request } from 'express';
import type { AppDeps } from '../app-deps';
import { countAddressRequest } from './address-budgets';
import { clientAddress, fromThisMachine } from './client-address';

/**
 * Answers with filter counts per client address, only those the answer cache does not hold (each is a
 * counting query of 50–200 ms at 100,000 products; a kept answer costs nothing): ADDRESS_BUDGETS'
 * `filter-counts`, in the database, so every API process draws on the same budget. Used as the cache's
 * `admit` by the filter panel, the filtered listings and the pages that draw them.
 */
export function filterCountBudget({
  config,
  database,
  clock,
}: Pick<AppDeps, 'config' | 'database' | 'clock'>) {
  const spend = async (req: Request) => {
    // The machine's own tools and tests are not limited.
    if (fromThisMachine(req, config.trustProxy)) return;
    await countAddressRequest(database.db, 'filter-counts', clientAddress(req), clock());
  };
  return {
    /** A filter panel: every one counts. */
    panel: spend,
    /** A listing or a page: only when its query chooses a filter (without, a listing is an index range). */
    listing: async (req: Request) => {
      if (Object.keys(listingFiltersOf(req.query)).length > 0) await spend(req);
    },
  };
}
