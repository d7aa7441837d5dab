import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type shopQueryOf } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.product.list;

/** What the shop screen sends: only the filters in use, as the API reads them from a query string. */
export type ProductListRequest = ReturnType<typeof shopQueryOf>;

export const listProducts = (query: ProductListRequest, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query }, signal);

export const productListQueryOptions = (query: ProductListRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query }),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductList = (query: ProductListRequest) => useQuery(productListQueryOptions(query));
