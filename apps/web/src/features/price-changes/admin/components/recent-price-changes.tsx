import { formatNumber, formatSolarDateTime, toPersianDigits } from '../../../../lib/format';
import { usePriceChanges } from '../api/list-price-changes';
import { useUndoPriceChange } from '../api/undo-price-change';
import { AdminTable } from '../../../../components/admin/admin-table';
import { UndoButton, undoStateOf } from '../../../../components/admin/undo';
import { describeChange, describePriceList, describeSelection } from './price-change-summary';

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
          undoStateOf(change),
        ],
        actions: change.undoneAt ? (
          <></>
        ) : (
          <UndoButton
            disabled={undo.isPending}
            title="این تغییر قیمت بازگردانده شود؟"
            message={`قیمت ${formatNumber(change.productCount)} محصول به پیش از این تغییر برمی‌گردد.`}
            undo={() => undo.mutateAsync(change._id)}
          />
        ),
      }))}
    />
  );
}
