import type { PriceChange } from '@shop/contracts/plain';
import { confirmDialog, errorDialog, openDialog } from '../../../../lib/dialog';
import { formatNumber, formatSolarDateTime, toPersianDigits } from '../../../../lib/format';
import { usePriceChanges } from '../api/list-price-changes';
import { useUndoPriceChange } from '../api/undo-price-change';
import { AdminTable } from '../../../../components/admin/admin-table';
import { describeChange, describePriceList, describeSelection } from './price-change-summary';

/** Asks first; then undoes the whole change and says how it went (a 409 says which prices changed since). */
async function undoAfterConfirm(change: PriceChange, undo: (id: string) => Promise<{ message: string }>) {
  const sure = await confirmDialog({
    title: 'این تغییر قیمت بازگردانده شود؟',
    message: `قیمت ${formatNumber(change.productCount)} محصول به پیش از این تغییر برمی‌گردد.`,
    confirmText: 'بله، بازگردانده شود',
    cancelText: 'انصراف',
  });
  if (!sure) return;
  try {
    const answer = await undo(change._id);
    await openDialog({ title: 'بازگردانده شد', message: answer.message, icon: 'success' });
  } catch (error) {
    await errorDialog(error, { title: 'بازگردانی انجام نشد' });
  }
}

const stateOf = (change: PriceChange) =>
  change.undoneAt
    ? `بازگردانده در ${formatSolarDateTime(change.undoneAt)}${change.undoneBy ? ` توسط ${toPersianDigits(change.undoneBy)}` : ''}`
    : 'اعمال‌شده';

/** The most recent bulk price changes, each undoable as a whole until it is undone. */
export function RecentPriceChanges() {
  const list = usePriceChanges();
  const undo = useUndoPriceChange();
  if (!list.data) return <p>در حال بارگذاری...</p>;
  if (list.data.changes.length === 0) return <p>هنوز تغییر گروهی قیمتی انجام نشده است.</p>;
  return (
    <AdminTable
      headings={['تغییر', 'محصولات', 'زمان', 'انجام‌دهنده', 'وضعیت']}
      rows={list.data.changes.map((change) => ({
        key: change._id,
        cells: [
          <span key="rule">
            {describePriceList(change)}
            {describeChange(change.rule)}
            <br />
            <span className="hint">{describeSelection(change.rule.selection, change)}</span>
          </span>,
          formatNumber(change.productCount),
          formatSolarDateTime(change.createdAt),
          <bdi key="by">{change.createdBy ? toPersianDigits(change.createdBy) : '—'}</bdi>,
          stateOf(change),
        ],
        actions: change.undoneAt ? (
          <></>
        ) : (
          <button
            type="button"
            className="text-button danger"
            disabled={undo.isPending}
            onClick={() => void undoAfterConfirm(change, (id) => undo.mutateAsync(id))}
          >
            بازگردانی
          </button>
        ),
      }))}
    />
  );
}
