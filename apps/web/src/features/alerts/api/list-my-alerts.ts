import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.alerts.mine;

/** The signed-in shopper's «خبرم کن» alerts: those waiting, then the last ones sent. */
export const listMyAlerts = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const myAlertsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listMyAlerts(signal) });

/** Asked only for a signed-in shopper (`enabled`): a visitor has none. */
export const useMyAlerts = (enabled = true) => useQuery({ ...myAlertsQueryOptions(), enabled });
