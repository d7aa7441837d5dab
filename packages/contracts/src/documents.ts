import { z } from 'zod';
import { deletedResponseSchema } from './catalog';
import { defineEndpoints, idParams } from './endpoint';
import { productDocumentSchema } from './entities';
import { apiRoutes } from './plain/api-routes';
import { DOCUMENT_KINDS, DOCUMENT_TITLE_MAX_LENGTH, PRODUCT_DOCUMENTS_MAX } from './plain/documents';
import { hasVisibleText } from './plain/text';

const message = z.string();
const TITLE_REQUIRED = 'عنوان مستند الزامی است';

/** Text fields of the document form (multipart, with the PDF as the file `file`). */
export const productDocumentFormSchema = z.object({
  title: z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .refine(hasVisibleText, TITLE_REQUIRED)
    .refine((title) => title.length <= DOCUMENT_TITLE_MAX_LENGTH, 'عنوان مستند حداکثر ۱۲۰ نویسه است'),
  kind: z.enum(DOCUMENT_KINDS, { error: 'نوع مستند را انتخاب کنید' }),
});
export type ProductDocumentForm = z.input<typeof productDocumentFormSchema>;

/** The product's documents in their new order: each of its document ids exactly once. */
export const productDocumentOrderSchema = z.object({
  ids: z
    .array(z.guid('شناسه مستند نامعتبر است'), { error: 'ترتیب مستندها الزامی است' })
    .max(PRODUCT_DOCUMENTS_MAX, 'ترتیب مستندها نامعتبر است'),
});

const documentList = z.object({ documents: z.array(productDocumentSchema) });

/** A product's PDFs (`:id` is the product's, but for `remove`): written by admins, read with the product. */
export const productDocumentEndpoints = defineEndpoints(apiRoutes.productDocument, {
  /** Checked by content (a PDF, not encrypted, within DOCUMENT_MAX_BYTES), stored, then listed last. */
  upload: {
    params: idParams,
    body: productDocumentFormSchema,
    files: ['file'],
    response: z.object({ document: productDocumentSchema, message }),
  },
  reorder: {
    params: idParams,
    body: productDocumentOrderSchema,
    response: documentList.extend({ message }),
  },
  /** `:id` is the document's; its file goes once nothing names it. */
  remove: {
    params: idParams,
    response: deletedResponseSchema,
  },
});
