import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  apiErrorSchema,
  SHEET_PROBLEMS_LISTED,
  SPREADSHEET_COLUMNS as C,
  SPREADSHEET_IMAGES_COLUMN as IMAGES,
  spreadsheetEndpoints,
} from '@shop/contracts';
import { uploadFolderPrefix } from '../../src/modules/spreadsheets/import-turn';
import { SHEET_MESSAGES } from '../../src/modules/spreadsheets/messages';
import { readSheet, ROWS_PER_TURN } from '../../src/modules/spreadsheets/read-sheet';
import { XLSX_LIMITS } from '../../src/modules/spreadsheets/read-xlsx';
import { MAX_CELLS_PER_ROW } from '../../src/modules/spreadsheets/sheet-row';
import { makeImage } from '../fixtures/images';
import { createProduct, publicImageUrl, uniqueTitle } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { csvFile, withFileOnDisk, sheetClient, xlsxFile, type Cell } from './sheet-client';
import { handMadeXlsx, inlineRow, sharedStringsXml, sheetXml, zipOf } from './sheet-fixtures';

const HEADER = [...Object.values(C), IMAGES];
const unknownId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PLAIN_ROW: Record<string, Cell> = {
  [C.title]: 'کلید',
  [C.price]: '1000',
  [C.stock]: '1',
  [C.isPopular]: 'خیر',
};
/** A data row the product form would accept, with `cells` (by header) changed. */
const row = (cells: Record<string, Cell> = {}): Cell[] =>
  HEADER.map((header) => cells[header] ?? PLAIN_ROW[header] ?? '');
/** A row that asks to change a product the shop does not have: one problem, in the id column. */
const rowForUnknownProduct = (n: number) => row({ [C.id]: unknownId(n) });

async function refusal(response: { status: number; body: unknown }) {
  return { status: response.status, message: apiErrorSchema.parse(response.body).message };
}

