import path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type yauzl from 'yauzl';
import { AppError, badRequest } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';
import { SpooledStrings } from './spooled-strings';
import { openZip, UnpackBudget, type OpenZip } from './read-zip';
import { FORMULA, MAX_CELLS_PER_ROW, type ReadCell, type SheetRow } from './sheet-row';

/**
 * What an XLSX may hold. An honest file (the shop's own export of 200,000 products included) stays
 * far below each; a hostile one is refused the moment it passes one, having held little in memory.
 */
export const XLSX_LIMITS = {
  /** Everything read out of the ZIP, unpacked: the worksheet streams through, never held whole. */
  unpackedBytes: 1024 * 1024 * 1024,
  /** The shared strings are spooled to disk while the worksheet is read (spooled-strings.ts). */
  sharedStringsBytes: 64 * 1024 * 1024,
  sharedStrings: 2_000_000,
  /** Formatting runs of one string (Excel's own files have a handful). */
  runsPerString: 1000,
  /** Excel's own limit of one cell. */
  charsPerCell: 32_767,
  /** The workbook and its relationships: small index files. */
  indexBytes: 1024 * 1024,
};

type Tag = SaxesTagPlain;
const localName = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);

/**
 * An XML entry parsed as it unpacks: UTF-8 decoded with one streaming decoder (a character split
 * between two chunks stays whole), and after each chunk the rows it finished are handed out.
 */
async function* parseEntry<T>(
  chunks: AsyncIterable<Buffer>,
  listen: (parser: SaxesParser, emit: (item: T) => void) => void,
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  const ready: T[] = [];
  listen(parser, (item) => ready.push(item));
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  parser.write(decoder.decode()).close();
  yield* ready.splice(0);
}

/** Text of the elements a `keep` says to collect, at most `maxChars` of it; anything else is ignored. */
class TextCollector {
  private parts: string[] = [];
  private length = 0;
  collecting = false;

  constructor(private readonly maxChars: number) {}

  add(text: string) {
    if (!this.collecting) return;
    this.length += text.length;
    if (this.length > this.maxChars) throw badRequest(SHEET_MESSAGES.xlsxCellTooLong(this.maxChars));
    this.parts.push(text);
  }

  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    this.collecting = false;
    return text;
  }
}

/** The workbook's parts: where its first worksheet and its shared strings are. */
async function workbookParts(zip: OpenZip, budget: UnpackBudget) {
  const entry = (name: string) => zip.entries.get(name);
  const attributesOf = async (name: string, element: string) => {
    const found = entry(name);
    if (!found) throw badRequest(SHEET_MESSAGES.badXlsx);
    return collect(
      parseEntry<Record<string, string>>(zip.read(found, budget, XLSX_LIMITS.indexBytes), (parser, emit) =>
        parser.on('opentag', (tag: Tag) => {
          if (localName(tag) === element) emit(tag.attributes);
        }),
      ),
    );
  };
  const [firstSheet] = await attributesOf('xl/workbook.xml', 'sheet');
  const relations = await attributesOf('xl/_rels/workbook.xml.rels', 'Relationship');
  const sheetId =
    firstSheet && Object.entries(firstSheet).find(([name]) => localName({ name }) === 'id')?.[1];
  // A target is relative to the workbook's folder, or absolute from the package's root.
  const target = ({ Target }: Record<string, string> = {}) =>
    Target ? entry(Target.startsWith('/') ? Target.slice(1) : path.posix.join('xl', Target)) : undefined;
  const sheet = target(relations.find((relation) => relation.Id === sheetId));
  if (!sheet) throw badRequest(SHEET_MESSAGES.badXlsx);
  const strings = target(relations.find((relation) => relation.Type?.endsWith('/sharedStrings')));
  return { sheet, strings };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** The shared strings table, spooled: each `<si>`'s text, its runs joined (phonetic guides left out). */
async function spoolSharedStrings(
  zip: OpenZip,
  entry: yauzl.Entry | undefined,
  budget: UnpackBudget,
  strings: SpooledStrings,
) {
  if (!entry) return;
  const text = new TextCollector(XLSX_LIMITS.charsPerCell);
  let runs = 0;
  let phonetic = false;
  const chunks = zip.read(entry, budget, XLSX_LIMITS.sharedStringsBytes);
  for await (const item of parseEntry<string>(chunks, (parser, emit) => {
    parser.on('opentag', (tag: Tag) => {
      const name = localName(tag);
      if (name === 'rPh') phonetic = true;
      else if (name === 'r' && ++runs > XLSX_LIMITS.runsPerString)
        throw badRequest(SHEET_MESSAGES.xlsxTooManyRuns(XLSX_LIMITS.runsPerString));
      else if (name === 't') text.collecting = !phonetic;
    });
    parser.on('text', (value: string) => text.add(value));
    parser.on('closetag', (tag: Tag) => {
      const name = localName(tag);
      if (name === 't') text.collecting = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si') {
        runs = 0;
        emit(text.take());
      }
    });
  })) {
    if (strings.size === XLSX_LIMITS.sharedStrings)
      throw badRequest(SHEET_MESSAGES.xlsxTooManyStrings(XLSX_LIMITS.sharedStrings));
    await strings.add(item);
  }
  await strings.finish();
}

