import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint, endpointUrl } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.proForma.get;

/** A pro-forma by its unguessable token, and whether its validity has passed. */
export const getProForma = (token: string, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { token } }, signal);

export const proFormaQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { token } }),
    queryFn: ({ signal }) => getProForma(token, signal),
    retry: false,
  });

export const useProForma = (token: string) => useQuery(proFormaQueryOptions(token));

/** Where the pro-forma's PDF is downloaded from (a plain link: the browser saves the file). */
export const proFormaPdfAddress = (token: string) => endpointUrl(apiRoutes.proForma.pdf, { token });
