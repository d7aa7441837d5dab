import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** The product form's fields and files as multipart form data. */
export const createProduct = (form: FormData) => callEndpoint(apiRoutes.product.create, { body: form });

export const useCreateProduct = () => useCatalogMutation(createProduct);
