import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateSynonyms } from './list-synonyms';

export const createSynonym = (terms: string[]) =>
  callEndpoint(apiRoutes.synonyms.create, { body: { terms } });

export const useCreateSynonym = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSynonym, onSuccess: () => invalidateSynonyms(client) });
};
