import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type FilterParams, type SearchSort } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.search.search;

export const DROPDOWN_PRODUCTS = 5;

/** The dropdown asks with `searchItem` (the spec's parameter), the results page with `q` and a page. */
export type SearchRequest =
  | { searchItem: string; pageSize: number }
  | ({ q: string; page: number; pageSize: number; sort?: SearchSort } & FilterParams);

export const searchProducts = (query: SearchRequest, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query }, signal);

export const searchQueryOptions = (query: SearchRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query }),
    queryFn: ({ signal }) => searchProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearch = (query: SearchRequest | null) =>
  useQuery({ ...searchQueryOptions(query ?? { searchItem: '', pageSize: 0 }), enabled: query !== null });
