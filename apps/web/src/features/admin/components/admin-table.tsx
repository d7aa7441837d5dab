import type { ReactNode } from 'react';
import { confirmDialog, errorDialog, openDialog } from '../../../lib/dialog';

/** A dashboard list: its column headings, and a last column of actions named for screen readers only. */
export function AdminTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading}>{heading}</th>
          ))}
          <th>
            <span className="visually-hidden">کارها</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** «حذف» of a row: asks about `title` first, then deletes and says how it went. */
export function DeleteButton({
  title,
  remove,
}: {
  title: string;
  remove: () => Promise<{ message: string }>;
}) {
  return (
    <button type="button" className="text-button danger" onClick={() => deleteAfterConfirm(title, remove)}>
      حذف
    </button>
  );
}

/** Asks first; then deletes and says how it went, in the shop's dialog. */
async function deleteAfterConfirm(title: string, remove: () => Promise<{ message: string }>) {
  const sure = await confirmDialog({
    title: `آیا از حذف ${title} اطمینان دارید؟`,
    confirmText: 'بله، حذف شود',
    cancelText: 'لغو',
  });
  if (!sure) return;
  try {
    const answer = await remove();
    await openDialog({ title: 'حذف شد!', message: answer.message, icon: 'success' });
  } catch (error) {
    await errorDialog(error);
  }
}
