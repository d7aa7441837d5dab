import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type categoryQueryOf, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.category.getWithProducts;

/** Page, sort and filters, as the page's URL names them. */
export type CategoryPageRequest = ReturnType<typeof categoryQueryOf>;

/** The category page: the category and one page of its products. */
export const getCategoryWithProducts = (id: string, query: CategoryPageRequest, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id }, query }, signal);

export const categoryWithProductsQueryOptions = (id: string, query: CategoryPageRequest) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id }, query }),
    queryFn: ({ signal }) => getCategoryWithProducts(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useCategoryWithProducts = (id: string, query: CategoryPageRequest) =>
  useQuery(categoryWithProductsQueryOptions(id, query));
