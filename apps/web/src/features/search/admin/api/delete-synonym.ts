import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateSynonyms } from './list-synonyms';

export const deleteSynonym = (id: string) => callEndpoint(apiRoutes.synonyms.remove, { params: { id } });

export const useDeleteSynonym = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSynonym, onSuccess: () => invalidateSynonyms(client) });
};