describe('hostile spreadsheets', () => {
  const context = useTestApp({ admin: true });
  const sheets = sheetClient(context);

  it('when a shared string is made of a million formatting runs, then the file is refused with a Persian 400 as soon as the limit is passed', async () => {
    const run = '<r><rPr><b/></rPr><t>ب</t></r>';
    const file = await handMadeXlsx({
      sheet: sheetXml('<row r="1"><c t="s"><v>0</v></c></row>'),
      sharedStrings: function* () {
        yield sharedStringsXml('').replace('</sst>', '<si>');
        for (let n = 0; n < 1000; n++) yield run.repeat(1000);
        yield '</si></sst>';
      },
    });
    expect(file.length).toBeLessThan(1024 * 1024);
    expect(await refusal(await sheets.checkRaw(file, undefined, 'bomb.xlsx'))).toEqual({
      status: 400,
      message: SHEET_MESSAGES.xlsxTooManyRuns(XLSX_LIMITS.runsPerString),
    });
  });

  it('when the shared strings unpack past their limit, then the file is refused before they are held whole', async () => {
    const text = 'ا'.repeat(XLSX_LIMITS.charsPerCell);
    const count = Math.ceil(XLSX_LIMITS.sharedStringsBytes / Buffer.byteLength(text)) + 1;
    const file = await handMadeXlsx({
      sheet: sheetXml(''),
      sharedStrings: function* () {
        yield sharedStringsXml('').replace('</sst>', '');
        for (let n = 0; n < count; n++) yield `<si><t>${text}</t></si>`;
        yield '</sst>';
      },
    });
    expect(await refusal(await sheets.checkRaw(file, undefined, 'bomb.xlsx'))).toEqual({
      status: 400,
      message: SHEET_MESSAGES.xlsxTooLarge(XLSX_LIMITS.sharedStringsBytes),
    });
  });

  it('when a row reaches past the last column any sheet needs, then the file is refused', async () => {
    const file = await handMadeXlsx({
      sheet: sheetXml('<row r="1"><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row>'),
    });
    expect(await refusal(await sheets.checkRaw(file, undefined, 'wide.xlsx'))).toEqual({
      status: 400,
      message: SHEET_MESSAGES.tooManyCells(1, MAX_CELLS_PER_ROW),
    });
  });

  it('when an XLSX is not well-formed XML inside, then it is refused as unreadable', async () => {
    const file = await handMadeXlsx({
      sheet: sheetXml('<row r="1"><c t="inlineStr"><is><t>&xxe;</t></is></c></row>'),
    });
    expect(await refusal(await sheets.checkRaw(file, undefined, 'bad.xlsx'))).toEqual({
      status: 400,
      message: SHEET_MESSAGES.badXlsx,
    });
  });

  it('when a worksheet comes before its workbook, or the file is the shop’s own export, then it is read and no temporary file is left behind', async () => {
    // A temporary file this process makes carries its process id in its name (as the tmp package names them).
    const ownTemporaryFiles = () =>
      fs.readdirSync(os.tmpdir()).filter((name) => name.includes(`-${process.pid}-`));
    const before = ownTemporaryFiles();
    const rows = Array.from({ length: 50 }, (_, n) => inlineRow(n + 2, rowForUnknownProduct(n).map(String)));
    const handMade = await handMadeXlsx(
      { sheet: sheetXml(inlineRow(1, HEADER) + rows.join('')) },
      'worksheet first',
    );
    await createProduct(context.app, context.admin, { title: uniqueTitle('کلید') });
    const exported = await sheets.exportFile('xlsx');

    expect(await sheets.check(handMade, undefined, 'hand-made.xlsx')).toMatchObject({
      rows: 50,
      problemCount: 50,
    });
    expect(await sheets.check(exported, undefined, 'export.xlsx')).toMatchObject({ problemCount: 0 });
    expect(ownTemporaryFiles()).toEqual(before);
  });

  it('when a file has more problems than any dry run lists, then it answers with the first ones by row and counts them all', async () => {
    const count = 150_000;
    const rows = Array.from({ length: count }, (_, n) => rowForUnknownProduct(n));
    const result = await sheets.check(csvFile([HEADER, ...rows]));
    expect(result.problemCount).toBe(count);
    expect(result.problems).toHaveLength(SHEET_PROBLEMS_LISTED);
    expect(result.problems[0]).toEqual({ row: 2, column: C.id, message: SHEET_MESSAGES.unknownId });
    expect(result.problems.at(-1)!.row).toBe(SHEET_PROBLEMS_LISTED + 1);
    // 150,000 rows: 74 s beside a CI run, past 120 s at a load of 7. The limit only ends a hang.
  }, 300_000);

  it('when a stored picture no product shows is named, then it is refused without asking the storage', async () => {
    const product = await createProduct(context.app, context.admin, { title: uniqueTitle('کلید') });
    const orphan = `${'f'.repeat(32)}-640.webp`;
    await context.images.storage.put(orphan, Buffer.from('not even a picture'));
    const address = (name: string) => publicImageUrl(context.images.storage, name, context.config.publicUrl);
    const sheet = csvFile([
      HEADER,
      row({ [C.title]: 'کلید تازه', [IMAGES]: address(orphan) }),
      row({ [C.title]: 'کلید دوم', [IMAGES]: address(product.image) }),
    ]);
    const result = await sheets.check(sheet);
    expect(result.problems.map(({ row, column }) => ({ row, column }))).toEqual([{ row: 2, column: IMAGES }]);
  });
});

describe('reading a sheet gives other requests their turns', () => {
  async function turnsWhileReading(file: Buffer): Promise<{ rows: number; turns: number }> {
    let reading = true;
    let turns = 0;
    const counting = (async () => {
      while (reading) {
        await nextTurn();
        turns++;
      }
    })();
    let rows = 0;
    await withFileOnDisk(file, async (stored) => {
      for await (const _row of readSheet(stored, 100_000)) rows++;
    });
    reading = false;
    await counting;
    return { rows, turns };
  }

  const rows = Array.from({ length: 10_000 }, (_, n) => rowForUnknownProduct(n));

  it.each([
    ['CSV', () => csvFile([HEADER, ...rows])],
    ['XLSX', () => xlsxFile([HEADER, ...rows])],
  ])(
    'when a %s of 10,000 rows is read, then the event loop has a turn at least every few hundred rows',
    async (_format, make) => {
      const { rows: read, turns } = await turnsWhileReading(await make());
      expect(read).toBe(rows.length + 1);
      expect(turns).toBeGreaterThanOrEqual(Math.floor(read / ROWS_PER_TURN));
    },
  );
});

