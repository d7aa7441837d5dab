import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';
import { invalidateTrade } from './invalidate-trade';

const endpoint = apiRoutes.trade.groups;

/** The customer groups with how many accounts each holds. */
export const listGroups = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listGroups(signal) });

export const useGroups = () => useQuery(groupsQueryOptions());

export const createGroup = (name: string) => callEndpoint(apiRoutes.trade.createGroup, { body: { name } });

export const useCreateGroup = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createGroup, onSuccess: () => invalidateTrade(client) });
};

/** Moves an account into a group, or back to the consumers (null). */
export const setUserGroup = ({ id, groupId }: { id: string; groupId: string | null }) =>
  callEndpoint(apiRoutes.trade.setUserGroup, { params: { id }, body: { groupId } });

export const useSetUserGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserGroup,
    onSuccess: () =>
      Promise.all([
        invalidateTrade(client),
        client.invalidateQueries({ queryKey: [apiRoutes.users.listUsers.path] }),
      ]),
  });
};
