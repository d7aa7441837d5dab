import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

const endpoint = apiRoutes.brand.list;

/** Every brand, in Persian alphabetical order, with how many products carry it. */
export const listBrands = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listBrands(signal) });

export const useBrands = () => useQuery(brandsQueryOptions());
