import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';
import { xlsxRows } from './read-xlsx';
import { MAX_CELLS_PER_ROW, type SheetRow } from './sheet-row';

/**
 * How long (or how many rows) reading and checking may hold the event loop before other requests get
 * a turn: the rows come from memory, so without a pause a whole file would be read and checked in one go.
 */
export const TURN_MS = 20;
export const ROWS_PER_TURN = 200;
/** A CSV is parsed this much at a time (one write to the parser is parsed whole before it returns). */
const CSV_CHUNK_BYTES = 64 * 1024;

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/**
 * The rows of a CSV (UTF-8, with or without a byte order mark) or XLSX file (its first worksheet),
 * one at a time; past `maxRows` rows after the header, the file is refused with a 413. The caller's
 * work on each row counts in the same turns: every ROWS_PER_TURN rows or TURN_MS, whichever comes
 * first, the loop waits for the event loop's next round. A `signal` that aborts (the client hung up)
 * stops the reading there.
 */
export async function* readSheet(
  bytes: Buffer,
  maxRows: number,
  signal?: AbortSignal,
): AsyncGenerator<SheetRow> {
  const rows = isZip(bytes) ? xlsxRows(bytes) : csvRows(bytes);
  let count = 0;
  let rowsThisTurn = 0;
  let turnStarted = performance.now();
  for await (const row of rows) {
    if (++rowsThisTurn > ROWS_PER_TURN || performance.now() - turnStarted > TURN_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      rowsThisTurn = 0;
      turnStarted = performance.now();
    }
    if (row.cells.every((cell) => cell === '')) continue;
    if (++count > maxRows + 1) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', SHEET_MESSAGES.tooManyRows(maxRows));
    }
    yield row;
  }
}

function* chunksOf(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += CSV_CHUNK_BYTES) {
    yield bytes.subarray(start, start + CSV_CHUNK_BYTES);
  }
}

async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  if (!isUtf8(bytes)) throw badRequest(SHEET_MESSAGES.notUtf8);
  const parser = Readable.from(chunksOf(bytes)).pipe(
    parse({ bom: true, relax_column_count: true, info: true, max_record_size: 1_000_000 }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (record.length > MAX_CELLS_PER_ROW)
        throw badRequest(SHEET_MESSAGES.tooManyCells(info.lines, MAX_CELLS_PER_ROW));
      yield { number: info.lines, cells: record.map((cell) => cell.trim()) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(SHEET_MESSAGES.badCsv((error as { lines?: number }).lines ?? 1));
  } finally {
    parser.destroy();
  }
}
