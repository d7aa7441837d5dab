import { confirmDialog, errorDialog } from '../../../lib/dialog';

/** Asks `question` first; then removes, and says only when that failed (the list itself shows the rest). */
export async function removeAfterAsking(question: string, remove: () => Promise<unknown>): Promise<void> {
  const sure = await confirmDialog({
    title: question,
    confirmText: 'حذف',
    cancelText: 'انصراف',
    danger: true,
  });
  if (!sure) return;
  try {
    await remove();
  } catch (error) {
    await errorDialog(error, { title: 'حذف نشد' });
  }
}
