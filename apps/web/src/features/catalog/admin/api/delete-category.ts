import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

/** Deletes a category; its products move to «سایر». */
export const deleteCategory = (id: string) => callEndpoint(apiRoutes.category.remove, { params: { id } });

export const useDeleteCategory = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => invalidateCatalog(client) });
};