describe('one import at a time', () => {
  const queries: string[] = [];
  const context = useTestApp({ admin: true, onQuery: (query) => queries.push(query) });
  const sheets = sheetClient(context);
  const bigSheet = () =>
    csvFile([HEADER, ...Array.from({ length: 40_000 }, (_, n) => rowForUnknownProduct(n))]);
  /** A dry run of a big sheet sent over a connection of its own, which the test can hang up. */
  function bigCheckOnItsOwnConnection() {
    const server = context.app.listen(0);
    const { port } = server.address() as { port: number };
    const sheet = bigSheet();
    const form = new FormData();
    form.append('sheet', new Blob([sheet]), 'big.csv');
    const hangUp = new AbortController();
    const sent = fetch(`http://127.0.0.1:${port}${spreadsheetEndpoints.check.path}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: context.admin.bearer },
      signal: hangUp.signal,
    }).catch(() => 'hung up');
    const close = () => {
      server.closeAllConnections();
      server.close();
    };
    return { sheet, sent, hangUp: () => hangUp.abort(), close };
  }

  it('when another process holds the import turn, then an import here is refused with 409 until it is given back', async () => {
    const release = await context.database.tryLock('spreadsheet-import');
    expect(release).toBeDefined();
    const small = csvFile([HEADER, rowForUnknownProduct(1)]);
    try {
      expect(await refusal(await sheets.checkRaw(small))).toEqual({
        status: 409,
        message: SHEET_MESSAGES.busy,
      });
    } finally {
      await release!();
    }
    expect((await sheets.checkRaw(small)).status).toBe(200);
  });

  it('when sheets are checked, applied, refused or abandoned, then each upload is on disk only while its import runs', async () => {
    // The imports' folders this process made (tests in other processes import too).
    const uploadFolders = () =>
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(uploadFolderPrefix()));
    // A client that hung up is not answered: its turn goes once the work has stopped.
    const allRemoved = async () => {
      while (uploadFolders().length > 0) await nextTurn();
    };
    const good = csvFile([HEADER, row({ [C.title]: uniqueTitle('کلید'), [IMAGES]: 'p.png' })]);
    const pictures = await zipOf({ 'p.png': await makeImage('png') });
    // A finished import answers once its turn is given back and its files are gone.
    expect((await sheets.check(good, pictures)).problems).toEqual([]);
    expect(uploadFolders()).toEqual([]);
    expect((await sheets.apply(good, pictures)).at(-1)).toMatchObject({ kind: 'done', created: 1 });
    expect(uploadFolders()).toEqual([]);
    expect((await sheets.applyRaw(csvFile([HEADER, rowForUnknownProduct(1)]))).status).toBe(400);
    expect(uploadFolders()).toEqual([]);

    const { sheet: big, sent, hangUp, close } = bigCheckOnItsOwnConnection();
    try {
      let answered = false;
      void sent.finally(() => (answered = true));
      // The sheet arrives as a file in the import's own folder, not in memory.
      const storedSizes = () =>
        uploadFolders().flatMap((folder) => {
          const inside = path.join(os.tmpdir(), folder);
          try {
            return fs.readdirSync(inside).map((name) => ({
              folder,
              size: fs.statSync(path.join(inside, name)).size,
            }));
          } catch {
            return []; // removed meanwhile (once answered)
          }
        });
      while (!answered && storedSizes()[0]?.size !== big.length) await nextTurn();
      expect(storedSizes()).toEqual([{ folder: expect.stringMatching(/^shop-upload-/), size: big.length }]);
      hangUp();
      expect(await sent).toBe('hung up');
      await allRemoved();
    } finally {
      close();
    }
  });

  it('when the admin hangs up during a dry run, then the work stops and only then is the turn given back', async () => {
    queries.length = 0;
    const { sent, hangUp, close } = bigCheckOnItsOwnConnection();
    try {
      // The work has started once it reads the catalog's names.
      while (!queries.some((query) => query.includes('from "categories"'))) await nextTurn();
      hangUp();
      expect(await sent).toBe('hung up');
      const small = csvFile([HEADER, rowForUnknownProduct(1)]);
      let status = 409;
      while (status === 409) {
        await nextTurn();
        status = (await sheets.checkRaw(small)).status;
      }
      expect(status).toBe(200);
      // The cancelled dry run never reached its next step: reading the products its rows name.
      const productReads = queries.filter((query) =>
        query.includes('from "products" where "products"."id" in'),
      );
      expect(productReads).toHaveLength(1);
    } finally {
      close();
    }
  });
});
