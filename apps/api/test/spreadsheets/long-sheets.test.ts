import { SPREADSHEET_COLUMNS as C, SPREADSHEET_VARIANT_COLUMNS as V, type Product } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import { productVariants } from '../../src/db/schema';
import { CHECK_CHUNK_ROWS } from '../../src/modules/spreadsheets/check-import';
import { SHEET_MESSAGES } from '../../src/modules/spreadsheets/messages';
import { createCategory, createProduct } from '../support/catalog-client';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { csvFile, csvRows, sheetClient, type Cell } from './sheet-client';

/** Rows more than one chunk apart: what the check compares across the chunks it reads the file in. */
describe('a sheet longer than the rows checked at a time', () => {
  const context = useTestApp({ admin: true });
  const sheets = sheetClient(context);
  let categoryId: string;
  let family: Product;
  /** Two of the plain products: one placed near the top of the sheet, one near its end. */
  let top: string;
  let end: string;

  beforeAll(async () => {
    categoryId = (await createCategory(context.app, context.admin))._id;
    family = await createProduct(context.app, context.admin, {
      title: 'کلید مینیاتوری',
      categoryId,
      price: undefined,
      stock: undefined,
      options: JSON.stringify([{ name: 'جریان', values: ['۱۶', '۲۵'] }]),
      variants: JSON.stringify([
        { options: ['۱۶'], price: '180000', code: 'MCB-16' },
        { options: ['۲۵'], price: '190000', code: 'MCB-25' },
      ]),
    });
    [top, end] = (await insertProducts(context.db, CHECK_CHUNK_ROWS + 50, { categoryId })) as [
      string,
      string,
    ];
  });

  /**
   * The category's export with the family's two rows apart, the first at the top and the second last,
   * and `top`'s and `end`'s rows next to them: more than a chunk of rows lies between the two ends.
   */
  async function exported() {
    const [header, ...rows] = csvRows(await sheets.exportFile('csv', { categoryId }));
    const at = (name: string) => header!.indexOf(name);
    const rowsOf = (id: string) => rows.filter((row) => row[at(C.id)] === id);
    const placed = new Set([family._id, top, end]);
    const others = rows.filter((row) => !placed.has(row[at(C.id)]!));
    expect(others.length).toBeGreaterThan(CHECK_CHUNK_ROWS);
    const [familyFirst, familySecond] = rowsOf(family._id);
    const ordered: Cell[][] = [familyFirst!, rowsOf(top)[0]!, ...others, rowsOf(end)[0]!, familySecond!];
    const edit = (index: number, changes: Record<string, Cell>) => {
      ordered[index] = ordered[index]!.map((cell, column) =>
        header![column]! in changes ? changes[header![column]!]! : cell,
      );
    };
    return {
      rows: ordered,
      last: ordered.length - 1,
      /** The line of the file a row is on (the header is line 1). */
      line: (index: number) => index + 2,
      edit,
      file: () => csvFile([header!, ...ordered]),
    };
  }
  const variantsOf = (productIds: string[]) =>
    context.db
      .select({
        productId: productVariants.productId,
        code: productVariants.code,
        price: productVariants.price,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds));

  it('when a family row or a code comes again a chunk later, then the dry run names the first row', async () => {
    const sheet = await exported();
    sheet.edit(sheet.last, { [C.title]: 'کلید مینیاتوری تک‌پل' });
    sheet.edit(1, { [V.code]: 'SAME-1' });
    sheet.edit(sheet.last - 1, { [V.code]: 'same-1' });
    const check = await sheets.check(sheet.file());
    expect(check.problems).toEqual([
      {
        row: sheet.line(sheet.last - 1),
        column: V.code,
        message: SHEET_MESSAGES.repeatedCode(sheet.line(1)),
      },
      {
        row: sheet.line(sheet.last),
        column: C.title,
        message: SHEET_MESSAGES.variantRowsDiffer(sheet.line(0)),
      },
    ]);
    expect((await sheets.applyRaw(sheet.file())).status).toBe(400);
    expect((await variantsOf([top]))[0]!.code).toBeNull();
  });

  it('when a code moves to a variant a chunk later, then the whole file is written, and when it moves the other way, nothing is', async () => {
    const sheet = await exported();
    const [early, late] = [1, sheet.last - 1];
    // The family's first variant gives its code up at the top; a product near the end takes it.
    sheet.edit(0, { [V.code]: 'MCB-16-OLD' });
    sheet.edit(early, { [C.price]: '777000' });
    sheet.edit(late, { [V.code]: 'MCB-16' });
    const check = await sheets.check(sheet.file());
    expect(check).toMatchObject({ problemCount: 0, updated: 3 });
    expect((await sheets.apply(sheet.file())).at(-1)).toMatchObject({ kind: 'done', updated: 3 });
    expect(await variantsOf([family._id, top, end])).toEqual(
      expect.arrayContaining([
        { productId: family._id, code: 'MCB-16-OLD', price: 180_000 },
        { productId: top, code: null, price: 777_000 },
        { productId: end, code: 'MCB-16', price: expect.any(Number) },
      ]),
    );

    // Now a product at the top takes the code the end one gives up: the top row is written first, the
    // code is still held, and the chunks already written are undone with it.
    const back = await exported();
    back.edit(early, { [C.price]: '888000', [V.code]: 'MCB-16' });
    back.edit(late, { [V.code]: '' });
    const events = await sheets.apply(back.file());
    expect(events.at(-1)).toEqual({ kind: 'failed', message: SHEET_MESSAGES.codeTaken });
    const stored = await variantsOf([top, end]);
    expect(stored).toEqual(
      expect.arrayContaining([
        { productId: top, code: null, price: 777_000 },
        { productId: end, code: 'MCB-16', price: expect.any(Number) },
      ]),
    );
    expect((await variantsOf([family._id])).map(({ code }) => code)).toContain('MCB-16-OLD');
  });
});
