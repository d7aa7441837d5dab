import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateSynonyms } from './list-synonyms';

export const updateSynonym = ({ id, terms }: { id: string; terms: string[] }) =>
  callEndpoint(apiRoutes.synonyms.update, { params: { id }, body: { terms } });

export const useUpdateSynonym = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSynonym, onSuccess: () => invalidateSynonyms(client) });
};
