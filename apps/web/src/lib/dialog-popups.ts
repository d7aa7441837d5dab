import Swal from 'sweetalert2';
import type { ConfirmOptions, DialogIcon, DialogOptions, PromptOptions } from './dialog';
import './dialog.css';

// The dialogs themselves: dialog.ts loads this module, its styles and sweetalert2 when one first opens.

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
  await Swal.fire({ ...look(icon), title, text: message, confirmButtonText: 'باشه' });
}

export async function confirmDialog({
  title,
  message,
  confirmText,
  cancelText,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
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
