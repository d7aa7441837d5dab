import type * as PdfLib from 'pdf-lib';
import { loadOnFirstUse } from '../../load-on-first-use';
import { badRequest } from '../../http/app-error';
import { DOCUMENT_MESSAGES } from './messages';

const pdfLib = loadOnFirstUse<typeof PdfLib>('pdf-lib');

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

const refuse = (message: string) => badRequest(message, { file: message });

/**
 * Judges an uploaded document by its content, never by its name or declared type: it must begin with
 * `%PDF-`, parse as a PDF (pdf-lib, yielding to other requests while it reads), not be encrypted (a
 * reader would ask shoppers for a password) and have at least one page. Answers its page count.
 */
export async function readPdf(bytes: Buffer): Promise<{ pages: number }> {
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) throw refuse(DOCUMENT_MESSAGES.notAPdf);
  // Loaded despite encryption and asked, rather than caught as EncryptedPDFError: pdf-lib's errors are
  // compiled to ES5 classes, which `instanceof` does not recognize.
  const document = await pdfLib()
    .PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    .catch(() => undefined);
  if (document?.isEncrypted) throw refuse(DOCUMENT_MESSAGES.encrypted);
  // No catalog, a broken page tree, a file cut short: nothing a reader could open.
  const pages = countPages(document);
  if (!pages) throw refuse(DOCUMENT_MESSAGES.unreadable);
  return { pages };
}

function countPages(document: PdfLib.PDFDocument | undefined): number {
  try {
    return document?.getPageCount() ?? 0;
  } catch {
    return 0;
  }
}
