import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateImports } from './list-imports';

export const undoImport = (id: string) => callEndpoint(apiRoutes.spreadsheets.undoImport, { params: { id } });

export const useUndoImport = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: undoImport, onSuccess: () => invalidateImports(client) });
};
