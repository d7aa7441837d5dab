import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { PRICE_CHANGE_STOCK } from './plain/rules';

const optionalId = (problem: string) =>
  z
    .guid(problem)
    .transform((id) => id.toLowerCase())
    .optional()
    .catch(undefined);

/**
 * Which products an export holds: every filter given must hold (none: the whole catalog). The same
 * choices as the bulk price change (category, stock, a part of the title) plus the brand.
 */
export const spreadsheetExportQuerySchema = z.object({
  categoryId: optionalId('دسته‌بندی انتخاب‌شده نامعتبر است'),
  brandId: optionalId('برند انتخاب‌شده نامعتبر است'),
  stock: z.enum(PRICE_CHANGE_STOCK).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type SpreadsheetExportQuery = z.output<typeof spreadsheetExportQuerySchema>;

/** One problem of the file: its row as the spreadsheet numbers it (the header is row 1) and its column. */
export const sheetProblemSchema = z.object({
  row: z.number().int().nonnegative(),
  column: z.string(),
  message: z.string(),
});
export type SheetProblem = z.infer<typeof sheetProblemSchema>;

/** A cell the import would change in the shop: what the shop has now and what the sheet says. */
export const cellChangeSchema = z.object({
  row: z.number().int().nonnegative(),
  column: z.string(),
  before: z.string(),
  after: z.string(),
});
export type CellChange = z.infer<typeof cellChangeSchema>;

export const importCheckSchema = z.object({
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  problemCount: z.number().int().nonnegative(),
  problems: z.array(sheetProblemSchema),
  /** Every changed cell counted; the first SHEET_PROBLEMS_LISTED by row listed. */
  changeCount: z.number().int().nonnegative(),
  changes: z.array(cellChangeSchema),
  /** Rows that would undo an edit made in the shop after the sheet was exported (they can still be applied). */
  warningCount: z.number().int().nonnegative(),
  warnings: z.array(sheetProblemSchema),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/**
 * The apply answer is a stream of JSON lines (`application/x-ndjson`): `progress` while rows are
 * written, then one `done` with the summary, or one `failed` (nothing was written).
 */
export const importEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({
    kind: z.literal('done'),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    message: z.string(),
  }),
  z.object({ kind: z.literal('failed'), message: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

const timestamp = z.iso.datetime({ offset: true });

/** One applied import of the recent list. */
export const spreadsheetImportSchema = z.object({
  _id: z.string(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  /** Who applied it: the admin's name, else phone; null when the account is gone. */
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  /** Until when it can be undone (SPREADSHEET_UNDO_DAYS after it was applied). */
  undoableUntil: timestamp,
  /** Not undone, and still within SPREADSHEET_UNDO_DAYS. */
  undoable: z.boolean(),
  undoneAt: timestamp.nullable(),
  undoneBy: z.string().nullable(),
});
export type SpreadsheetImport = z.infer<typeof spreadsheetImportSchema>;

/** Admins only. Import bodies are multipart: the sheet (CSV or XLSX) and optionally a ZIP of images. */
export const spreadsheetEndpoints = defineEndpoints(apiRoutes.spreadsheets, {
  /** The chosen products as CSV (UTF-8 with BOM), streamed. */
  exportCsv: { query: spreadsheetExportQuerySchema, response: z.string() },
  /** The chosen products as an XLSX workbook, streamed. */
  exportXlsx: { query: spreadsheetExportQuerySchema, response: z.string() },
  /** The dry run: every row's problems and what applying would do; writes nothing. */
  check: { files: ['sheet', 'images'], response: importCheckSchema },
  /** Checks again, then writes every row in one transaction; 400 with the problems when any remain. */
  apply: { files: ['sheet', 'images'], response: importEventSchema },
  /** The most recent applied imports, newest first (at most SPREADSHEET_IMPORTS_LISTED). */
  imports: { response: z.object({ imports: z.array(spreadsheetImportSchema) }) },
  /**
   * Undoes an import as a whole: the products it created are deleted, the ones it updated get back what
   * they were before it (fields, variants, pictures, specifications, price lists); 409 (nothing undone)
   * when any of them was edited since, or another import is running; 400 past SPREADSHEET_UNDO_DAYS.
   */
  undoImport: {
    params: idParams,
    response: z.object({ import: spreadsheetImportSchema, message: z.string() }),
  },
});
