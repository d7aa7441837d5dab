import type { QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';

/** Every read of the catalog a shopper or an admin can see: products, categories, brands, specifications, search. */
const CATALOG_READS = new Set<unknown>(
  [
    ...Object.values(apiRoutes.product),
    ...Object.values(apiRoutes.category),
    ...Object.values(apiRoutes.brand),
    ...Object.values(apiRoutes.attribute),
    ...Object.values(apiRoutes.priceHistory),
    apiRoutes.search.search,
  ]
    .filter((route) => route.method === 'GET')
    .map((route) => route.path),
);

/** After an admin changes the catalog (or how it is searched), every answer that could show it is asked again. */
export const invalidateCatalog = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => CATALOG_READS.has(query.queryKey[0]) });
