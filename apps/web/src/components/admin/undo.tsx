import { confirmDialog, errorDialog, openDialog } from '../../lib/dialog';
import { formatSolarDateTime, toPersianDigits } from '../../lib/format';

interface UndoRequest {
  /** The question asked first, and what undoing will do. */
  title: string;
  message: string;
  undo: () => Promise<{ message: string }>;
}

/**
 * Asks first; then undoes and says how it went (a refusal, such as a 409 naming what changed since, in
 * the API's words).
 */
async function undoAfterConfirm({ title, message, undo }: UndoRequest): Promise<void> {
  const sure = await confirmDialog({
    title,
    message,
    confirmText: 'بله، بازگردانده شود',
    cancelText: 'انصراف',
  });
  if (!sure) return;
  try {
    const answer = await undo();
    await openDialog({ title: 'بازگردانده شد', message: answer.message, icon: 'success' });
  } catch (error) {
    await errorDialog(error, { title: 'بازگردانی انجام نشد' });
  }
}

/** «اعمال‌شده», or when and by whom it was undone. */
export const undoStateOf = ({ undoneAt, undoneBy }: { undoneAt: string | null; undoneBy: string | null }) =>
  undoneAt
    ? `بازگردانده در ${formatSolarDateTime(undoneAt)}${undoneBy ? ` توسط ${toPersianDigits(undoneBy)}` : ''}`
    : 'اعمال‌شده';

/** «بازگردانی» in a recent list's row: asks, undoes as a whole, says how it went. */
export function UndoButton({ disabled, ...request }: UndoRequest & { disabled: boolean }) {
  return (
    <button
      type="button"
      className="text-button danger"
      disabled={disabled}
      onClick={() => void undoAfterConfirm(request)}
    >
      بازگردانی
    </button>
  );
}
