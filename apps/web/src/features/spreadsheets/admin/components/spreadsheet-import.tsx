import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SPREADSHEET_FILE_FIELDS, type ImportCheck } from '@shop/contracts/plain';
import { Form } from '../../../../components/form';
import { SubmitButton } from '../../../../components/submit-button';
import { errorDialog } from '../../../../lib/dialog';
import { formatNumber, toPersianDigits } from '../../../../lib/format';
import { useApplySpreadsheet, type ImportDone } from '../api/apply-spreadsheet';
import { useCheckSpreadsheet } from '../api/check-spreadsheet';
import { AdminTable } from '../../../../components/admin/admin-table';
import { FilePicker } from '../../../../components/admin/file-picker';

const SHEET_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Chosen {
  sheet?: File;
  images?: File;
}

const formOf = ({ sheet, images }: Chosen) => {
  const form = new FormData();
  if (sheet) form.append(SPREADSHEET_FILE_FIELDS.sheet, sheet);
  if (images) form.append(SPREADSHEET_FILE_FIELDS.images, images);
  return form;
};

/** How far the apply has come: a real progress bar, its value said in Persian. */
function ImportProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="sheet-progress">
      <p id="progress-label">
        ثبت ردیف‌ها: {formatNumber(done)} از {formatNumber(total)}
      </p>
      <div
        className="progress-bar"
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${toPersianDigits(percent)} درصد`}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}

const rowLabel = (row: number) => `ردیف ${formatNumber(row)}`;
/** An empty cell said in words, so «خالی» is not mistaken for a missing answer. */
const cellText = (text: string) => text || '(خالی)';
/** «(۵۰۰ مورد نخست در جدول آمده است.)» when the answer lists fewer than it counts. */
const firstListed = (count: number, listed: number, noun: string) =>
  count > listed ? ` (${formatNumber(listed)} ${noun} نخست در جدول آمده است.)` : '';

/**
 * The dry run's answer: the counts; every problem by row and column; the rows that would undo an edit
 * made in the shop since the export; and each cell that would change, as the shop has it and as the sheet
 * says.
 */
function CheckResult({ check }: { check: ImportCheck }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [check]);
  return (
    <div className="sheet-check">
      <h3 ref={heading} tabIndex={-1}>
        نتیجه بررسی
      </h3>
      <p>
        {formatNumber(check.rows)} ردیف خوانده شد: {formatNumber(check.created)} محصول تازه،{' '}
        {formatNumber(check.updated)} ویرایش و {formatNumber(check.unchanged)} بدون تغییر.
      </p>
      {check.problemCount > 0 ? (
        <>
          <p className="note" role="alert">
            {formatNumber(check.problemCount)} مشکل پیدا شد؛ آن‌ها را در فایل برطرف کنید و دوباره بفرستید.
            {firstListed(check.problemCount, check.problems.length, 'مشکل')}
          </p>
          <AdminTable
            headings={['ردیف', 'ستون', 'مشکل']}
            rows={check.problems.map((problem, index) => ({
              key: String(index),
              cells: [rowLabel(problem.row), problem.column, problem.message],
            }))}
          />
        </>
      ) : (
        <p className="success-note">فایل مشکلی ندارد و آماده ثبت است.</p>
      )}
      {check.warningCount > 0 && (
        <>
          <p className="note" role="alert">
            {formatNumber(check.warningCount)} ردیف محصولی را تغییر می‌دهد که پس از گرفتن این خروجی در فروشگاه
            ویرایش شده است؛ با ثبت، آن ویرایش‌ها برمی‌گردند. بهتر است خروجی تازه بگیرید.
            {firstListed(check.warningCount, check.warnings.length, 'ردیف')}
          </p>
          <AdminTable
            caption="ردیف‌هایی که ویرایش تازه‌تر فروشگاه را برمی‌گردانند"
            headings={['ردیف', 'هشدار']}
            rows={check.warnings.map((warning, index) => ({
              key: String(index),
              cells: [rowLabel(warning.row), warning.message],
            }))}
          />
        </>
      )}
      {check.changeCount > 0 && (
        <>
          <p>
            {formatNumber(check.changeCount)} خانه در محصولات فعلی تغییر می‌کند.
            {firstListed(check.changeCount, check.changes.length, 'تغییر')}
          </p>
          <AdminTable
            caption="خانه‌هایی که تغییر می‌کنند"
            headings={['ردیف', 'ستون', 'اکنون در فروشگاه', 'پس از ثبت']}
            rows={check.changes.map((change, index) => ({
              key: String(index),
              cells: [rowLabel(change.row), change.column, cellText(change.before), cellText(change.after)],
            }))}
          />
        </>
      )}
    </div>
  );
}

/**
 * «ورود»: a sheet (and a ZIP of pictures) checked first, then applied as a whole, with its progress and a
 * summary. Choosing another file hides the last check, so what is applied is what was checked.
 */
export function SpreadsheetImport() {
  const [chosen, setChosen] = useState<Chosen>({});
  const [checked, setChecked] = useState<{ files: Chosen; check: ImportCheck }>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [summary, setSummary] = useState<ImportDone>();
  const check = useCheckSpreadsheet();
  const apply = useApplySpreadsheet((done, total) => setProgress({ done, total }));

  const choose = (patch: Chosen) => {
    setChosen((current) => ({ ...current, ...patch }));
    setChecked(undefined);
    setSummary(undefined);
    setProgress(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setSummary(undefined);
      setChecked({ files: chosen, check: await check.mutateAsync(formOf(chosen)) });
    } catch (error) {
      await errorDialog(error);
    }
  };

  const applyChecked = async () => {
    if (!checked) return;
    try {
      setProgress({ done: 0, total: checked.check.created + checked.check.updated });
      setSummary(await apply.mutateAsync(formOf(checked.files)));
      setChecked(undefined);
    } catch (error) {
      setProgress(undefined);
      await errorDialog(error);
    }
  };

  const ready = checked && checked.check.problemCount === 0;
  return (
    <section className="panel form-panel wide sheet-section" aria-labelledby="import-title">
      <h2 id="import-title">وارد کردن</h2>
      <Form className="form" onSubmit={submit}>
        <p className="hint">
          فایل XLSX یا CSV (با کدگذاری UTF-8) با همان ستون‌های خروجی. ردیف بدون شناسه محصول تازه می‌سازد.
          عکس‌ها نشانی عکس‌های همین فروشگاه‌اند یا نام فایلی در فایل ZIP کنار آن.
        </p>
        <div className="field">
          <label htmlFor="sheet-file">فایل اکسل یا CSV</label>
          <FilePicker
            id="sheet-file"
            accept={SHEET_TYPES}
            action="انتخاب فایل"
            empty="فایلی انتخاب نشده"
            chosen={chosen.sheet ? [chosen.sheet.name] : []}
            onChange={(event) => choose({ sheet: event.target.files?.[0] })}
          />
        </div>
        <div className="field">
          <label htmlFor="images-file">عکس‌ها در یک فایل ZIP (اختیاری)</label>
          <FilePicker
            id="images-file"
            accept=".zip,application/zip"
            action="انتخاب فایل ZIP"
            empty="فایلی انتخاب نشده"
            chosen={chosen.images ? [chosen.images.name] : []}
            onChange={(event) => choose({ images: event.target.files?.[0] })}
          />
        </div>
        <SubmitButton busy={check.isPending} label="بررسی فایل" busyLabel="در حال بررسی..." />
      </Form>
      {checked && <CheckResult check={checked.check} />}
      {ready && (
        <button type="button" className="button" disabled={apply.isPending} onClick={applyChecked}>
          {apply.isPending ? 'در حال ثبت...' : 'ثبت تغییرات'}
        </button>
      )}
      {progress && <ImportProgress {...progress} />}
      {summary && (
        <p className="success-note" role="status">
          {summary.message}
        </p>
      )}
    </section>
  );
}
