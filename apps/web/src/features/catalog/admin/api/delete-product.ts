import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

export const deleteProduct = (id: string) => callEndpoint(apiRoutes.product.remove, { params: { id } });

export const useDeleteProduct = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateCatalog(client) });
};
