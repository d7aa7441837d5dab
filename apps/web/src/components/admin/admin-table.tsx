import type { ReactNode } from 'react';
import { confirmDialog, errorDialog, openDialog } from '../../lib/dialog';

/** One row of a dashboard list: a cell per heading, then its actions (a list without any has no such column). */
export interface AdminRow {
  key: string;
  cells: ReactNode[];
  actions?: ReactNode;
}

/**
 * A dashboard list: its column headings, and a last column of actions named for screen readers only.
 * In a narrow box (a phone) each row is a card, every cell under its heading and every action in reach.
 */
export function AdminTable({
  headings,
  rows,
  caption,
}: {
  headings: string[];
  rows: AdminRow[];
  /** What the table holds, for a screen reader's list of tables (shown, as the table's title). */
  caption?: string;
}) {
  const hasActions = rows.some((row) => row.actions !== undefined);
  return (
    <div className="admin-table-box">
      {/* The back-to-top button steps aside rather than cover a row. */}
      <table className="admin-table" data-keep-clear>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
            {hasActions && (
              <th>
                <span className="visually-hidden">کارها</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={headings[index]} data-label={headings[index]}>
                  {/* One box, so a card can set it beside its heading. */}
                  <span>{cell}</span>
                </td>
              ))}
              {hasActions && (
                <td className="actions-cell">
                  <div className="row-actions">{row.actions}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * «حذف» of a row: asks about `title` first (with `warning`, what else the delete takes along), then
 * deletes and says how it went. `label` names the button for screen readers when a list has many.
 */
export function DeleteButton({
  title,
  warning,
  label,
  remove,
}: {
  title: string;
  warning?: string;
  label?: string;
  remove: () => Promise<{ message: string }>;
}) {
  return (
    <button
      type="button"
      className="text-button danger"
      aria-label={label}
      onClick={() => deleteAfterConfirm(title, warning, remove)}
    >
      حذف
    </button>
  );
}

/** Asks first; then deletes and says how it went, in the shop's dialog. */
async function deleteAfterConfirm(
  title: string,
  warning: string | undefined,
  remove: () => Promise<{ message: string }>,
) {
  const sure = await confirmDialog({
    title: `آیا از حذف ${title} اطمینان دارید؟`,
    message: warning,
    confirmText: 'بله، حذف شود',
    cancelText: 'لغو',
    danger: true,
  });
  if (!sure) return;
  try {
    const answer = await remove();
    await openDialog({ title: 'حذف شد!', message: answer.message, icon: 'success' });
  } catch (error) {
    await errorDialog(error);
  }
}
