import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { ADMIN_PAGE_SIZE } from './admin-page-size';

const endpoint = apiRoutes.product.list;

const adminProductsQuery = (page: number) => ({ page, pageSize: ADMIN_PAGE_SIZE, sort: 'newest' as const });

/** The dashboard's product list: newest first, a page at a time. */
export const listAdminProducts = (page: number, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: adminProductsQuery(page) }, signal);

export const adminProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: adminProductsQuery(page) }),
    queryFn: ({ signal }) => listAdminProducts(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (page: number) => useQuery(adminProductsQueryOptions(page));
