import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.orders.get;

/** An order and its history. */
export const getOrder = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: false,
  });

/** `enabled`: only once the visitor is known to be an admin. */
export const useOrder = (id: string, enabled: boolean) => useQuery({ ...orderQueryOptions(id), enabled });
