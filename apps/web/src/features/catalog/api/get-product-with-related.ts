import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.product.getWithRelated;

/** The product page: the product and its related products. */
export const getProductWithRelated = (id: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id } }, signal);

export const productWithRelatedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => getProductWithRelated(id, signal),
  });

export const useProductWithRelated = (id: string) => useQuery(productWithRelatedQueryOptions(id));
