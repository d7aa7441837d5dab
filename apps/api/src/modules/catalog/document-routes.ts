import { DOCUMENT_MAX_BYTES, productDocumentEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import { filesOf, multipartForm } from '../../http/upload';
import { deleteDocument, reorderDocuments, uploadDocument } from './document-service';
import { DOCUMENT_MESSAGES, PRODUCT_MESSAGES } from './messages';

/** The form's boundaries, part headers and two short text fields, beside the PDF itself. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

/** A product's PDF documents: written by admins (the product reads list them). */
export function productDocumentRoutes({
  config,
  database,
  images,
}: Pick<AppDeps, 'config' | 'database' | 'images'>): Router {
  const deps = { db: database.db, images };
  const { upload, reorder, remove } = productDocumentEndpoints;
  const documentForm = multipartForm({
    files: [{ name: 'file', maxCount: 1, tooManyMessage: DOCUMENT_MESSAGES.oneFile }],
    maxFields: 4,
    maxFileBytes: DOCUMENT_MAX_BYTES,
    tooLargeMessage: DOCUMENT_MESSAGES.tooLarge,
    maxBodyBytes: DOCUMENT_MAX_BYTES + FORM_ALLOWANCE_BYTES,
  });
  const router = Router();
  const route = contractRoutes(router, config);
  const ofProduct = { notFound: PRODUCT_MESSAGES.notFound };

  route(upload, { ...ofProduct, before: [documentForm] }, async ({ params, body, req }) => ({
    document: await uploadDocument(deps, params.id, body, filesOf(req, 'file')[0]),
    message: DOCUMENT_MESSAGES.uploaded,
  }));
  route(reorder, ofProduct, async ({ params, body }) => ({
    documents: await reorderDocuments(deps.db, params.id, body.ids),
    message: DOCUMENT_MESSAGES.reordered,
  }));
  route(remove, { notFound: DOCUMENT_MESSAGES.notFound }, async ({ params }) => {
    await deleteDocument(deps, params.id);
    return { id: params.id, message: DOCUMENT_MESSAGES.deleted };
  });
  return router;
}
