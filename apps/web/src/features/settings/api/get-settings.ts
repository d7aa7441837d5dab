import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@shop/contracts';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';

const endpoint = settingsEndpoints.get;

export const getSettings = () => callEndpoint(endpoint);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: getSettings, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(settingsQueryOptions());
