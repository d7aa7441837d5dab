import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

export const updateProduct = ({ id, form }: { id: string; form: FormData }) =>
  callEndpoint(apiRoutes.product.update, { params: { id }, body: form });

export const useUpdateProduct = () => useCatalogMutation(updateProduct);
