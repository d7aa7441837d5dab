import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export type DialogIcon = 'error' | 'success' | 'warning' | 'info' | 'question';

/** The spec's global dialog: one confirm button; on confirm, go to `redirectTo` when set. */
export interface DialogOptions {
  title?: string;
  message?: string;
  buttonText?: string;
  icon?: DialogIcon;
  redirectTo?: string | null;
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
  buttonText = 'باشه',
  icon = 'info',
}: DialogOptions): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...rtl, title, text: message, icon, confirmButtonText: buttonText });
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

/** `openDialog` that follows `redirectTo` inside the app once the shopper confirms. */
export function useDialog() {
  const navigate = useNavigate();
  return useCallback(
    async (options: DialogOptions) => {
      await openDialog(options);
      if (options.redirectTo) navigate(options.redirectTo);
    },
    [navigate],
  );
}
