import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Removes an attribute and the values products held for it. */
export const deleteAttribute = (id: string) => callEndpoint(apiRoutes.attribute.remove, { params: { id } });

export const useDeleteAttribute = () => useCatalogMutation(deleteAttribute);
