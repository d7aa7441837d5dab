import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmDialog } from '../../../lib/dialog';

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

/** Leaving a form with unsaved changes asks first, in the shop's own dialog. */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    void confirmDialog({
      title: 'تغییرات ذخیره نشده است',
      message: 'اگر از این صفحه خارج شوید، تغییرات از دست می‌رود.',
      confirmText: 'خروج بدون ذخیره',
      cancelText: 'ماندن در صفحه',
    }).then((leave) => (leave ? blocker.proceed?.() : blocker.reset?.()));
    // Once per blocked navigation: the blocker object is new on every render.
  }, [blocked]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** A key for a form and the way to draw it fresh and empty (after a create: every field, file inputs too). */
export function useFreshForm() {
  const [round, setRound] = useState(0);
  return { key: round, clear: () => setRound((current) => current + 1) };
}
