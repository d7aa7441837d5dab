import type { SpreadsheetImport } from '@shop/contracts/plain';
import { AdminTable } from '../../../../components/admin/admin-table';
import { UndoButton, undoStateOf } from '../../../../components/admin/undo';
import { formatNumber, formatSolarDateTime, toPersianDigits } from '../../../../lib/format';
import { useImports } from '../api/list-imports';
import { useUndoImport } from '../api/undo-import';

const stateOf = (record: SpreadsheetImport) =>
  record.undoneAt
    ? undoStateOf(record)
    : record.undoable
      ? `اعمال‌شده؛ بازگرداندنی تا ${formatSolarDateTime(record.undoableUntil)}`
      : 'اعمال‌شده؛ زمان بازگردانی گذشته است';

/** The most recent applied imports, each undoable as a whole for SPREADSHEET_UNDO_DAYS, until it is undone. */
export function RecentImports() {
  const list = useImports();
  const undo = useUndoImport();
  if (!list.data) return <p>در حال بارگذاری...</p>;
  if (list.data.imports.length === 0) return <p>هنوز فایلی وارد نشده است.</p>;
  return (
    <AdminTable
      headings={['زمان', 'افزوده', 'ویرایش‌شده', 'انجام‌دهنده', 'وضعیت']}
      rows={list.data.imports.map((record) => ({
        key: record._id,
        cells: [
          formatSolarDateTime(record.createdAt),
          formatNumber(record.created),
          formatNumber(record.updated),
          <bdi key="by">{record.createdBy ? toPersianDigits(record.createdBy) : '—'}</bdi>,
          stateOf(record),
        ],
        actions: record.undoable ? (
          <UndoButton
            disabled={undo.isPending}
            title="این ورود اکسل بازگردانده شود؟"
            message={
              `${formatNumber(record.created)} محصول افزوده‌شده حذف می‌شود و ` +
              `${formatNumber(record.updated)} ردیف ویرایش‌شده به پیش از این ورود برمی‌گردد (قیمت، موجودی، عکس‌ها و مشخصات).`
            }
            undo={() => undo.mutateAsync(record._id)}
          />
        ) : (
          <></>
        ),
      }))}
    />
  );
}
