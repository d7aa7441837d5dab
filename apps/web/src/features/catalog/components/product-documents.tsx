import { DOCUMENT_KIND_LABELS, type ProductDocument } from '@shop/contracts/plain';
import { BidiText } from '../../../components/bidi-text';
import { formatFileSize, toPersianDigits } from '../../../lib/format';
import { storedFileAddress } from '../../../lib/images';

/**
 * The product's PDFs (datasheet, certificate, catalogue, warranty terms): each with its kind, title,
 * size and pages, opened in a new tab (the file itself is sent as a download). Nothing when there are none.
 */
export function ProductDocuments({ documents }: { documents: ProductDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <section className="section" aria-labelledby="documents-title">
      <h2 id="documents-title">مستندات و گواهی‌ها</h2>
      <ul className="document-list">
        {documents.map((document) => (
          <li key={document._id}>
            <a href={storedFileAddress(document.file)} target="_blank" rel="noopener">
              <span className="document-kind">{DOCUMENT_KIND_LABELS[document.kind]}</span>
              <span className="document-title">
                <BidiText text={document.title} />
              </span>
              <span className="document-facts">
                <bdi>PDF</bdi>، {formatFileSize(document.bytes)}، {toPersianDigits(document.pages)} صفحه
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
