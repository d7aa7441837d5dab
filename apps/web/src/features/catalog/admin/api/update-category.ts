import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

export const updateCategory = ({ id, form }: { id: string; form: FormData }) =>
  callEndpoint(apiRoutes.category.update, { params: { id }, body: form });

export const useUpdateCategory = () => useCatalogMutation(updateCategory);
