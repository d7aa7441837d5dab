import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type QuestionStatus } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

const endpoint = apiRoutes.questions.list;

/** The desk's questions in one status: the oldest waiting first, else the newest first. */
export const listQuestions = (status: QuestionStatus, page: number, signal?: AbortSignal) =>
  callEndpoint(endpoint, { query: { status, page } }, signal);

export const questionsQueryOptions = (status: QuestionStatus, page: number) =>
  queryOptions({
    queryKey: queryKeyFor(endpoint, { query: { status, page } }),
    queryFn: ({ signal }) => listQuestions(status, page, signal),
  });

export const useQuestions = (status: QuestionStatus, page: number) =>
  useQuery({ ...questionsQueryOptions(status, page), placeholderData: keepPreviousData });
