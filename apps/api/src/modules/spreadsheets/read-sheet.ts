import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';

/** A formula cell of an XLSX file: refused, never evaluated. */
export const FORMULA = Symbol('formula');
/** A cell as read: text (every CSV cell), a number (XLSX numeric cells), or a formula. */
export type ReadCell = string | number | typeof FORMULA;

export interface SheetRow {
  /** The row's number as a spreadsheet program shows it (the header is 1). */
  number: number;
  cells: ReadCell[];
}

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/**
 * The rows of a CSV (UTF-8, with or without a byte order mark) or XLSX file (its first worksheet),
 * one at a time; past `maxRows` rows after the header, the file is refused with a 413.
 */
export async function* readSheet(bytes: Buffer, maxRows: number): AsyncGenerator<SheetRow> {
  const rows = isZip(bytes) ? xlsxRows(bytes) : csvRows(bytes);
  let count = 0;
  for await (const row of rows) {
    if (row.cells.every((cell) => cell === '')) continue;
    if (++count > maxRows + 1) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', SHEET_MESSAGES.tooManyRows(maxRows));
    }
    yield row;
  }
}

async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  if (!isUtf8(bytes)) throw badRequest(SHEET_MESSAGES.notUtf8);
  const parser = Readable.from([bytes]).pipe(
    parse({ bom: true, relax_column_count: true, info: true, max_record_size: 1_000_000 }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { number: info.lines, cells: record.map((cell) => cell.trim()) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(SHEET_MESSAGES.badCsv((error as { lines?: number }).lines ?? 1));
  }
}

type XlsxValue = ExcelJS.CellValue;

function xlsxCell(value: XlsxValue): ReadCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value) return FORMULA;
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  return '';
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        yield { number: row.number, cells: Array.from(values, (value) => xlsxCell(value)) };
      }
      return; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(SHEET_MESSAGES.badXlsx);
  }
}
