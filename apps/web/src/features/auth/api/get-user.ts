import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.users.getUser;

export const getUser = (id: string) => callEndpoint(endpoint, { params: { id } });

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: () => getUser(id),
    retry: false,
  });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
