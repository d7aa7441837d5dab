import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.priceHistory.get;

/** A product's variants' prices over the last 12 months, and when each last changed. */
export const getPriceHistory = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const priceHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getPriceHistory(id, signal),
  });

export const usePriceHistory = (id: string) => useQuery(priceHistoryQueryOptions(id));
