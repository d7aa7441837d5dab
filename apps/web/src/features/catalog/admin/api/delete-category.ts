import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Deletes a category; its products move to «سایر». */
export const deleteCategory = (id: string) => callEndpoint(apiRoutes.category.remove, { params: { id } });

export const useDeleteCategory = () => useCatalogMutation(deleteCategory);
