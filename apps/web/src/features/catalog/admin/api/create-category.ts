import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';

/** The category form's fields and image as multipart form data. */
export const createCategory = (form: FormData) => callEndpoint(apiRoutes.category.create, { body: form });

export const useCreateCategory = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => invalidateCatalog(client) });
};
