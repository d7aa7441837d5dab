import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateQuestions } from './invalidate-questions';

/** Answers a question (or edits its answer) and publishes it. */
export const answerQuestion = ({ id, answer }: { id: string; answer: string }) =>
  callEndpoint(apiRoutes.questions.answer, { params: { id }, body: { answer } });

export const useAnswerQuestion = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: answerQuestion, onSettled: () => invalidateQuestions(client) });
};
