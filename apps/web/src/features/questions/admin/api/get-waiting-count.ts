import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.questions.waitingCount;

/** How many questions wait for the owner's answer (the dashboard's card). */
export const getWaitingCount = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const waitingCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => getWaitingCount(signal) });

export const useWaitingCount = () => useQuery(waitingCountQueryOptions());
