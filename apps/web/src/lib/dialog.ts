import { errorMessage } from './api-client';

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

export interface PromptOptions extends ConfirmOptions {
  /** The text box's label. */
  label: string;
  /** What the dialog says when the box is left empty; without it, empty is an answer. */
  requiredMessage?: string;
  maxLength?: number;
}

// The dialogs, their styles and sweetalert2 are fetched the first time one opens, never with a page.
const popups = () => import('./dialog-popups');

export const openDialog = async (options: DialogOptions): Promise<void> =>
  (await popups()).openDialog(options);

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
export const confirmDialog = async (options: ConfirmOptions): Promise<boolean> =>
  (await popups()).confirmDialog(options);

/** A question with a text answer (a cancel's reason); resolves the trimmed text, or undefined when declined. */
export const promptDialog = async (options: PromptOptions): Promise<string | undefined> =>
  (await popups()).promptDialog(options);
