import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.alerts.waiting;

/** The products shoppers wait for most («خبرم کن»), with how many wait for each event. */
export const listWaitedProducts = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const useWaitedProducts = () =>
  useQuery(
    queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listWaitedProducts(signal) }),
  );
