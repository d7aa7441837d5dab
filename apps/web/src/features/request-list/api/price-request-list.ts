import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type RequestLine } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { keepPricedList } from './last-priced-list';

const endpoint = apiRoutes.requestList.price;

/** The list priced by the server, now: today's prices, totals and each line's state. */
export const priceRequestList = (lines: RequestLine[], signal?: AbortSignal) =>
  callEndpoint(endpoint, { body: { lines } }, signal);

/** Priced now, and kept as the list's last prices for a visit without a connection. */
const priceAndKeep = async (lines: RequestLine[], signal?: AbortSignal) => {
  const answer = await priceRequestList(lines, signal);
  keepPricedList(lines, answer);
  return answer;
};

export const pricedListQueryOptions = (lines: RequestLine[]) =>
  queryOptions({
    // A read, though sent as POST (a list of 100 lines does not fit an address): keyed by its lines.
    queryKey: [...queryKeyFor(endpoint), lines] as const,
    queryFn: ({ signal }) => priceAndKeep(lines, signal),
    placeholderData: keepPreviousData,
    enabled: lines.length > 0,
  });

export const usePricedList = (lines: RequestLine[]) => useQuery(pricedListQueryOptions(lines));
