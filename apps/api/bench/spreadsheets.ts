// Spreadsheet benchmark: `pnpm bench:spreadsheets` (docs/benchmarks.md, docs/spreadsheets.md). Loads the demo
// catalog plus N synthetic products (as `pnpm bench:api` does) into the PostgreSQL server
// (BENCH_DATABASE_URL; BENCH_DB=pglite: the embedded database), then through the real app over HTTP, as an
// admin, for CSV and XLSX: exports the whole catalog (streamed to a file), checks the file (the dry run),
// applies it (a round trip: nothing may change), then changes every 10th price in the file and applies that.
// The catalog is compared before and after the round trip. Writes bench/results/spreadsheets*.md and .json.
//   BENCH_PRODUCTS=100000  BENCH_DB=postgres|pglite  BENCH_FORMATS=csv,xlsx
//   BENCH_SHEET_ROWS=100000    import the export's first rows only (default: the whole export)
//   BENCH_MEMORY=held          memory sampled after a full collection (what the work holds, no garbage)
//   pnpm bench:spreadsheets -- --reuse     keep the catalog of the last run
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  importEventSchema,
  spreadsheetEndpoints,
  SPREADSHEET_COLUMNS,
  type ImportEvent,
} from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows, type DatabaseHandle } from '../src/db/client';
import { readSheet } from '../src/modules/spreadsheets/read-sheet';
import { startBenchApp, type BenchApp } from './support/bench-app';
import { benchPlace, openBenchCatalog } from './support/bench-catalog';
import { benchMachine, writeBenchResults } from './support/bench-results';

interface FormatRun {
  format: 'csv' | 'xlsx';
  rows: number;
  megabytes: number;
  exportMs: number;
  /** How far the memory in use rose while exporting, in MB (the app runs in this process). */
  exportMemoryMb: number;
  checkMs: number;
  roundTripApplyMs: number;
  unchangedAfterRoundTrip: boolean;
  editedRows: number;
  editedApplyMs: number;
  importMemoryMb: number;
  /** The same rise for each import step: the dry run, the round trip, the edited apply. */
  importMemoryBySteps: [number, number, number];
  /** The longest the event loop was held by the dry run or an apply, in ms. */
  importStallMs: number;
}

/** The catalog's rows and values, hashed: equal before and after a round trip that changes nothing. */
const fingerprint = async (database: DatabaseHandle) =>
  (
    await queryRows<{ hash: string }>(
      database.db,
      sql`SELECT md5(string_agg(p::text, '|' ORDER BY p.id)) || md5(coalesce((SELECT string_agg(v::text, '|' ORDER BY v.product_id, v.attribute_id) FROM product_attribute_values v), '')) AS hash FROM products p`,
    )
  )[0]!.hash;

/** JavaScript memory in use: the heap and the buffers outside it. */
const inUse = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
/**
 * BENCH_MEMORY=held: the memory is sampled after a full collection every 500 ms, so it is what the work
 * holds, without the garbage not collected yet (the collections slow the work a little). Otherwise, every
 * 25 ms as it is: garbage included, as the process's size follows it.
 */
const SAMPLE_HELD = process.env.BENCH_MEMORY === 'held';

/**
 * Runs `work` after a full garbage collection (node --expose-gc) and samples the memory in use (see
 * SAMPLE_HELD): answers its result, the time, how far the memory rose above where it started, in MB,
 * and the longest the event loop was held (what every other request of the shop waited at worst), in ms.
 */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; peakMb: number; stallMs: number }> {
  // Twice, a moment apart: the buffers a collection frees are given back a little later, and a start
  // counted before that would hide the step's own memory (the file read and cut before the dry run).
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 200));
  collectGarbage();
  const start = inUse();
  let peak = start;
  const sample = () => {
    if (SAMPLE_HELD) collectGarbage();
    peak = Math.max(peak, inUse());
  };
  const sampler = setInterval(sample, SAMPLE_HELD ? 500 : 25);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      ms: Math.round(performance.now() - started),
      peakMb: Math.round((peak - start) / 2 ** 20),
      stallMs: Math.round(delay.max / 1e6),
    };
  } finally {
    clearInterval(sampler);
    delay.disable();
  }
}

