import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import type { CategoryPageRequest } from './get-category-with-products';

const endpoint = apiRoutes.brand.getWithProducts;

/** The brand page: the brand and one page of its products. */
export const getBrandWithProducts = (id: string, query: CategoryPageRequest, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id }, query }, signal);

export const brandWithProductsQueryOptions = (id: string, query: CategoryPageRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id }, query }),
    queryFn: ({ signal }) => getBrandWithProducts(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useBrandWithProducts = (id: string, query: CategoryPageRequest) =>
  useQuery(brandWithProductsQueryOptions(id, query));
