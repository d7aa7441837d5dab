import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

const endpoint = apiRoutes.spreadsheets.imports;

/** The most recent applied imports, newest first. */
export const listImports = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const importsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listImports(signal) });

export const useImports = () => useQuery(importsQueryOptions());

/** After an import or its undo: the recent imports, and every answer that shows a product, are asked again. */
export const invalidateImports = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: [endpoint.path] }), invalidateCatalog(client)]);
