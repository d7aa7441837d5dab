import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Saves the order of a category's attributes: every one of them, once. */
export const reorderAttributes = ({ categoryId, ids }: { categoryId: string; ids: string[] }) =>
  callEndpoint(apiRoutes.attribute.reorder, { params: { id: categoryId }, body: { ids } });

export const useReorderAttributes = () => useCatalogMutation(reorderAttributes);
