import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, FIRST_QUESTIONS, queryKeyFor } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

const endpoint = apiRoutes.questions.published;

/** A product's published questions, newest first, a page at a time (the server draws the first). */
export const listPublishedQuestions = (productId: string, page: number, signal?: AbortSignal) =>
  callEndpoint(endpoint, { params: { id: productId }, query: { page } }, signal);

export const publishedQuestionsQueryOptions = (productId: string, page: number = FIRST_QUESTIONS.page) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { params: { id: productId }, query: { page } }),
    queryFn: ({ signal }) => listPublishedQuestions(productId, page, signal),
  });

/** Another page keeps the one shown until it arrives, so the list does not jump. */
export const usePublishedQuestions = (productId: string, page?: number) =>
  useQuery({ ...publishedQuestionsQueryOptions(productId, page), placeholderData: keepPreviousData });
