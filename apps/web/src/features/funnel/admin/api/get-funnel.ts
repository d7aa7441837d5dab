import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelPeriod } from '@shop/contracts';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.funnel.get;

/** Views, order-button presses, pro-formas and confirmed orders per day over the last 30 or 90 days. */
export const getFunnel = (days: FunnelPeriod, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: { days } }, signal);

export const funnelQueryOptions = (days: FunnelPeriod) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: { days } }),
    queryFn: ({ signal }) => getFunnel(days, signal),
  });

export const useFunnel = (days: FunnelPeriod) => useQuery(funnelQueryOptions(days));
