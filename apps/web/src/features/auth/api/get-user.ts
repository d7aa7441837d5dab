import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@shop/contracts';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';

const endpoint = usersEndpoints.getUser;

export const getUser = (id: string) => callEndpoint(endpoint, { params: { id } });

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: () => getUser(id),
    retry: false,
  });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
