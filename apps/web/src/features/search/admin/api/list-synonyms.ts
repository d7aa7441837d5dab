import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

const endpoint = apiRoutes.synonyms.list;

/** The search's synonym groups: the words of a group count as one in a query. */
export const listSynonyms = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const synonymsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listSynonyms(signal) });

export const useSynonyms = () => useQuery(synonymsQueryOptions());

/** After a group changed: the groups, and the search answers they shape, are asked again. */
export const invalidateSynonyms = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: [endpoint.path] }), invalidateCatalog(client)]);
