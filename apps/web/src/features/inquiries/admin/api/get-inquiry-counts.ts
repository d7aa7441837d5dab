import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.inquiries.counts;

export type InquiryPeriod = 7 | 30;

/** Products by order-button clicks over the last 7 or 30 days. */
export const getInquiryCounts = (days: InquiryPeriod, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: { days } }, signal);

export const inquiryCountsQueryOptions = (days: InquiryPeriod) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: { days } }),
    queryFn: ({ signal }) => getInquiryCounts(days, signal),
  });

export const useInquiryCounts = (days: InquiryPeriod) => useQuery(inquiryCountsQueryOptions(days));
