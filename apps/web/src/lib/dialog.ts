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
  /** The confirm button loses something (a delete, unsaved edits): it is red. */
  danger?: boolean;
}

// sweetalert2 is fetched the first time a dialog opens, never with the first screen.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** The shop's colours for each icon (SweetAlert's own are pastel). */
const ICON_COLORS: Record<DialogIcon, string> = {
  error: 'var(--danger)',
  success: 'var(--success)',
  warning: 'var(--warning)',
  info: 'var(--brand)',
  question: 'var(--brand)',
};

/** The shop's look: its font, colours and buttons (dialog.css), right to left. */
const look = (icon: DialogIcon, confirmButton = 'button') =>
  ({
    icon,
    iconColor: ICON_COLORS[icon],
    buttonsStyling: false,
    customClass: {
      popup: 'dialog-popup',
      title: 'dialog-title',
      actions: 'dialog-actions',
      confirmButton,
      cancelButton: 'button button-secondary',
    },
    returnFocus: true,
  }) as const;

export async function openDialog({
  title = 'پیام',
  message = '',
  icon = 'info',
}: DialogOptions): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...look(icon), title, text: message, confirmButtonText: 'باشه' });
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

/** A yes/no question (delete confirmations); resolves true when confirmed. The focus starts on «no». */
export async function confirmDialog({
  title,
  message,
  confirmText,
  cancelText,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    ...look('warning', danger ? 'button button-danger' : 'button'),
    title,
    text: message,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: true,
  });
  return answer.isConfirmed;
}

export interface PromptOptions extends ConfirmOptions {
  /** The text box's label. */
  label: string;
  /** What the dialog says when the box is left empty; without it, empty is an answer. */
  requiredMessage?: string;
  maxLength?: number;
}

/** A question with a text answer (a cancel's reason); resolves the trimmed text, or undefined when declined. */
export async function promptDialog({
  title,
  message,
  label,
  confirmText,
  cancelText,
  danger = false,
  requiredMessage,
  maxLength = 500,
}: PromptOptions): Promise<string | undefined> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    ...look('question', danger ? 'button button-danger' : 'button'),
    title,
    text: message,
    input: 'textarea',
    inputLabel: label,
    inputAttributes: { maxlength: String(maxLength) },
    inputValidator: (value: string) => (requiredMessage && !value.trim() ? requiredMessage : undefined),
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
  });
  return answer.isConfirmed ? String(answer.value ?? '').trim() : undefined;
}
