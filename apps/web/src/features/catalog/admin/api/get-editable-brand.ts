import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.brand.get;

/** One brand as the edit form starts from it. */
export const getEditableBrand = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const editableBrandQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getEditableBrand(id, signal),
  });

export const useEditableBrand = (id: string) => useQuery(editableBrandQueryOptions(id));
