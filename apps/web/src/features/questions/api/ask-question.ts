import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

/** A signed-in shopper's question: kept waiting, shown once the owner answers or approves it. */
export const askQuestion = ({ productId, question }: { productId: string; question: string }) =>
  callEndpoint(apiRoutes.questions.ask, { params: { id: productId }, body: { question } });

// Nothing to refresh: a new question shows nowhere until the owner publishes it.
export const useAskQuestion = () => useMutation({ mutationFn: askQuestion });
