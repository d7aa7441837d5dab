import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type ProductListQuery, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.product.list;

/** What the shop screen sends: only the filters in use, as the API reads them from a query string. */
export interface ProductListRequest {
  page: number;
  pageSize: number;
  sort: ProductListQuery['sort'];
  categoryId?: string;
  inStock?: 'true';
}

export const listProducts = (query: ProductListRequest, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query }, signal);

export const productListQueryOptions = (query: ProductListRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query }),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductList = (query: ProductListRequest) => useQuery(productListQueryOptions(query));
