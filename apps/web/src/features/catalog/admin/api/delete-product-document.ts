import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Removes one of a product's documents (its file goes once no product names it). */
export const deleteProductDocument = (id: string) =>
  callEndpoint(apiRoutes.productDocument.remove, { params: { id } });

export const useDeleteProductDocument = () => useCatalogMutation(deleteProductDocument);
