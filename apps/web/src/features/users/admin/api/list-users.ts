import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { ADMIN_PAGE_SIZE } from '../../../../components/admin/admin-page-size';

const endpoint = apiRoutes.users.listUsers;

/** The users whose name or phone matches `q` (all when empty), a page at a time. */
export const listUsers = (q: string, page: number, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: usersQuery(q, page) }, signal);

const usersQuery = (q: string, page: number) => ({ ...(q ? { q } : {}), page, pageSize: ADMIN_PAGE_SIZE });

export const usersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: usersQuery(q, page) }),
    queryFn: ({ signal }) => listUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (q: string, page: number) => useQuery(usersQueryOptions(q, page));
