/** A formula cell of an XLSX file: refused, never evaluated. */
export const FORMULA = Symbol('formula');
/** A cell as read: text (every CSV cell), a number (XLSX numeric cells), or a formula. */
export type ReadCell = string | number | typeof FORMULA;

export interface SheetRow {
  /** The row's number as a spreadsheet program shows it (the header is 1). */
  number: number;
  cells: ReadCell[];
}

/** Columns of a row, to its last cell's (a sheet of the shop has a few dozen). */
export const MAX_CELLS_PER_ROW = 1000;
