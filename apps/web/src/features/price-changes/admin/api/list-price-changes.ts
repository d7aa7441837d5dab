import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

const endpoint = apiRoutes.priceChanges.list;

/** The most recent bulk price changes, newest first. */
export const listPriceChanges = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const priceChangesQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listPriceChanges(signal) });

export const usePriceChanges = () => useQuery(priceChangesQueryOptions());

/** After prices changed in bulk: the recent changes, and every answer that shows a price, are asked again. */
export const invalidatePriceChanges = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: [endpoint.path] }), invalidateCatalog(client)]);
