import { useState, type FormEvent } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TITLE_MAX_LENGTH,
  PRODUCT_DOCUMENTS_MAX,
  type DocumentKind,
  type ProductDocument,
} from '@shop/contracts/plain';
import { Form } from '../../../../components/form';
import { DeleteButton } from '../../../../components/admin/admin-table';
import { FilePicker } from '../../../../components/admin/file-picker';
import { Field, isBlank } from '../../../../components/admin/form-parts';
import { ApiClientError } from '../../../../lib/api-client';
import { errorDialog, openDialog } from '../../../../lib/dialog';
import { formatFileSize, toPersianDigits } from '../../../../lib/format';
import { storedFileAddress } from '../../../../lib/images';
import { useDeleteProductDocument } from '../api/delete-product-document';
import { useEditableProduct } from '../api/get-editable-product';
import { useReorderProductDocuments } from '../api/reorder-product-documents';
import { useUploadProductDocument } from '../api/upload-product-document';
import '../product-documents.css';

type DraftErrors = Partial<Record<'title' | 'kind' | 'file', string>>;

interface Draft {
  title: string;
  kind: DocumentKind;
  file: File | null;
}

const EMPTY_DRAFT: Draft = { title: '', kind: 'datasheet', file: null };
const TOO_LARGE = 'حجم فایل باید کمتر از ۲۰ مگابایت باشد';

/** What can be told before sending: the server judges the file itself by its content. */
function checkDraft(draft: Draft): DraftErrors {
  const found: DraftErrors = {};
  if (isBlank(draft.title)) found.title = 'عنوان مستند الزامی است';
  if (!draft.file) found.file = 'فایل PDF مستند را انتخاب کنید';
  else if (draft.file.size > DOCUMENT_MAX_BYTES) found.file = TOO_LARGE;
  return found;
}

/** The API's field problems beside the form's fields. */
function errorsOf(error: unknown): DraftErrors {
  if (!(error instanceof ApiClientError)) return {};
  const { title, kind, file } = error.details;
  return { title, kind, file };
}

const facts = (document: ProductDocument) =>
  `${DOCUMENT_KIND_LABELS[document.kind]} · ${formatFileSize(document.bytes)} · ${toPersianDigits(document.pages)} صفحه`;

/** Adds a PDF: its title, its kind and the file. */
function UploadForm({ productId, full }: { productId: string; full: boolean }) {
  const upload = useUploadProductDocument();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  // A new key empties the file input after an upload.
  const [round, setRound] = useState(0);
  const edit = (patch: Partial<Draft>, field: keyof DraftErrors) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.set('title', draft.title.trim());
    form.set('kind', draft.kind);
    form.set('file', draft.file!);
    try {
      const answer = await upload.mutateAsync({ productId, form });
      setDraft(EMPTY_DRAFT);
      setRound((current) => current + 1);
      await openDialog({ title: 'ذخیره شد', message: answer.message, icon: 'success' });
    } catch (error) {
      setErrors(errorsOf(error));
      await errorDialog(error);
    }
  };

  if (full) return <p className="hint">این محصول {toPersianDigits(PRODUCT_DOCUMENTS_MAX)} مستند دارد.</p>;
  return (
    <Form className="form document-form" onSubmit={submit}>
      <Field label="عنوان مستند" error={errors.title}>
        {(id) => (
          <input
            id={id}
            value={draft.title}
            maxLength={DOCUMENT_TITLE_MAX_LENGTH}
            placeholder="مثلاً دیتاشیت کلید مینیاتوری iC60N"
            onChange={(e) => edit({ title: e.target.value }, 'title')}
          />
        )}
      </Field>
      <Field label="نوع مستند" error={errors.kind}>
        {(id) => (
          <select
            id={id}
            value={draft.kind}
            onChange={(e) => edit({ kind: e.target.value as DocumentKind }, 'kind')}
          >
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DOCUMENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="فایل PDF" error={errors.file}>
        {(id) => (
          <FilePicker
            key={round}
            id={id}
            accept="application/pdf,.pdf"
            action="انتخاب فایل"
            empty="فایلی انتخاب نشده است"
            chosen={draft.file ? [draft.file.name] : []}
            onChange={(e) => edit({ file: e.target.files?.[0] ?? null }, 'file')}
          />
        )}
      </Field>
      <p className="hint">فقط PDF بدون رمز، حداکثر ۲۰ مگابایت.</p>
      <div className="form-row">
        <button type="submit" className="button" disabled={upload.isPending}>
          {upload.isPending ? 'در حال بارگذاری...' : 'افزودن مستند'}
        </button>
      </div>
    </Form>
  );
}

/**
 * A product's PDFs on its edit screen (datasheet, certificate, catalogue, warranty terms): listed in
 * the product page's order, moved up or down, removed after a question, and added one at a time. Each
 * change is saved at once, apart from the product form.
 */
export function ProductDocumentsEditor({ productId }: { productId: string }) {
  const query = useEditableProduct(productId);
  const reorder = useReorderProductDocuments();
  const remove = useDeleteProductDocument();
  const [moved, setMoved] = useState('');
  const documents = query.data?.product.documents;

  const move = async (list: ProductDocument[], index: number, step: -1 | 1) => {
    const ids = list.map((document) => document._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id!);
    try {
      await reorder.mutateAsync({ productId, ids });
      setMoved(`«${list[index]!.title}» به ردیف ${toPersianDigits(index + step + 1)} رفت`);
    } catch (error) {
      await errorDialog(error);
    }
  };

  return (
    <section className="panel form-panel wide" aria-labelledby="documents-editor-title">
      <h2 id="documents-editor-title">مستندات و گواهی‌ها</h2>
      <p className="hint">
        دیتاشیت، گواهی استاندارد، کاتالوگ و شرایط گارانتی؛ در صفحه محصول به همین ترتیب فهرست می‌شوند و هر
        تغییر همان لحظه ذخیره می‌شود.
      </p>
      {!documents ? (
        <p>در حال بارگذاری...</p>
      ) : documents.length === 0 ? (
        <p>هنوز مستندی برای این محصول بارگذاری نشده است.</p>
      ) : (
        <ol className="document-editor-list">
          {documents.map((document, index, list) => (
            <li key={document._id}>
              <div className="document-editor-summary">
                <a href={storedFileAddress(document.file)} target="_blank" rel="noopener">
                  <bdi>{document.title}</bdi>
                </a>
                <span className="hint">{facts(document)}</span>
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`بردن «${document.title}» به بالا`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(list, index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`بردن «${document.title}» به پایین`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(list, index, 1)}
                >
                  ↓
                </button>
                <DeleteButton
                  title={`مستند «${document.title}»`}
                  label={`حذف ${document.title}`}
                  remove={() => remove.mutateAsync(document._id)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {moved}
      </p>
      <h3>افزودن مستند</h3>
      <UploadForm productId={productId} full={(documents?.length ?? 0) >= PRODUCT_DOCUMENTS_MAX} />
    </section>
  );
}
