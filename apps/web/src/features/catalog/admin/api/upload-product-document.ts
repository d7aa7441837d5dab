import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { useCatalogMutation } from './catalog-mutation';

/** Adds a PDF to the product: the form's `title`, `kind` and the file `file`. */
export const uploadProductDocument = ({ productId, form }: { productId: string; form: FormData }) =>
  callEndpoint(apiRoutes.productDocument.upload, { params: { id: productId }, body: form });

export const useUploadProductDocument = () => useCatalogMutation(uploadProductDocument);
