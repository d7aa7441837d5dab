import fs from 'node:fs';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';
import { xlsxRows } from './read-xlsx';
import { MAX_CELLS_PER_ROW, type SheetRow } from './sheet-row';

/**
 * How long (or how many rows) reading and checking may hold the event loop before other requests get
 * a turn: the file's chunks come faster than they are checked, so without a pause a whole file would be
 * read and checked in one go.
 */
export const TURN_MS = 20;
export const ROWS_PER_TURN = 200;
/** A CSV is read and parsed this much at a time (one write to the parser is parsed whole before it returns). */
const CSV_CHUNK_BYTES = 64 * 1024;

async function isZip(file: string) {
  const handle = await fs.promises.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

/**
 * The rows of a CSV (UTF-8, with or without a byte order mark) or XLSX file (its first worksheet),
 * one at a time; past `maxRows` rows after the header, the file is refused with a 413. The caller's
 * work on each row counts in the same turns: every ROWS_PER_TURN rows or TURN_MS, whichever comes
 * first, the loop waits for the event loop's next round. A `signal` that aborts (the client hung up)
 * stops the reading there.
 */
export async function* readSheet(
  file: string,
  maxRows: number,
  signal?: AbortSignal,
): AsyncGenerator<SheetRow> {
  const rows = (await isZip(file)) ? xlsxRows(file) : csvRows(file);
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

/** The file's text as it is read, refused at the first byte that is not UTF-8 (its byte order mark left out). */
async function* utf8Text(file: string) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: CSV_CHUNK_BYTES })) {
      yield decoder.decode(chunk as Buffer, { stream: true });
    }
    yield decoder.decode();
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
      throw badRequest(SHEET_MESSAGES.notUtf8);
    throw error;
  }
}

async function* csvRows(file: string): AsyncGenerator<SheetRow> {
  const parser = parse({ relax_column_count: true, info: true, max_record_size: 1_000_000 });
  const text = Readable.from(utf8Text(file));
  // The file's failure (not UTF-8, unreadable) reaches the rows through the parser.
  text.on('error', (error) => parser.destroy(error)).pipe(parser);
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
    // The file's own errors (not UTF-8) and the disk's (a server fault) are not the CSV's.
    if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) throw error;
    throw badRequest(SHEET_MESSAGES.badCsv((error as { lines?: number }).lines ?? 1));
  } finally {
    text.destroy();
    parser.destroy();
  }
}
