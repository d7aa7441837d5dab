import {
  priceListColumn,
  SPREADSHEET_COLUMNS as C,
  SPREADSHEET_VARIANT_COLUMNS as V,
  type Category,
  type Product,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { customerGroups, priceRules, products, productVariants } from '../../src/db/schema';
import { PRODUCT_MESSAGES } from '../../src/modules/catalog/messages';
import { createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { csvFile, csvRows, sheetClient, type Cell } from './sheet-client';

const TRADE = priceListColumn('همکار');
const WHOLESALE = priceListColumn('عمده‌فروش');

/** Spreadsheets carry a column per customer group's price list: the variant's fixed price in that group. */
describe('spreadsheets with the groups’ price lists', () => {
  const context = useTestApp({ admin: true });
  const sheets = sheetClient(context);
  let category: Category;
  let cable: Product;
  let plug: Product;
  let trade: string;
  let wholesale: string;
  const thin = () => cable.variants[0]!._id;
  const thick = () => cable.variants[1]!._id;
  const plugVariant = () => plug.variants[0]!._id;

  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
    cable = await createProduct(context.app, context.admin, {
      title: 'کابل فهرست قیمت',
      categoryId: category._id,
      price: undefined,
      stock: undefined,
      options: JSON.stringify([{ name: 'سطح مقطع', values: ['۱٫۵', '۲٫۵'] }]),
      variants: JSON.stringify([
        { options: ['۱٫۵'], price: '30000', stock: '100' },
        { options: ['۲٫۵'], price: '50000', stock: '80' },
      ]),
    });
    plug = await createProduct(context.app, context.admin, {
      title: 'دوشاخه فهرست قیمت',
      categoryId: category._id,
      price: '25000',
    });
    const groups = await context.db.select().from(customerGroups);
    trade = groups.find((group) => group.name === 'همکار')!.id;
    wholesale = groups.find((group) => group.name === 'عمده‌فروش')!.id;
  });

  beforeEach(async () => {
    await context.db.delete(priceRules);
    await context.db.insert(priceRules).values([
      { groupId: trade, scope: 'variant', targetId: thick(), fixedPrice: 47_000 },
      // A percentage for the whole category is no variant's price: it has no cell.
      { groupId: trade, scope: 'category', targetId: category._id, percentOffBp: 500 },
    ]);
  });

  async function exported() {
    const [header, ...rows] = csvRows(await sheets.exportFile('csv', { categoryId: category._id }));
    const at = (name: string) => header!.indexOf(name);
    const rowOf = (variantId: string) =>
      rows.find(
        (row) =>
          row[at(V.variantId)] === variantId || (row[at(C.id)] === plug._id && variantId === plugVariant()),
      )!;
    return {
      header: header!,
      rows,
      get: (variantId: string, name: string) => rowOf(variantId)[at(name)],
      with: (variantId: string, changes: Record<string, Cell>) =>
        rowOf(variantId).map((cell, index) =>
          header![index]! in changes ? changes[header![index]!]! : cell,
        ) as Cell[],
      file: (rows: Cell[][], columns = header!) => csvFile([columns, ...rows]),
    };
  }
  /** Every fixed price of the groups, as "group:variant" to the price. */
  const listPrices = async () =>
    Object.fromEntries(
      (await context.db.select().from(priceRules).where(eq(priceRules.scope, 'variant'))).map((rule) => [
        `${rule.groupId === trade ? 'trade' : rule.groupId === wholesale ? 'wholesale' : rule.groupId}:${rule.targetId}`,
        rule.fixedPrice,
      ]),
    );

  it('when exported, then each group has a column holding the variant’s fixed price, empty where it has none', async () => {
    const sheet = await exported();
    expect(sheet.header.slice(-2)).toEqual([WHOLESALE, TRADE]);
    expect([thin(), thick(), plugVariant()].map((id) => sheet.get(id, TRADE))).toEqual(['', '47000', '']);
    expect([thin(), thick(), plugVariant()].map((id) => sheet.get(id, WHOLESALE))).toEqual(['', '', '']);
  });

  it('when the export is imported back, then every row is unchanged and the price lists stay as they were', async () => {
    const sheet = await exported();
    const file = sheet.file(sheet.rows);
    expect(await sheets.check(file)).toMatchObject({ updated: 0, created: 0, problemCount: 0 });
    await sheets.apply(file);
    expect(await listPrices()).toEqual({ [`trade:${thick()}`]: 47_000 });
  });

  it('when price list cells are typed, cleared and added, then the dry run counts those rows and the apply sets exactly them, leaving the shop’s prices', async () => {
    const sheet = await exported();
    const file = sheet.file([
      sheet.with(thin(), { [WHOLESALE]: '۲۸٬۰۰۰' }),
      sheet.with(thick(), { [TRADE]: '' }),
      sheet.with(plugVariant(), { [TRADE]: '22000' }),
    ]);
    expect(await sheets.check(file)).toMatchObject({ rows: 3, updated: 3, problemCount: 0 });
    await sheets.apply(file);
    expect(await listPrices()).toEqual({
      [`wholesale:${thin()}`]: 28_000,
      [`trade:${plugVariant()}`]: 22_000,
    });
    const shopPrices = await context.db
      .select({ price: productVariants.price })
      .from(productVariants)
      .where(eq(productVariants.productId, cable._id))
      .orderBy(productVariants.position);
    expect(shopPrices.map((row) => row.price)).toEqual([30_000, 50_000]);
  });

  it('when a new product’s row has a trade price, then the new product’s variant gets it', async () => {
    const sheet = await exported();
    const file = sheet.file([
      sheet.with(plugVariant(), { [C.id]: '', [C.title]: 'دوشاخه تازه فهرست', [TRADE]: '21000' }),
    ]);
    expect(await sheets.check(file)).toMatchObject({ created: 1, problemCount: 0 });
    await sheets.apply(file);
    const [created] = await context.db
      .select({ variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.title, 'دوشاخه تازه فهرست'));
    expect((await listPrices())[`trade:${created!.variantId}`]).toBe(21_000);
  });

  it('when a price list cell is not a price, then the dry run names its row and column and the apply writes nothing', async () => {
    const sheet = await exported();
    const rows = [
      sheet.with(thin(), { [TRADE]: 'ارزان' }),
      sheet.with(plugVariant(), { [TRADE]: '-5' }),
      sheet.with(thick(), { [TRADE]: '' }),
    ];
    const check = await sheets.check(sheet.file(rows));
    expect(check.problems).toEqual([
      { row: 2, column: TRADE, message: PRODUCT_MESSAGES.invalidPrice },
      { row: 3, column: TRADE, message: PRODUCT_MESSAGES.invalidPrice },
    ]);
    expect((await sheets.applyRaw(sheet.file(rows))).status).toBe(400);
    expect(await listPrices()).toEqual({ [`trade:${thick()}`]: 47_000 });
  });

  it('when a sheet has no price list columns, then the groups’ prices are left as they are', async () => {
    const sheet = await exported();
    const columns = sheet.header.filter((name) => name !== TRADE && name !== WHOLESALE);
    const without = (row: Cell[]) => row.filter((_cell, index) => columns.includes(sheet.header[index]!));
    await sheets.apply(sheet.file([without(sheet.with(thick(), { [C.price]: '51000' }))], columns));
    expect(await listPrices()).toEqual({ [`trade:${thick()}`]: 47_000 });
  });
});
