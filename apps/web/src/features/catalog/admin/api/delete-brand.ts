import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Deletes a brand; its products stay, without a brand. */
export const deleteBrand = (id: string) => callEndpoint(apiRoutes.brand.remove, { params: { id } });

export const useDeleteBrand = () => useCatalogMutation(deleteBrand);
