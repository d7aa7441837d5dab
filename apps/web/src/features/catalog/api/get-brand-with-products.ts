import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import type { ProductListRequest } from './list-products';

const endpoint = apiRoutes.brand.getWithProducts;

/** The brand page: the brand and one page of its products (of one of its categories, with `categoryId`). */
export const getBrandWithProducts = (id: string, query: ProductListRequest, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id }, query }, signal);

export const brandWithProductsQueryOptions = (id: string, query: ProductListRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id }, query }),
    queryFn: ({ signal }) => getBrandWithProducts(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useBrandWithProducts = (id: string, query: ProductListRequest) =>
  useQuery(brandWithProductsQueryOptions(id, query));
