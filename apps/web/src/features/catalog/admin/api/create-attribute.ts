import { apiRoutes, type AttributeCreate } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

export const createAttribute = ({ categoryId, body }: { categoryId: string; body: AttributeCreate }) =>
  callEndpoint(apiRoutes.attribute.create, { params: { id: categoryId }, body });

export const useCreateAttribute = () => useCatalogMutation(createAttribute);
