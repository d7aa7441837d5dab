import { errorMessage } from './api-client';
import './dialog.css';

export type DialogIcon = 'error' | 'success' | 'warning' | 'info' | 'question';

/** The spec's global dialog: one confirm button. */
export interface DialogOptions {
  title?: string;
  message?: string;
  icon?: DialogIcon;
}

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmText: string;
  cancelText: string;
}

// sweetalert2 is fetched the first time a dialog opens, never with the first screen.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

const rtl = { customClass: { popup: 'dialog-popup' }, returnFocus: true } as const;

export async function openDialog({
  title = 'پیام',
  message = '',
  icon = 'info',
}: DialogOptions): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...rtl, title, text: message, icon, confirmButtonText: 'باشه' });
}

/**
 * After a failed call: the API's Persian sentence (or the screen's fallback when the answer had none)
 * under the screen's title.
 */
export function errorDialog(
  error: unknown,
  { title = 'خطا', fallback }: { title?: string; fallback?: string } = {},
) {
  return openDialog({ title, message: errorMessage(error, fallback), icon: 'error' });
}

/** A yes/no question (delete confirmations); resolves true when confirmed. */
export async function confirmDialog({
  title,
  message,
  confirmText,
  cancelText,
}: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    ...rtl,
    title,
    text: message,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: true,
  });
  return answer.isConfirmed;
}
