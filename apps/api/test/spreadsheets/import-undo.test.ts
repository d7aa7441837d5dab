import {
  priceListColumn,
  spreadsheetEndpoints,
  SPREADSHEET_COLUMNS as C,
  SPREADSHEET_IMAGES_COLUMN as IMAGES,
  type Category,
  type Product,
} from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import {
  customerGroups,
  priceRules,
  productAttributeValues,
  products,
  productVariants,
  spreadsheetImports,
} from '../../src/db/schema';
import { ORPHAN_AGE_MS, sweepOrphanImages } from '../../src/images/orphan-sweep';
import { SHEET_MESSAGES } from '../../src/modules/spreadsheets/messages';
import { makeImage } from '../fixtures/images';
import {
  createAttribute,
  createCategory,
  createProduct,
  storedFiles,
  uniqueTitle,
  withForm,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { csvFile, csvRows, sheetClient } from './sheet-client';
import { SheetRows, zipOf } from './sheet-fixtures';

const TRADE = priceListColumn('همکار');
const { imports: importsEndpoint, undoImport } = spreadsheetEndpoints;

/** An applied import undone as a whole, like a bulk price change («بازگردانی»). */
describe('undoing a spreadsheet import', () => {
  const context = useTestApp({ admin: true });
  const sheets = sheetClient(context);
  let category: Category;
  let lamp: Product;
  let trade: string;

  beforeAll(async () => {
    const { app, admin } = context;
    category = await createCategory(app, admin, { title: uniqueTitle('لامپ بازگردانی') });
    const power = await createAttribute(app, admin, category._id, {
      name: 'توان',
      kind: 'number',
      unit: 'وات',
    });
    lamp = await createProduct(app, admin, {
      title: uniqueTitle('لامپ بازگردانی'),
      price: '120000',
      stock: '14',
      categoryId: category._id,
      specs: JSON.stringify({ [power._id]: '10' }),
    });
    trade = (await context.db.select().from(customerGroups)).find((group) => group.name === 'همکار')!.id;
    await context.db
      .insert(priceRules)
      .values({ groupId: trade, scope: 'variant', targetId: lamp.variants[0]!._id, fixedPrice: 110_000 });
  });

  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  const listImports = async () =>
    importsEndpoint.response.parse(
      (await asAdmin(request(context.app).get(importsEndpoint.path)).expect(200)).body,
    ).imports;
  const undo = (id: string) => asAdmin(request(context.app).post(undoImport.path.replace(':id', id)));

  /** Everything an import may write of these products, in a fixed order. */
  const stateOf = async (ids: string[]) => ({
    products: (await context.db.select().from(products).where(inArray(products.id, ids))).map(
      ({ updatedAt: _updatedAt, ...row }) => row,
    ),
    variants: (
      await context.db.select().from(productVariants).where(inArray(productVariants.productId, ids))
    ).map(({ updatedAt: _updatedAt, ...row }) => row),
    specs: await context.db
      .select()
      .from(productAttributeValues)
      .where(inArray(productAttributeValues.productId, ids))
      .orderBy(productAttributeValues.attributeId),
    listPrices: (await context.db.select().from(priceRules).where(eq(priceRules.scope, 'variant')))
      .filter((rule) => rule.targetId === lamp.variants[0]!._id)
      .map(({ id: _id, createdAt: _createdAt, ...rule }) => rule),
  });

  /** Imports a sheet that changes the lamp everywhere (new pictures included) and adds a product. */
  async function importChanges() {
    const file = await sheets.exportFile('csv', { categoryId: category._id });
    const [header, ...rows] = csvRows(file);
    const sheet = new SheetRows(header!, rows);
    const row = sheet.rows.findIndex((cells) => cells[0] === lamp._id);
    sheet
      .set(row, C.title, `${lamp.title} نو`)
      .set(row, C.price, '۱۳۵٬۰۰۰')
      .set(row, C.stock, '3')
      .set(row, C.isPopular, 'بله')
      .set(row, 'توان (وات)', '12')
      .set(row, TRADE, '125000')
      .set(row, IMAGES, 'new-main.png');
    const added = uniqueTitle('چراغ افزوده');
    sheet.add({
      [C.title]: added,
      [C.category]: category.title,
      [C.price]: '90000',
      [IMAGES]: 'added.jpg',
    });
    const zip = await zipOf({ 'new-main.png': await makeImage('png'), 'added.jpg': await makeImage('jpeg') });
    const events = await sheets.apply(csvFile(sheet.all()), zip);
    expect(events.at(-1)).toMatchObject({ kind: 'done', created: 1, updated: 1 });
    const [created] = await context.db.select().from(products).where(eq(products.title, added));
    const [record] = await listImports();
    return { created: created!, record: record! };
  }

  it('when an import is undone, then the product it updated is as before (fields, stock, specification, price list, picture) and the one it added is gone', async () => {
    const before = await stateOf([lamp._id]);
    const { created, record } = await importChanges();
    expect(record).toMatchObject({
      created: 1,
      updated: 1,
      undoneAt: null,
      undoable: true,
      createdBy: expect.any(String),
    });
    const imported = (await stateOf([lamp._id])).products[0]!;
    expect(imported).toMatchObject({ price: 135000, stock: 3, isPopular: true });
    // The picture the import replaced is kept for the undo; the sweep leaves it.
    await sweepOrphanImages(context.images, Date.now() + ORPHAN_AGE_MS * 2);
    expect(await storedFiles(context.images.storage)).toContain(lamp.image);

    const answer = await undo(record._id).expect(200);
    const { import: undone, message } = undoImport.response.parse(answer.body);
    expect(message).toBe(SHEET_MESSAGES.importUndone(1, 1));
    expect(undone).toMatchObject({
      _id: record._id,
      undoable: false,
      undoneAt: expect.any(String),
      undoneBy: record.createdBy,
    });
    expect(await stateOf([lamp._id])).toEqual(before);
    expect(await context.db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
    const files = await storedFiles(context.images.storage);
    expect(files).toContain(lamp.image);
    expect(files).not.toContain(imported.image);
    expect(files).not.toContain(created.image);
    // Pages answer the restored product at once.
    const page = await request(context.app).get(`/api/product/${lamp._id}`).expect(200);
    expect(page.body.product).toMatchObject({ title: lamp.title, price: 120000 });

    const again = await undo(record._id).expect(409);
    expect(again.body.message).toBe(SHEET_MESSAGES.importAlreadyUndone);
  });

  it('when a product the import wrote was edited since, then nothing is undone and the answer names it', async () => {
    const { created, record } = await importChanges();
    await withForm(asAdmin(request(context.app).put(`/api/product/${lamp._id}`)), {
      title: `${lamp.title} نو`,
      description: '<p>لامپ</p>',
      price: '140000',
      categoryId: category._id,
    }).expect(200);
    const edited = await stateOf([lamp._id, created.id]);
    const answer = await undo(record._id).expect(409);
    expect(answer.body.message).toBe(SHEET_MESSAGES.importChangedSince(1, [`${lamp.title} نو`]));
    expect(await stateOf([lamp._id, created.id])).toEqual(edited);
    expect((await listImports())[0]).toMatchObject({ _id: record._id, undoneAt: null });
  });

  it('when an import is older than the undo window, then it is refused, and the pictures it kept go with the orphan sweep', async () => {
    const current = (await stateOf([lamp._id])).products[0]!;
    const { record } = await importChanges();
    await context.db
      .update(spreadsheetImports)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(spreadsheetImports.id, record._id));
    // Listed after the newer imports now, no longer undoable.
    expect((await listImports()).find((listed) => listed._id === record._id)).toMatchObject({
      undoable: false,
      undoneAt: null,
    });
    const answer = await undo(record._id).expect(400);
    expect(answer.body.message).toBe(SHEET_MESSAGES.importTooOld);
    await sweepOrphanImages(context.images, Date.now() + ORPHAN_AGE_MS * 2);
    expect(await storedFiles(context.images.storage)).not.toContain(current.image);
  });

  it('when the import is unknown or the caller no admin, then it is refused', async () => {
    const unknown = await undo('00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body.message).toBe(SHEET_MESSAGES.importNotFound);
    await request(context.app)
      .post(undoImport.path.replace(':id', '00000000-0000-4000-8000-000000000000'))
      .expect(401);
    await request(context.app).get(importsEndpoint.path).expect(401);
  });
});
