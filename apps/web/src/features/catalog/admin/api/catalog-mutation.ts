import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

/** A write to the catalog: once it succeeds, every answer that could show it is asked again. */
export function useCatalogMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCatalog(client) });
}
