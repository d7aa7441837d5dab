import type { QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';

const QUESTION_READS = new Set<unknown>(
  Object.values(apiRoutes.questions)
    .filter((route) => route.method === 'GET')
    .map((route) => route.path),
);

/** After the owner answers, approves or rejects: the desk, its count and the product pages' lists. */
export const invalidateQuestions = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => QUESTION_READS.has(query.queryKey[0]) });
