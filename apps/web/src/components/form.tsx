import type { FormHTMLAttributes, SubmitEvent } from 'react';

/**
 * Every form of the shop: the browser's own checks never show their English bubbles (`noValidate`).
 * A field whose rules (`required`, `minLength`, `pattern`) are broken hears `invalid` and says why in
 * Persian beside itself (TextField); the first one gets the focus, and `onSubmit` runs only when all
 * are valid.
 */
export function Form({ onSubmit, ...form }: FormHTMLAttributes<HTMLFormElement>) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!event.currentTarget.checkValidity()) {
      event.preventDefault();
      event.currentTarget
        .querySelector<HTMLElement>('input:invalid, select:invalid, textarea:invalid')
        ?.focus();
      return;
    }
    onSubmit?.(event);
  };
  return <form {...form} noValidate onSubmit={submit} />;
}
