import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Saves the order of a product's documents: every one of them, once. */
export const reorderProductDocuments = ({ productId, ids }: { productId: string; ids: string[] }) =>
  callEndpoint(apiRoutes.productDocument.reorder, { params: { id: productId }, body: { ids } });

export const useReorderProductDocuments = () => useCatalogMutation(reorderProductDocuments);
