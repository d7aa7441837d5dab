import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.orders.variants;

/** Variants a rule or a tier can name, by a part of the title or a whole code or barcode (the desk's search). */
export const variantsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: { q } }),
    queryFn: ({ signal }) => callEndpoint(endpoint, { query: { q } }, signal),
    placeholderData: keepPreviousData,
  });

export const useVariantSearch = (q: string) =>
  useQuery({ ...variantsQueryOptions(q), enabled: q.trim() !== '' });
