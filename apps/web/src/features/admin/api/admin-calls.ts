import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoryEndpoints,
  inquiryEndpoints,
  productEndpoints,
  usersEndpoints,
  type Role,
} from '@shop/contracts';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';

export const ADMIN_PAGE_SIZE = 20;

export const useUsers = (q: string, page: number) => {
  const query = { ...(q ? { q } : {}), page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyFor(usersEndpoints.listUsers, { query }),
    queryFn: () => callEndpoint(usersEndpoints.listUsers, { query }),
    placeholderData: keepPreviousData,
  });
};

export const useAdminProducts = (page: number) => {
  const query = { page, pageSize: ADMIN_PAGE_SIZE, sort: 'newest' as const };
  return useQuery({
    queryKey: queryKeyFor(productEndpoints.list, { query }),
    queryFn: () => callEndpoint(productEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
};

export const useSetRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      callEndpoint(usersEndpoints.setRole, { params: { id }, body: { role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [usersEndpoints.listUsers.path] }),
  });
};

/** Deletes, then every list that could show the item is asked again. */
export const useDelete = (kind: 'product' | 'category') => {
  const client = useQueryClient();
  const endpoint = kind === 'product' ? productEndpoints.remove : categoryEndpoints.remove;
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoint, { params: { id } }),
    onSuccess: () =>
      Promise.all(
        [productEndpoints.list.path, categoryEndpoints.getAll.path, '/api/search'].map((path) =>
          client.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
};

/** Products by order-button clicks over the last 7 or 30 days. */
export const useInquiryCounts = (days: 7 | 30) => {
  const query = { days };
  return useQuery({
    queryKey: queryKeyFor(inquiryEndpoints.counts, { query }),
    queryFn: () => callEndpoint(inquiryEndpoints.counts, { query }),
  });
};
