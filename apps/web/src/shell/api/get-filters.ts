import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type FilterPlace, type FilterParams } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

const endpoint = apiRoutes.product.filters;

/** The filter panel's call: where it counts and the filters chosen (see `filtersQueryOf`). */
export type FiltersRequest = FilterPlace & FilterParams;

export const filtersQueryOptions = (query: FiltersRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query }),
    queryFn: ({ signal }) => callEndpoint(endpoint, { query }, signal),
    placeholderData: keepPreviousData,
  });

export const useFilterFacets = (query: FiltersRequest) => useQuery(filtersQueryOptions(query));
