import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.product.removed;

/** A deleted product's address: what the shop remembers of it and products of its category. */
export const removedProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id } }),
    queryFn: ({ signal }) => callEndpoint(endpoint, { params: { id } }, signal),
  });

/** Asked only once the product itself answered 404; the server embeds the answer in a 410 page. */
export const useRemovedProduct = (id: string, enabled: boolean) =>
  useQuery({ ...removedProductQueryOptions(id), enabled });
