import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateQuestions } from './invalidate-questions';

/** Hides a question from the product page. */
export const rejectQuestion = (id: string) => callEndpoint(apiRoutes.questions.reject, { params: { id } });

export const useRejectQuestion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectQuestion, onSettled: () => invalidateQuestions(client) });
};
