import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.category.get;

/** One category as the edit form starts from it (no products). */
export const getCategory = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getCategory(id, signal),
  });

export const useCategory = (id: string) => useQuery(categoryQueryOptions(id));
