import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

const endpoint = apiRoutes.settings.get;

export const getSettings = () => callEndpoint(endpoint);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: getSettings, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(settingsQueryOptions());
