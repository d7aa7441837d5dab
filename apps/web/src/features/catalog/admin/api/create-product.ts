import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

/** The product form's fields and files as multipart form data. */
export const createProduct = (form: FormData) => callEndpoint(apiRoutes.product.create, { body: form });

export const useCreateProduct = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateCatalog(client) });
};
