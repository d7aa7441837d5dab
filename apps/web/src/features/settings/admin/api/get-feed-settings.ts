import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.feedSettings.get;

/** The feed switches, the addresses to give Torob and Google, and whether the webhook has its token. */
export const getFeedSettings = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const feedSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => getFeedSettings(signal) });

export const useFeedSettings = () => useQuery(feedSettingsQueryOptions());