/** `AB12` → 27 (A is 0); undefined when the reference has no column letters. */
function columnIndex(reference: string): number | undefined {
  let index = 0;
  let letters = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
    // Past the row's limit already: no need to read more letters (and no huge numbers).
    if (++letters > 3) return Number.MAX_SAFE_INTEGER;
  }
  return letters === 0 ? undefined : index - 1;
}

interface OpenCell {
  column: number;
  type: string;
  formula: boolean;
  value: string;
}

function cellValue(cell: OpenCell, strings: SpooledStrings): ReadCell {
  if (cell.formula) return FORMULA;
  switch (cell.type) {
    case 's': {
      const text = strings.get(Number(cell.value));
      if (text === undefined) throw badRequest(SHEET_MESSAGES.badXlsx);
      return text.trim();
    }
    case 'b':
      return cell.value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'inlineStr':
    case 'str':
    case 'd':
      return cell.value.trim();
    default: {
      if (cell.value.trim() === '') return '';
      const number = Number(cell.value);
      return Number.isFinite(number) ? number : cell.value.trim();
    }
  }
}

/** The worksheet's rows, cell by cell, each row handed out as its chunk of XML finishes. */
function worksheetRows(chunks: AsyncIterable<Buffer>, strings: SpooledStrings): AsyncGenerator<SheetRow> {
  const text = new TextCollector(XLSX_LIMITS.charsPerCell);
  let rowNumber = 0;
  let cells: ReadCell[] = [];
  let cell: OpenCell | undefined;
  let phonetic = false;
  return parseEntry<SheetRow>(chunks, (parser, emit) => {
    parser.on('opentag', (tag: Tag) => {
      switch (localName(tag)) {
        case 'row':
          rowNumber = Number(tag.attributes.r) || rowNumber + 1;
          cells = [];
          break;
        case 'c': {
          const column = columnIndex(tag.attributes.r ?? '') ?? cells.length;
          if (column >= MAX_CELLS_PER_ROW)
            throw badRequest(SHEET_MESSAGES.tooManyCells(rowNumber, MAX_CELLS_PER_ROW));
          cell = { column, type: tag.attributes.t ?? 'n', formula: false, value: '' };
          break;
        }
        case 'f':
          if (cell) cell.formula = true;
          break;
        case 'rPh':
          phonetic = true;
          break;
        case 'v':
        case 't':
          text.collecting = cell !== undefined && !phonetic;
          break;
      }
    });
    parser.on('text', (value: string) => text.add(value));
    parser.on('closetag', (tag: Tag) => {
      switch (localName(tag)) {
        case 'v':
        case 't':
          text.collecting = false;
          break;
        case 'rPh':
          phonetic = false;
          break;
        case 'c':
          if (!cell) break;
          cell.value = text.take();
          while (cells.length < cell.column) cells.push('');
          cells[cell.column] = cellValue(cell, strings);
          cell = undefined;
          break;
        case 'row':
          emit({ number: rowNumber, cells });
          break;
      }
    });
  });
}

/**
 * The rows of an XLSX file's first worksheet. The ZIP is read from its file in the order the workbook
 * needs (workbook, relationships, shared strings, worksheet), whatever order its entries come in, so
 * nothing is unpacked to disk; every limit of XLSX_LIMITS is checked as the bytes unpack.
 */
export async function* xlsxRows(file: string): AsyncGenerator<SheetRow> {
  const zip = await openZip(file, SHEET_MESSAGES.badXlsx);
  const budget = new UnpackBudget(XLSX_LIMITS.unpackedBytes, (limit) =>
    badRequest(SHEET_MESSAGES.xlsxTooLarge(limit)),
  );
  let strings: SpooledStrings | undefined;
  try {
    const parts = await workbookParts(zip, budget);
    strings = await SpooledStrings.open();
    await spoolSharedStrings(zip, parts.strings, budget, strings);
    yield* worksheetRows(zip.read(parts.sheet, budget, XLSX_LIMITS.unpackedBytes), strings);
  } catch (error) {
    // The XML parser's own errors: a broken or hand-made file. The disk's (spooling the strings) are the server's.
    if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) throw error;
    throw badRequest(SHEET_MESSAGES.badXlsx);
  } finally {
    zip.close();
    await strings?.close();
  }
}
