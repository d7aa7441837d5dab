import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.product.get;

/** One product as the edit form starts from it (no related products). */
export const getProduct = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
