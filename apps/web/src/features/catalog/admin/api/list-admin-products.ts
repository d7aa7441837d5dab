import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { ADMIN_PAGE_SIZE } from '../../../../components/admin/admin-page-size';

const endpoint = apiRoutes.product.adminList;

const adminProductsQuery = (q: string, page: number) => ({
  ...(q ? { q } : {}),
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

/** The dashboard's product list: newest first, the products whose title holds `q` (all when empty). */
export const listAdminProducts = (q: string, page: number, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: adminProductsQuery(q, page) }, signal);

export const adminProductsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: adminProductsQuery(q, page) }),
    queryFn: ({ signal }) => listAdminProducts(q, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (q: string, page: number) => useQuery(adminProductsQueryOptions(q, page));
