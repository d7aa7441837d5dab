import { SPREADSHEET_UNDO_DAYS } from '@shop/contracts/plain';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { SpreadsheetExport } from '../components/spreadsheet-export';
import { RecentImports } from '../components/recent-imports';
import { SpreadsheetImport } from '../components/spreadsheet-import';
import { formatNumber } from '../../../../lib/format';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

/**
 * «ورود و خروج اکسل»: the catalog out to a spreadsheet and back in, checked before anything is written,
 * each applied import undoable from the recent list.
 */
export default function SpreadsheetsPage() {
  return (
    <AdminScreen title="ورود و خروج اکسل">
      <SpreadsheetExport />
      <SpreadsheetImport />
      <section className="panel form-panel wide sheet-section" aria-labelledby="recent-imports-title">
        <h2 id="recent-imports-title">ورودهای اخیر</h2>
        <p className="hint">
          هر ورود را تا {formatNumber(SPREADSHEET_UNDO_DAYS)} روز می‌توان بازگرداند، اگر محصولاتش از آن پس
          ویرایش نشده باشند.
        </p>
        <RecentImports />
      </section>
    </AdminScreen>
  );
}