function client({ base, bearer }: BenchApp) {
  // The file is sent from disk, as a browser sends it: only the server's own copies count in its memory.
  const upload = async (path: string, file: string, format: string) => {
    const form = new FormData();
    form.append('sheet', await fs.openAsBlob(file), `products.${format}`);
    return fetch(base + path, { method: 'POST', headers: { Authorization: bearer }, body: form });
  };
  return {
    async exportTo(format: 'csv' | 'xlsx', file: string) {
      const endpoint = format === 'csv' ? spreadsheetEndpoints.exportCsv : spreadsheetEndpoints.exportXlsx;
      const answer = await fetch(base + endpoint.path, { headers: { Authorization: bearer } });
      if (!answer.ok || !answer.body) throw new Error(`export answered ${answer.status}`);
      await pipeline(Readable.fromWeb(answer.body as never), fs.createWriteStream(file));
    },
    async check(file: string, format: string) {
      const answer = await upload(spreadsheetEndpoints.check.path, file, format);
      if (!answer.ok) throw new Error(`check answered ${answer.status}: ${await answer.text()}`);
      return spreadsheetEndpoints.check.response.parse(await answer.json());
    },
    async apply(file: string, format: string): Promise<ImportEvent> {
      const answer = await upload(spreadsheetEndpoints.apply.path, file, format);
      const last = (await answer.text()).trim().split('\n').at(-1)!;
      const event = answer.ok ? importEventSchema.safeParse(JSON.parse(last)) : undefined;
      if (event?.data?.kind !== 'done') throw new Error(`apply answered ${answer.status}: ${last}`);
      return event.data;
    },
  };
}

type SheetCells = (string | number | null)[][];

/**
 * A sheet's header and rows, up to `limit` rows after the header. An XLSX is read by the shop's own
 * streaming reader: exceljs's whole-file reader outgrows a 4 GB heap on the 400,000-row export (71
 * columns), and its streaming reader breaks characters split between two chunks.
 */
async function readRows(file: string, format: 'csv' | 'xlsx', limit = Infinity): Promise<SheetCells> {
  if (format === 'csv')
    return (parse(fs.readFileSync(file), { bom: true }) as SheetCells).slice(0, limit + 1);
  const rows: SheetCells = [];
  for await (const { cells } of readSheet(file, Number.MAX_SAFE_INTEGER)) {
    rows.push(cells as (string | number)[]);
    if (rows.length > limit) break;
  }
  return rows;
}

/**
 * A sheet of `rows`; an XLSX is written a row at a time (exceljs's workbook in memory takes gigabytes),
 * with a shared strings table, as Excel saves it.
 */
async function writeRows(rows: SheetCells, format: 'csv' | 'xlsx'): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(stringify(rows, { bom: true }));
  const chunks: Buffer[] = [];
  const stream = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet('محصولات');
  for (const row of rows) sheet.addRow(row).commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The export's header and first `rows` rows (a family may be cut: the rows left are still valid). */
async function firstRows(file: string, format: 'csv' | 'xlsx', rows: number): Promise<Buffer> {
  return writeRows(await readRows(file, format, rows), format);
}

