import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.orders.mine;

/** The signed-in shopper's requests and orders, newest first (the latest 50). */
export const listMyOrders = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listMyOrders(signal) });

export const useMyOrders = () => useQuery(myOrdersQueryOptions());
