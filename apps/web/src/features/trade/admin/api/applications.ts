import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type TradeApplicationStatus } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateTrade } from '../../../../shell/api/invalidate-trade';

const endpoint = apiRoutes.trade.applications;

/** Trade account applications, newest first; `status` narrows them («در انتظار بررسی» for the desk). */
export const listApplications = (status: TradeApplicationStatus | undefined, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: status ? { status } : {} }, signal);

export const applicationsQueryOptions = (status?: TradeApplicationStatus) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: status ? { status } : {} }),
    queryFn: ({ signal }) => listApplications(status, signal),
  });

export const useApplications = (status?: TradeApplicationStatus) =>
  useQuery(applicationsQueryOptions(status));

export type Decision = { decision: 'approve'; groupId: string } | { decision: 'refuse'; reason: string };

/** Approves into a group or refuses with a reason; the shopper gets an SMS either way. */
export const decideApplication = ({ id, ...body }: Decision & { id: string }) =>
  callEndpoint(apiRoutes.trade.decide, { params: { id }, body });

/** Settled either way: a 409 means another admin decided first. */
export const useDecideApplication = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: decideApplication, onSettled: () => invalidateTrade(client) });
};
