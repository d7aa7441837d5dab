import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateQuestions } from './invalidate-questions';

/** Publishes a question as it is, with its answer if it has one. */
export const approveQuestion = (id: string) => callEndpoint(apiRoutes.questions.approve, { params: { id } });

export const useApproveQuestion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveQuestion, onSettled: () => invalidateQuestions(client) });
};
