import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

export const updateProduct = ({ id, form }: { id: string; form: FormData }) =>
  callEndpoint(apiRoutes.product.update, { params: { id }, body: form });

export const useUpdateProduct = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateCatalog(client) });
};
