import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

export const updateCategory = ({ id, form }: { id: string; form: FormData }) =>
  callEndpoint(apiRoutes.category.update, { params: { id }, body: form });

export const useUpdateCategory = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => invalidateCatalog(client) });
};
