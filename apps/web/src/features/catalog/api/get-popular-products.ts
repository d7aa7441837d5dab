import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.product.popular;

export const getPopularProducts = () => callEndpoint(endpoint);

export const popularProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: getPopularProducts });

export const usePopularProducts = () => useQuery(popularProductsQueryOptions());
