import yazl from 'yazl';
import type { Cell } from './sheet-client';

/** A ZIP of these files (name -> bytes), as an admin's archive tool makes it. */
export function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files))
    zip.addBuffer(bytes, name, { compress: bytes.length > 64 });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
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
