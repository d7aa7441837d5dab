import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryEndpoints } from '@shop/contracts';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';

const endpoint = categoryEndpoints.getAll;

/** Every category (a short list): the header menu, filters and "other categories". */
export const listCategories = () => callEndpoint(endpoint);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: listCategories, staleTime: 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
