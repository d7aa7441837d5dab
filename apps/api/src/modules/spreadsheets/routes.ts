import {
  importEventSchema,
  SPREADSHEET_FILE_FIELDS,
  spreadsheetEndpoints,
  type ImportEvent,
  type SpreadsheetExportQuery,
} from '@shop/contracts';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../http/app-error';
import { contractRoutes } from '../../http/contract-route';
import { filesOf, multipartForm } from '../../http/upload';
import { imageAddress } from '../../images/image-address';
import { applyImport } from './apply-import';
import { checkFiles, checkSummary, type ImportDeps, type ImportFiles } from './check-import';
import { PRODUCTS_SHEET, sheetRows } from './export-sheet';
import { importTurns } from './import-turn';
import { listImports, undoImport } from './import-undo';
import { SHEET_MESSAGES } from './messages';
import { sendSheet, type SheetFormat } from './sheet-writers';

function uploadedFiles(req: Request): ImportFiles {
  const sheet = filesOf(req, SPREADSHEET_FILE_FIELDS.sheet)[0];
  if (!sheet) throw badRequest(SHEET_MESSAGES.sheetRequired, { sheet: SHEET_MESSAGES.sheetRequired });
  return { sheet: sheet.path, zip: filesOf(req, SPREADSHEET_FILE_FIELDS.images)[0]?.path };
}

/** The admin's spreadsheet export and import («ورود و خروج اکسل»). */
export function spreadsheetRoutes({
  config,
  database,
  images,
}: Pick<AppDeps, 'config' | 'database' | 'images'>): Router {
  const { db } = database;
  const { exportCsv, exportXlsx, check, apply, imports, undoImport: undo } = spreadsheetEndpoints;
  const imageUrl = imageAddress(images.storage.publicBase, config.publicUrl);
  const deps: ImportDeps = {
    db,
    images,
    addresses: { publicBase: imageUrl(''), origin: config.publicUrl },
    limits: config.spreadsheets,
  };
  const { maxBytes } = config.spreadsheets;
  const turns = importTurns(database);
  const upload = multipartForm({
    files: [
      { name: SPREADSHEET_FILE_FIELDS.sheet, maxCount: 1, tooManyMessage: SHEET_MESSAGES.oneSheet },
      { name: SPREADSHEET_FILE_FIELDS.images, maxCount: 1, tooManyMessage: SHEET_MESSAGES.oneZip },
    ],
    maxFields: 0,
    maxFileBytes: maxBytes,
    tooLargeMessage: SHEET_MESSAGES.tooLarge(maxBytes),
    folderOf: (req) => turns.of(req).folder,
  });
  const before = [turns.claim, upload];
  const router = Router();
  const route = contractRoutes(router, config);

  const exported =
    (format: SheetFormat) =>
    ({ query: selection, res }: { query: SpreadsheetExportQuery; res: Response }) =>
      sendSheet(
        res,
        { name: 'products', sheetName: PRODUCTS_SHEET, format },
        sheetRows({ db, selection, imageUrl }),
      );
  route.streamed(exportCsv, {}, exported('csv'));
  route.streamed(exportXlsx, {}, exported('xlsx'));

  route(check, { before }, ({ req }) =>
    turns.of(req).run(async (signal) => checkSummary(await checkFiles(deps, uploadedFiles(req), { signal }))),
  );

  // Answered as JSON lines, so the browser shows the progress as it comes; until the first line, a
  // refusal (problems, another import) is an ordinary error answer with its status.
  route.streamed(apply, { before }, async ({ req, res }) => {
    const send = (event: ImportEvent) => {
      if (!res.headersSent) {
        res.status(200).setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store, no-transform');
      }
      res.write(`${JSON.stringify(config.production ? event : importEventSchema.parse(event))}\n`);
    };
    try {
      const summary = await turns.of(req).run((signal) =>
        applyImport(deps, uploadedFiles(req), {
          adminId: req.user!.id,
          signal,
          onProgress: (done, total) => send({ kind: 'progress', done, total }),
        }),
      );
      send({
        kind: 'done',
        ...summary,
        message: SHEET_MESSAGES.applied(summary.created, summary.updated, summary.unchanged),
      });
    } catch (error) {
      if (!res.headersSent) throw error;
      req.log.error({ err: error }, 'spreadsheet import failed');
      const message = (error as { status?: number; message?: string }).status
        ? (error as Error).message
        : SHEET_MESSAGES.failed;
      send({ kind: 'failed', message });
    }
    res.end();
  });

  route(imports, {}, async () => ({ imports: await listImports(db) }));
  // Takes the import turn: an undo never runs beside an import, in any process.
  route(undo, { before: [turns.claim], notFound: SHEET_MESSAGES.importNotFound }, ({ params, req }) =>
    turns.of(req).run(async () => {
      const { record, message } = await undoImport(deps, params.id, req.user!.id);
      return { import: record, message };
    }),
  );

  return router;
}
