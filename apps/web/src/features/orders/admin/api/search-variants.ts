import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.orders.variants;

/** Variants to put on an order, by a part of the title or a whole code or barcode (at most 20). */
export const searchVariants = (q: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: { q } }, signal);

export const variantsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: { q } }),
    queryFn: ({ signal }) => searchVariants(q, signal),
    placeholderData: keepPreviousData,
  });

/** Asks only for a query of something. */
export const useOrderableVariants = (q: string) =>
  useQuery({ ...variantsQueryOptions(q), enabled: q.trim() !== '' });
