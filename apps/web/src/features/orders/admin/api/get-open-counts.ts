import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.orders.openCounts;

/** How many orders wait in each open status. */
export const getOpenCounts = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const openCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => getOpenCounts(signal) });

export const useOpenCounts = () => useQuery(openCountsQueryOptions());
