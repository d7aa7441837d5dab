import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

export const updateBrand = ({ id, form }: { id: string; form: FormData }) =>
  callEndpoint(apiRoutes.brand.update, { params: { id }, body: form });

export const useUpdateBrand = () => useCatalogMutation(updateBrand);
