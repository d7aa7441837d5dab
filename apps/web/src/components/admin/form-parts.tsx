import { lazy, Suspense, useEffect, useId, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCEPTED_IMAGE_TYPES, pagePath } from '@shop/contracts/plain';
import { ResponsiveImage } from '../responsive-image';
import { SubmitButton } from '../submit-button';
import type { FieldErrors } from './admin-form';
import { FilePicker } from './file-picker';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Whitespace-only text, or an editor left with only empty markup, counts as empty. */
export const isBlank = (text: string) => text.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s|\u200c/g, '') === '';

/** Which products by stock, as the bulk price change and the export choose them. */
export const STOCK_CHOICES = [
  ['', 'موجود و ناموجود'],
  ['in-stock', 'فقط موجودها'],
  ['out-of-stock', 'فقط ناموجودها'],
] as const;

export const IMAGE_TYPES = ACCEPTED_IMAGE_TYPES.join(',');
export const isImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children(id)}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function RichTextField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (html: string, byUser: boolean) => void;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(id) => (
        <Suspense fallback={<p>در حال بارگذاری ویرایشگر...</p>}>
          <RichTextEditor id={id} labelledBy={`${id}-label`} value={props.value} onChange={props.onChange} />
        </Suspense>
      )}
    </Field>
  );
}

/** Previews of chosen files, released when they change. */
function FilePreviews({ files }: { files: File[] }) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  if (urls.length === 0) return null;
  return (
    <ul className="previews">
      {urls.map((url, index) => (
        <li key={url}>
          <img src={url} alt={`پیش‌نمایش ${files[index]!.name}`} width={96} height={96} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One image to upload, with the formats it may be in and a preview of the chosen file. On edit, the
 * stored image (`current`) is shown until another is chosen to replace it.
 */
export function ImageField({
  label,
  hint,
  error,
  image,
  current,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string;
  image: File | null;
  current?: { file: string; alt: string };
  onChange: (image: File | null) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(id) => (
        <>
          <FilePicker
            id={id}
            accept={IMAGE_TYPES}
            action={current ? 'انتخاب عکس دیگر' : 'انتخاب عکس'}
            chosen={image ? [image.name] : []}
            empty={current ? 'عکس فعلی (زیر) می‌ماند' : 'هنوز عکسی انتخاب نشده است'}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <p className="hint">{hint}</p>
          {image ? (
            <FilePreviews files={[image]} />
          ) : (
            current && (
              <figure className="current-image">
                <ResponsiveImage file={current.file} alt={current.alt} sizes="96px" width={96} height={96} />
                <figcaption>عکس فعلی</figcaption>
              </figure>
            )
          )}
        </>
      )}
    </Field>
  );
}

/** An admin form's save button. */
export const SaveButton = ({ busy, label }: { busy: boolean; label: string }) => (
  <SubmitButton busy={busy} label={label} busyLabel="در حال ذخیره..." />
);

/** The foot of a create or edit form: save, and when editing, a way back to the dashboard. */
export function FormFooter({ busy, label, canCancel }: { busy: boolean; label: string; canCancel: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="form-row save-bar" data-keep-clear>
      <SaveButton busy={busy} label={label} />
      {canCancel && (
        <button type="button" className="text-button" onClick={() => navigate(pagePath('dashboard'))}>
          انصراف
        </button>
      )}
    </div>
  );
}

/** What `TitleAndDescription` needs of a form (`useAdminForm`'s answer). */
interface TextForm {
  values: { title: string; description: string };
  errors: FieldErrors<'title' | 'description'>;
  edit: (patch: { title?: string; description?: string }, field: 'title' | 'description') => void;
  change: (patch: { description: string }) => void;
}

/** The title and the rich-text description a product or a category starts with. */
export function TitleAndDescription({
  form: { values, errors, edit, change },
  titleHint,
}: {
  form: TextForm;
  titleHint?: string;
}) {
  return (
    <>
      <Field label="عنوان" error={errors.title}>
        {(id) => (
          <>
            <input
              id={id}
              value={values.title}
              aria-describedby={titleHint ? `${id}-hint` : undefined}
              onChange={(e) => edit({ title: e.target.value }, 'title')}
            />
            {titleHint && (
              <p className="hint" id={`${id}-hint`}>
                {titleHint}
              </p>
            )}
          </>
        )}
      </Field>
      <RichTextField
        label="توضیحات"
        value={values.description}
        error={errors.description}
        onChange={(html, byUser) =>
          byUser ? edit({ description: html }, 'description') : change({ description: html })
        }
      />
    </>
  );
}
