import { apiRoutes, type AttributeUpdate } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Renames an attribute, changes its unit, list or filter; its kind stays. */
export const updateAttribute = ({ id, body }: { id: string; body: AttributeUpdate }) =>
  callEndpoint(apiRoutes.attribute.update, { params: { id }, body });

export const useUpdateAttribute = () => useCatalogMutation(updateAttribute);
