import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type PriceRuleBody } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateTrade } from '../../../../shell/api/invalidate-trade';

const endpoint = apiRoutes.trade.rules;

/** A group's price rules, each with its target's title. */
export const listRules = (groupId: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: { groupId } }, signal);

export const rulesQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: { groupId } }),
    queryFn: ({ signal }) => listRules(groupId, signal),
  });

export const useRules = (groupId: string) => useQuery({ ...rulesQueryOptions(groupId), enabled: !!groupId });

/** Adds a rule, or replaces the group's rule for the same target. */
export const saveRule = (body: PriceRuleBody) => callEndpoint(apiRoutes.trade.saveRule, { body });

export const useSaveRule = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRule, onSuccess: () => invalidateTrade(client) });
};

export const deleteRule = (id: string) => callEndpoint(apiRoutes.trade.deleteRule, { params: { id } });

export const useDeleteRule = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRule, onSuccess: () => invalidateTrade(client) });
};
