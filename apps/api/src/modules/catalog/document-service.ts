import { PRODUCT_DOCUMENTS_MAX, type ProductDocument } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { productDocuments, type ProductDocumentRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';
import { unpinImages } from '../../images/image-pins';
import { removeUnusedImages, storeDocument } from '../../images/image-store';
import type { CatalogDeps } from './images';
import { DOCUMENT_MESSAGES } from './messages';
import { readPdf } from './pdf-file';
import { toDocument } from './serialize';
import { requireProductExists } from './product-exists';

export interface DocumentInput {
  title: string;
  kind: ProductDocument['kind'];
}

/** The product's documents in order: one range of product_documents_product_idx. */
export function readDocuments(db: Database | Transaction, productId: string): Promise<ProductDocumentRow[]> {
  return db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.position), asc(productDocuments.createdAt));
}

function checkRoom(held: ProductDocumentRow[]) {
  if (held.length >= PRODUCT_DOCUMENTS_MAX)
    throw badRequest(DOCUMENT_MESSAGES.tooMany, { file: DOCUMENT_MESSAGES.tooMany });
  return held;
}

/**
 * Adds a PDF to the product, listed last: the file is checked by content, stored (pinned, so no cleanup
 * takes it meanwhile), then the row is written. A refused or failed write leaves neither row nor file.
 */
export async function uploadDocument(
  deps: CatalogDeps,
  productId: string,
  input: DocumentInput,
  file: UploadedFile | undefined,
): Promise<ProductDocument> {
  if (!file) throw badRequest(DOCUMENT_MESSAGES.fileRequired, { file: DOCUMENT_MESSAGES.fileRequired });
  // The cheap refusals come before the file is parsed; the count again under the product's lock.
  await requireProductExists(deps.db, productId);
  checkRoom(await readDocuments(deps.db, productId));
  const { pages } = await readPdf(file.buffer);

  const stored = await storeDocument(file.buffer, deps.images, { pin: true });
  const release = () => unpinImages(deps.db, stored.pin ? [stored.pin] : []);
  let row: ProductDocumentRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      await requireProductExists(tx, productId, { lock: true });
      const held = checkRoom(await readDocuments(tx, productId));
      const [inserted] = await tx
        .insert(productDocuments)
        .values({
          productId,
          kind: input.kind,
          title: input.title,
          file: stored.name,
          bytes: file.buffer.length,
          pages,
          position: (held.at(-1)?.position ?? -1) + 1,
        })
        .returning();
      return inserted!;
    });
  } catch (error) {
    await release();
    await removeUnusedImages(deps.images, [stored.name]);
    throw error;
  }
  await release();
  return toDocument(row);
}

/** Saves the order of the product's documents: every one of them, once. */
export async function reorderDocuments(
  db: Database,
  productId: string,
  ids: string[],
): Promise<ProductDocument[]> {
  await db.transaction(async (tx) => {
    await requireProductExists(tx, productId, { lock: true });
    const current = (await readDocuments(tx, productId)).map((row) => row.id).sort();
    const wanted = ids.map((id) => id.toLowerCase());
    const given = [...wanted].sort();
    if (given.length !== current.length || given.some((id, index) => id !== current[index]))
      throw badRequest(DOCUMENT_MESSAGES.badOrder, { ids: DOCUMENT_MESSAGES.badOrder });
    for (const [position, id] of wanted.entries())
      await tx.update(productDocuments).set({ position }).where(eq(productDocuments.id, id));
  });
  return (await readDocuments(db, productId)).map(toDocument);
}

/** Removes a document; its file goes after the commit, once no row names it. */
export async function deleteDocument(deps: CatalogDeps, id: string): Promise<void> {
  const [row] = await deps.db.delete(productDocuments).where(eq(productDocuments.id, id)).returning();
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  await removeUnusedImages(deps.images, [row.file]);
}
