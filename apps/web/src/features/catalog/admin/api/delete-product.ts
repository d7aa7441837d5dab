import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

export const deleteProduct = (id: string) => callEndpoint(apiRoutes.product.remove, { params: { id } });

export const useDeleteProduct = () => useCatalogMutation(deleteProduct);
