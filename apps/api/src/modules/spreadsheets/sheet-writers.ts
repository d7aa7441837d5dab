import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';
import { loadOnFirstUse } from '../../load-on-first-use';

const excelJs = loadOnFirstUse<typeof ExcelJS>('exceljs');

export type SheetCell = string | number | null;

/** Waits while the output's buffer is full, so a slow download never piles rows up in memory. */
async function drained(output: Writable, accepted: boolean) {
  if (!accepted && !output.writableEnded) await once(output, 'drain');
}

/** Rows as CSV in UTF-8 with a byte order mark, which is how Excel knows to show Persian. */
export async function writeCsvRows(rows: AsyncIterable<SheetCell[]>, output: Writable): Promise<void> {
  const csv = stringify({ bom: true });
  csv.pipe(output);
  for await (const row of rows) await drained(csv, csv.write(row));
  csv.end();
  await once(csv, 'end');
}

/** Rows as XLSX through exceljs's streaming writer, a right-to-left sheet: each row written out as made. */
export async function writeXlsxRows(
  rows: AsyncIterable<SheetCell[]>,
  sheetName: string,
  output: Writable,
): Promise<void> {
  const { WorkbookWriter } = excelJs().stream.xlsx;
  const workbook = new WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ rightToLeft: true }] });
  for await (const row of rows) {
    sheet.addRow(row).commit();
    await drained(output, !output.writableNeedDrain);
  }
  sheet.commit();
  await workbook.commit();
}

export type SheetFormat = 'csv' | 'xlsx';

const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Streams rows as a download, `<name>-<today>.<format>` (the XLSX sheet named `sheetName`), never kept by a
 * cache. A failure before the first byte is an ordinary error answer; midway it can only cut the download.
 */
export async function sendSheet(
  res: Response,
  { name, sheetName, format }: { name: string; sheetName: string; format: SheetFormat },
  rows: AsyncIterable<SheetCell[]>,
): Promise<void> {
  res.setHeader('Content-Type', SHEET_TYPES[format]);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.${format}"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  const write = format === 'csv' ? writeCsvRows(rows, res) : writeXlsxRows(rows, sheetName, res);
  await write.catch((error: unknown) => {
    if (!res.headersSent) throw error;
    res.destroy(error as Error);
  });
  if (!res.writableEnded) res.end();
}
