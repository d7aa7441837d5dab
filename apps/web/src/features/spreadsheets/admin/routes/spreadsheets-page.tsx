import { AdminScreen } from '../../../../components/admin/admin-screen';
import { SpreadsheetExport } from '../components/spreadsheet-export';
import { SpreadsheetImport } from '../components/spreadsheet-import';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

/** «ورود و خروج اکسل»: the catalog out to a spreadsheet and back in, checked before anything is written. */
export default function SpreadsheetsPage() {
  return (
    <AdminScreen title="ورود و خروج اکسل">
      <SpreadsheetExport />
      <SpreadsheetImport />
    </AdminScreen>
  );
}
