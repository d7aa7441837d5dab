import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.category.get;

/** One category as the edit form starts from it (no products). */
export const getEditableCategory = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const editableCategoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getEditableCategory(id, signal),
  });

export const useEditableCategory = (id: string) => useQuery(editableCategoryQueryOptions(id));