/** Writes `to` as `from` with every 10th row's price raised by 1,000 toman; answers how many rows changed. */
async function everyTenthPriceRaised(from: string, to: string, format: 'csv' | 'xlsx'): Promise<number> {
  const rows = await readRows(from, format);
  const price = rows[0]!.indexOf(SPREADSHEET_COLUMNS.price);
  let edited = 0;
  for (let n = 1; n < rows.length; n += 10, edited++) rows[n]![price] = Number(rows[n]![price]) + 1000;
  fs.writeFileSync(to, await writeRows(rows, format));
  return edited;
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { reuse: { type: 'boolean', default: false } },
  });
  const place = benchPlace();
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const database = await openBenchCatalog(place, { reuse: values.reuse, products });
  const runs: FormatRun[] = [];
  let app: BenchApp | undefined;
  try {
    // A family is a row per variant: 100,000 products with about 400,000 variants are more rows (and bytes)
    // than the shop takes in one file by default (200,000 rows, 100 MB); the whole catalog is one file here.
    const [{ variants }] = (await queryRows<{ variants: number }>(
      database.db,
      sql`SELECT count(*)::int AS variants FROM product_variants`,
    )) as [{ variants: number }];
    app = await startBenchApp(place, database, {
      SPREADSHEET_MAX_ROWS: String(Math.max(200_000, variants)),
      SPREADSHEET_MAX_BYTES: String(Math.max(100, Math.ceil(variants / 1000)) * 2 ** 20),
    });
    const sheets = client(app);
    const sheetRows = Number(process.env.BENCH_SHEET_ROWS ?? 0);
    const formats = (process.env.BENCH_FORMATS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
    for (const format of formats) {
      const file = path.join(place.dataDir, `export.${format}`);
      const exported = await measured(() => sheets.exportTo(format, file));
      // BENCH_SHEET_ROWS: import the export's first rows only (the whole export is about 400,000 rows).
      const imported = path.join(place.dataDir, `import.${format}`);
      fs.writeFileSync(
        imported,
        sheetRows ? await firstRows(file, format, sheetRows) : fs.readFileSync(file),
      );
      const checked = await measured(() => sheets.check(imported, format));
      if (checked.result.problemCount > 0) {
        throw new Error(
          `the ${format} export has problems: ${JSON.stringify(checked.result.problems.slice(0, 5))}`,
        );
      }
      const before = await fingerprint(database);
      const roundTrip = await measured(() => sheets.apply(imported, format));
      const unchanged = (await fingerprint(database)) === before;
      const edited = path.join(place.dataDir, `edited.${format}`);
      const editedRows = await everyTenthPriceRaised(imported, edited, format);
      const editedApply = await measured(() => sheets.apply(edited, format));
      runs.push({
        format,
        rows: checked.result.rows,
        megabytes: Math.round((fs.statSync(imported).size / 2 ** 20) * 10) / 10,
        exportMs: exported.ms,
        exportMemoryMb: exported.peakMb,
        checkMs: checked.ms,
        roundTripApplyMs: roundTrip.ms,
        unchangedAfterRoundTrip:
          unchanged && roundTrip.result.kind === 'done' && roundTrip.result.updated === 0,
        editedRows,
        editedApplyMs: editedApply.ms,
        importMemoryMb: Math.max(checked.peakMb, roundTrip.peakMb, editedApply.peakMb),
        importMemoryBySteps: [checked.peakMb, roundTrip.peakMb, editedApply.peakMb],
        importStallMs: Math.max(checked.stallMs, roundTrip.stallMs, editedApply.stallMs),
      });
      console.log(JSON.stringify(runs.at(-1)));
    }
  } finally {
    app?.close();
    await database.close();
  }

  const machine = benchMachine(place);
  const row = (name: string, pick: (run: FormatRun) => string | number | boolean) =>
    `| ${name} | ${runs.map((run) => String(pick(run))).join(' | ')} |`;
  const markdown = [
    `# Spreadsheet export and import benchmark (${place.driver})`,
    '',
    `${machine.date}: ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end. The app runs in the benchmark's process over HTTP on loopback; memory is how far the process's JavaScript memory in use (heap and buffers) rose during the step, after a full garbage collection, sampled ${SAMPLE_HELD ? 'after a full collection every 500 ms (what it holds, garbage left out)' : 'every 25 ms (garbage not yet collected included)'} (the files are sent from disk, so only the server's copies of them count).`,
    '',
    `| | ${runs.map((run) => run.format.toUpperCase()).join(' | ')} |`,
    `| --- | ${runs.map(() => '---').join(' | ')} |`,
    row('rows (a product, or a variant of a family)', (run) => run.rows.toLocaleString('en')),
    row('file size', (run) => `${run.megabytes} MB`),
    row('export (streamed to a file)', (run) => `${run.exportMs} ms`),
    row('memory while exporting (rise)', (run) => `${run.exportMemoryMb} MB`),
    row('dry run (check)', (run) => `${run.checkMs} ms`),
    row('apply, round trip (nothing changes)', (run) => `${run.roundTripApplyMs} ms`),
    row('catalog unchanged after the round trip', (run) => (run.unchangedAfterRoundTrip ? 'yes' : '**no**')),
    row(
      'apply with every 10th price raised',
      (run) => `${run.editedApplyMs} ms (${run.editedRows.toLocaleString('en')} rows)`,
    ),
    row(
      'memory while importing (rise; dry run / round trip / edited)',
      (run) => `${run.importMemoryMb} MB (${run.importMemoryBySteps.join(' / ')})`,
    ),
    row('longest event-loop stall while importing', (run) => `${run.importStallMs} ms`),
    '',
  ].join('\n');
  writeBenchResults(SAMPLE_HELD ? 'spreadsheets-held' : 'spreadsheets', place, markdown, { machine, runs });
  if (runs.some((run) => !run.unchangedAfterRoundTrip)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
