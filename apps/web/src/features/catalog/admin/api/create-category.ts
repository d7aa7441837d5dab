import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** The category form's fields and image as multipart form data. */
export const createCategory = (form: FormData) => callEndpoint(apiRoutes.category.create, { body: form });

export const useCreateCategory = () => useCatalogMutation(createCategory);
