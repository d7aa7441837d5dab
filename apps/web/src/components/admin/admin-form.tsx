import {
  Fragment,
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { ApiClientError, errorMessage } from '../../lib/api-client';
import { theBrowserHistory, type HeldLeave } from '../../lib/browser-history';
import { confirmDialog, errorDialog, openDialog } from '../../lib/dialog';

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;

/** How a form is saved: its own checks, the call, and what the dialogs say. */
interface SaveSteps<Key extends string, Send extends () => Promise<unknown>> {
  /** A message for each field that is wrong; none, and the form is sent. */
  check: () => FieldErrors<Key>;
  send: Send;
  /** The success dialog's title. */
  saved: string;
  /** The error dialog's title, and its text when the answer carries none. */
  failed: { title?: string; fallback?: string };
  /** After the success dialog is closed, with what `send` answered. */
  then: (sent: Awaited<ReturnType<Send>>) => void;
}

/** A change of some values: the new ones, or a function of the current values that answers them. */
export type Patch<Values> = Partial<Values> | ((current: Values) => Partial<Values>);

/**
 * An admin form's values, the errors beside its fields, and whether the admin changed anything (leaving
 * then asks first). `edit` is the admin's change, `change` one the form makes itself (the editor
 * rewriting the HTML it was given). Both stay the same functions from one render to the next, so a
 * row of a long table handed a callback built on them need not be drawn again when another row changes.
 */
export function useAdminForm<Values extends object, Key extends string>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  useLeaveGuard(dirty && !busy);

  const change = useCallback(
    (patch: Patch<Values>) =>
      setValues((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  );
  const edit = useCallback(
    (patch: Patch<Values>, field?: Key) => {
      change(patch);
      setDirty(true);
      if (field)
        setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    },
    [change],
  );

  /** Checks, sends, says how it went; the API's field errors show beside the fields. */
  const submit =
    <Send extends () => Promise<unknown>>(steps: SaveSteps<Key, Send>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const found = steps.check();
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setBusy(true);
      try {
        const sent = (await steps.send()) as Awaited<ReturnType<Send>>;
        setDirty(false);
        await openDialog({ title: steps.saved, icon: 'success' });
        steps.then(sent);
      } catch (error) {
        if (error instanceof ApiClientError) setErrors(error.details as FieldErrors<Key>);
        await errorDialog(error, steps.failed);
      } finally {
        setBusy(false);
      }
    };

  return { values, errors, busy, edit, change, submit };
}

/** Leaving a form with unsaved changes asks first, in the shop's own dialog. */
function useLeaveGuard(dirty: boolean) {
  const ask = useEffectEvent((leave: HeldLeave) => {
    const title = 'تغییرات ذخیره نشده است';
    const message = 'اگر از این صفحه خارج شوید، تغییرات از دست می‌رود.';
    void confirmDialog({
      title,
      message,
      confirmText: 'خروج بدون ذخیره',
      cancelText: 'ماندن در صفحه',
      danger: true,
    })
      // The shop's dialog has code of its own to fetch; without it (offline), the browser's asks.
      .catch(() => window.confirm(`${title}. ${message}`))
      .then((leaving) => (leaving ? leave.proceed() : leave.reset()));
  });
  useEffect(() => {
    if (!dirty) return;
    return theBrowserHistory().block(
      (from, to) => from.pathname !== to.pathname,
      (leave) => ask(leave),
    );
  }, [dirty]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** A new record's form, drawn fresh and empty after each create: every field, file inputs too. */
export function FreshAfterCreate({ children }: { children: (onCreated: () => void) => ReactNode }) {
  const [round, setRound] = useState(0);
  return <Fragment key={round}>{children(() => setRound((current) => current + 1))}</Fragment>;
}

/** A stored record's form, drawn once the record has loaded: the form starts from it. */
export function OnceLoaded<T>({
  query,
  failed,
  children,
}: {
  query: { data?: T; error: unknown };
  /** What to say when it could not be loaded; the API's sentence when not given. */
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <p role="alert">{failed ?? errorMessage(query.error)}</p>;
  if (query.data === undefined) return <p>در حال بارگذاری...</p>;
  return children(query.data);
}
