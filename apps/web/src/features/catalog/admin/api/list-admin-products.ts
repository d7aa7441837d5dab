import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type StockState } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { ADMIN_PAGE_SIZE } from '../../../../components/admin/admin-page-size';

const endpoint = apiRoutes.product.adminList;

/** What the dashboard's product list is narrowed by; an empty value narrows by nothing. */
export interface AdminProductFilters {
  q?: string;
  categoryId?: string;
  brandId?: string;
  stock?: StockState | '';
}

const adminProductsQuery = ({ q, categoryId, brandId, stock }: AdminProductFilters, page: number) => ({
  ...(q ? { q } : {}),
  ...(categoryId ? { categoryId } : {}),
  ...(brandId ? { brandId } : {}),
  ...(stock ? { stock } : {}),
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

/** The dashboard's product list: newest first, narrowed by `filters` (all products when none). */
export const listAdminProducts = (filters: AdminProductFilters, page: number, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: adminProductsQuery(filters, page) }, signal);

export const adminProductsQueryOptions = (filters: AdminProductFilters, page: number) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: adminProductsQuery(filters, page) }),
    queryFn: ({ signal }) => listAdminProducts(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (filters: AdminProductFilters, page: number) =>
  useQuery(adminProductsQueryOptions(filters, page));
