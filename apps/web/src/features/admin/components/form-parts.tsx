import { lazy, Suspense, useEffect, useId, useMemo, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Whitespace-only text, or an editor left with only empty markup, counts as empty. */
export const isBlank = (text: string) => text.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s|\u200c/g, '') === '';

export const isImage = (file: File) => /^image\/(jpeg|png|gif|webp)$/.test(file.type);

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

export function RichTextField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (html: string) => void;
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
export function FilePreviews({ files }: { files: File[] }) {
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

/** Leaving a form with unsaved changes asks first. */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('تغییرات ذخیره نشده است. از این صفحه خارج می‌شوید؟')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
