import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type OrderListQuery } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.orders.list;

/** A page of the desk's orders, newest first, as the filters choose them. */
export const listOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query }, signal);

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query }),
    queryFn: ({ signal }) => listOrders(query, signal),
    // The page stays on screen while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrderListQuery) => useQuery(ordersQueryOptions(query));
