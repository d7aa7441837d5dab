import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importEventSchema, spreadsheetEndpoints, type ImportCheck, type ImportEvent } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { TestApp } from '../support/use-test-app';

export type Cell = string | number | null;

/** Collects a binary answer (supertest leaves unknown types unread). */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** `read` given the file written to disk, as an upload is stored (its folder removed after). */
export async function withFileOnDisk<T>(file: Buffer, read: (path: string) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-test-'));
  try {
    const stored = path.join(folder, 'sheet');
    fs.writeFileSync(stored, file);
    return await read(stored);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * What a descriptor of this process points at: a file an import made with no name shows, on Linux, the
 * name it was made with and "(deleted)"; undefined once closed. Read by number, so other work of this
 * process (an import another test left running) is not counted.
 */
export const descriptorTarget = (fd: number | string) => {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
};

/** The descriptors of the files with no name this process holds open, made as `name` (a spool, strings). */
export const unnamedFilesOpen = (name: string) =>
  fs.readdirSync('/proc/self/fd').filter((fd) => descriptorTarget(fd)?.endsWith(`/${name} (deleted)`));

/** Those opened since `before` was taken (other work of this process may hold some of its own). */
export const unnamedFilesOpenedSince = (before: string[], name: string) =>
  unnamedFilesOpen(name).filter((fd) => !before.includes(fd));

export function sheetClient(context: TestApp) {
  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);

  async function exportFile(format: 'csv' | 'xlsx', query: Record<string, string> = {}): Promise<Buffer> {
    const endpoint = format === 'csv' ? spreadsheetEndpoints.exportCsv : spreadsheetEndpoints.exportXlsx;
    const response = await asAdmin(request(context.app).get(endpoint.path).query(query))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return response.body as Buffer;
  }

  const upload = (path: string, sheet: Buffer, zip?: Buffer, sheetName = 'products.csv') => {
    const test = asAdmin(request(context.app).post(path)).attach('sheet', sheet, sheetName);
    return zip ? test.attach('images', zip, 'images.zip') : test;
  };

  return {
    exportFile,
    /** The dry run's answer (expects 200). */
    async check(sheet: Buffer, zip?: Buffer, sheetName?: string): Promise<ImportCheck> {
      const response = await upload(spreadsheetEndpoints.check.path, sheet, zip, sheetName).expect(200);
      return spreadsheetEndpoints.check.response.parse(response.body);
    },
    checkRaw: (sheet: Buffer, zip?: Buffer, sheetName?: string) =>
      upload(spreadsheetEndpoints.check.path, sheet, zip, sheetName),
    applyRaw: (sheet: Buffer, zip?: Buffer, sheetName?: string) =>
      upload(spreadsheetEndpoints.apply.path, sheet, zip, sheetName),
    /** The apply's JSON lines, parsed (expects 200). */
    async apply(sheet: Buffer, zip?: Buffer, sheetName?: string): Promise<ImportEvent[]> {
      const response = await upload(spreadsheetEndpoints.apply.path, sheet, zip, sheetName)
        .buffer(true)
        .parse(binary)
        .expect(200);
      return (response.body as Buffer)
        .toString('utf8')
        .trim()
        .split('\n')
        .map((line) => importEventSchema.parse(JSON.parse(line)));
    },
  };
}

/** A CSV file's rows (the BOM taken off). */
export const csvRows = (file: Buffer): string[][] => parse(file, { bom: true, relax_column_count: true });

/** A CSV file of these rows, as Excel's «CSV UTF-8» saves it (with a BOM). */
export const csvFile = (rows: Cell[][]): Buffer => Buffer.from(stringify(rows, { bom: true }), 'utf8');

/** The first worksheet's rows of an XLSX file, every cell's value as exceljs reads it. */
export async function xlsxRows(file: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

/** An XLSX file of these rows (a cell given as `{ formula }` becomes a formula cell). */
export async function xlsxFile(rows: (Cell | { formula: string })[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('محصولات');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
