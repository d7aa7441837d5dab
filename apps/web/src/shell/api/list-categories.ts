import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

const endpoint = apiRoutes.category.getAll;

/** Every category (a short list): the header menu, filters and "other categories". */
export const listCategories = () => callEndpoint(endpoint);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: listCategories, staleTime: 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
