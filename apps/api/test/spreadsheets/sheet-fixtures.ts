import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Cell } from './sheet-client';

function zipBytes(zip: yazl.ZipFile): Promise<Buffer> {
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A ZIP of these files (name -> bytes), as an admin's archive tool makes it. */
export function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files))
    zip.addBuffer(bytes, name, { compress: bytes.length > 64 });
  return zipBytes(zip);
}

/** Rows of a sheet addressed by header: `set(row, 'قیمت (تومان)', '120000')`. */
export class SheetRows {
  constructor(
    readonly header: string[],
    readonly rows: Cell[][],
  ) {}

  index(column: string): number {
    const index = this.header.indexOf(column);
    if (index < 0) throw new Error(`no column ${column} in ${this.header.join(', ')}`);
    return index;
  }

  get(row: number, column: string): Cell {
    return this.rows[row]![this.index(column)]!;
  }

  set(row: number, column: string, value: Cell): this {
    this.rows[row]![this.index(column)] = value;
    return this;
  }

  /** A new row: every cell empty but these. */
  add(cells: Record<string, Cell>): this {
    const row: Cell[] = this.header.map(() => '');
    for (const [column, value] of Object.entries(cells)) row[this.index(column)] = value;
    this.rows.push(row);
    return this;
  }

  all(): Cell[][] {
    return [this.header, ...this.rows];
  }
}

/** An XML part given whole, or as pieces made as the ZIP is written (a large part is never held whole). */
export type XmlPart = string | (() => Iterable<string>);

const RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${rows}</sheetData></worksheet>`;

export const sharedStringsXml = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}">${items}</sst>`;

/** A row of inline-string cells, as some programs write them. */
export const inlineRow = (number: number, cells: string[]) =>
  `<row r="${number}">${cells.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/**
 * An XLSX package made by hand, its parts in the order given: what a hostile or unusual program could
 * send, which a spreadsheet library would not write.
 */
export function handMadeXlsx(
  parts: { sheet: XmlPart; sharedStrings?: XmlPart },
  order: 'workbook first' | 'worksheet first' = 'workbook first',
): Promise<Buffer> {
  const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${RELS_NS}"><sheets><sheet name="محصولات" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const relations = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS_NS}"><Relationship Id="rId1" Type="${RELS_NS}/worksheet" Target="worksheets/sheet1.xml"/>${
    parts.sharedStrings
      ? `<Relationship Id="rId2" Type="${RELS_NS}/sharedStrings" Target="sharedStrings.xml"/>`
      : ''
  }</Relationships>`;
  const index: [string, XmlPart][] = [
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', relations],
  ];
  const content: [string, XmlPart][] = [['xl/worksheets/sheet1.xml', parts.sheet]];
  if (parts.sharedStrings) content.push(['xl/sharedStrings.xml', parts.sharedStrings]);
  const zip = new yazl.ZipFile();
  for (const [name, part] of order === 'workbook first' ? [...index, ...content] : [...content, ...index]) {
    if (typeof part === 'string') zip.addBuffer(Buffer.from(part), name);
    else zip.addReadStream(Readable.from(part()), name);
  }
  return zipBytes(zip);
}
