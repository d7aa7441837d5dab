import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Adds a brand: the form's names and, when chosen, its logo. */
export const createBrand = (form: FormData) => callEndpoint(apiRoutes.brand.create, { body: form });

export const useCreateBrand = () => useCatalogMutation(createBrand);
