import { queryOptions, useQuery } from '@tanstack/react-query';
import { productEndpoints } from '@shop/contracts';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';

const endpoint = productEndpoints.popular;

export const getPopularProducts = () => callEndpoint(endpoint);

export const popularProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: getPopularProducts });

export const usePopularProducts = () => useQuery(popularProductsQueryOptions());
