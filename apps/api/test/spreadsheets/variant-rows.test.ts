import {
  SPREADSHEET_COLUMNS as C,
  SPREADSHEET_VARIANT_COLUMNS as V,
  type Category,
  type Product,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { products, productVariants } from '../../src/db/schema';
import { SHEET_MESSAGES } from '../../src/modules/spreadsheets/messages';
import { createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { csvFile, csvRows, sheetClient, type Cell } from './sheet-client';

describe('spreadsheets of products sold in variants', () => {
  const context = useTestApp({ admin: true });
  const sheets = sheetClient(context);
  let category: Category;
  let cable: Product;
  let plug: Product;

  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
    cable = await createProduct(context.app, context.admin, {
      title: 'کابل افشان جدولی',
      categoryId: category._id,
      price: undefined,
      stock: undefined,
      unit: 'metre',
      options: JSON.stringify([{ name: 'سطح مقطع', values: ['۱٫۵', '۲٫۵'] }]),
      variants: JSON.stringify([
        { options: ['۱٫۵'], price: '30000', stock: '100', code: 'SHEET-15' },
        { options: ['۲٫۵'], price: '50000', stock: '80', code: 'SHEET-25', barcode: '6260000000031' },
      ]),
    });
    plug = await createProduct(context.app, context.admin, {
      title: 'دوشاخه جدولی',
      categoryId: category._id,
      price: '25000',
    });
  });

  /** The category's export as a header and rows, each row's cells by header. */
  async function exported() {
    const [header, ...rows] = csvRows(await sheets.exportFile('csv', { categoryId: category._id }));
    const at = (name: string) => header!.indexOf(name);
    return {
      header: header!,
      rows,
      get: (row: string[], name: string) => row[at(name)],
      with: (row: string[], changes: Record<string, Cell>) =>
        row.map((cell, index) => (header![index]! in changes ? changes[header![index]!]! : cell)) as Cell[],
      file: (rows: Cell[][]) => csvFile([header!, ...rows]),
    };
  }
  const variantsOf = (id: string) =>
    context.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(productVariants.position);

  it('when exported, then a product in variants has a row per variant, with its id, options, code, barcode, price and stock', async () => {
    const sheet = await exported();
    const cableRows = sheet.rows.filter((row) => row[0] === cable._id);
    expect(
      cableRows.map((row) =>
        [V.variantId, V.options, V.code, V.barcode, C.price, C.stock].map((name) => sheet.get(row, name)),
      ),
    ).toEqual([
      [cable.variants[0]!._id, 'سطح مقطع: ۱٫۵', 'SHEET-15', '', '30000', '100'],
      [cable.variants[1]!._id, 'سطح مقطع: ۲٫۵', 'SHEET-25', '6260000000031', '50000', '80'],
    ]);
    const plugRow = sheet.rows.find((row) => row[0] === plug._id)!;
    expect(sheet.get(plugRow, V.variantId)).toBe('');
    expect(sheet.get(plugRow, C.price)).toBe('25000');
  });

  it('when a variant’s price, stock and code and the plain product’s barcode are changed in the sheet, then the dry run counts those rows and the apply writes them', async () => {
    const sheet = await exported();
    const [thin, mid] = sheet.rows.filter((row) => row[0] === cable._id);
    const plugRow = sheet.rows.find((row) => row[0] === plug._id)!;
    const file = sheet.file([
      thin!,
      sheet.with(mid!, { [C.price]: '۵۲٬۰۰۰', [C.stock]: '60', [V.code]: 'SHEET-25B' }),
      sheet.with(plugRow, { [V.barcode]: '۶۲۶۰۰۰۰۰۰۰۰۴۸' }),
    ]);
    expect(await sheets.check(file)).toMatchObject({ rows: 3, updated: 2, unchanged: 1, problemCount: 0 });

    await sheets.apply(file);
    expect(
      (await variantsOf(cable._id)).map((variant) => [variant.price, variant.stock, variant.code]),
    ).toEqual([
      [30_000, 100, 'SHEET-15'],
      [52_000, 60, 'SHEET-25B'],
    ]);
    const [plugVariant] = await variantsOf(plug._id);
    expect(plugVariant!.barcode).toBe('6260000000048');
    const [cableRow] = await context.db.select().from(products).where(eq(products.id, cable._id));
    expect(cableRow).toMatchObject({ price: 30_000, stock: 160, title: 'کابل افشان جدولی' });
  });

  it('when variant rows are wrong, then the dry run names each by row and column and the apply writes nothing', async () => {
    // A product elsewhere in the shop holds this code.
    await createProduct(context.app, context.admin, {
      price: undefined,
      stock: undefined,
      options: JSON.stringify([{ name: 'رنگ', values: ['سفید'] }]),
      variants: JSON.stringify([{ options: ['سفید'], price: '1000', code: 'ELSEWHERE-1' }]),
    });
    const sheet = await exported();
    const [thin, mid] = sheet.rows.filter((row) => row[0] === cable._id);
    const plugRow = sheet.rows.find((row) => row[0] === plug._id)!;
    const rows: Cell[][] = [
      sheet.with(thin!, { [V.variantId]: '' }),
      sheet.with(mid!, { [C.title]: 'عنوانی دیگر', [V.code]: 'SHEET-15' }),
      sheet.with(plugRow, { [V.variantId]: cable.variants[0]!._id }),
      sheet.with(mid!, { [C.id]: '', [C.title]: 'کابل تازه' }),
      sheet.with(thin!, { [V.code]: 'elsewhere-1' }),
    ];
    const before = await variantsOf(cable._id);
    const check = await sheets.check(sheet.file(rows));

    expect(check.problems).toEqual(
      expect.arrayContaining([
        { row: 2, column: V.variantId, message: SHEET_MESSAGES.variantRequired },
        { row: 3, column: C.title, message: SHEET_MESSAGES.variantRowsDiffer(2) },
        { row: 3, column: V.code, message: SHEET_MESSAGES.repeatedCode(2) },
        { row: 4, column: V.variantId, message: SHEET_MESSAGES.foreignVariant },
        { row: 5, column: V.variantId, message: SHEET_MESSAGES.newVariant },
        { row: 6, column: V.code, message: SHEET_MESSAGES.codeTaken },
      ]),
    );
    const apply = await sheets.applyRaw(sheet.file(rows));
    expect(apply.status).toBe(400);
    expect(await variantsOf(cable._id)).toEqual(before);
  });
});
