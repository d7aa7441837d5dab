import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

const endpoint = apiRoutes.attribute.list;

/** A category's specification attributes, in order, with how many products hold a value for each. */
export const listAttributes = (categoryId: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id: categoryId } }, signal);

export const attributesQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id: categoryId } }),
    queryFn: ({ signal }) => listAttributes(categoryId, signal),
  });

/** No category chosen (an empty id): nothing is asked. */
export const useAttributes = (categoryId: string) =>
  useQuery({ ...attributesQueryOptions(categoryId), enabled: !!categoryId });
