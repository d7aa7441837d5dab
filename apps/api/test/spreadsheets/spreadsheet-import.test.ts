import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiErrorSchema,
  productEndpoints,
  SPREADSHEET_COLUMNS as C,
  SPREADSHEET_IMAGES_COLUMN as IMAGES,
  SPREADSHEET_VARIANT_COLUMNS,
  type Attribute,
  type Brand,
  type Category,
  type Product,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { formatNumber } from '@shop/persian';
import request from 'supertest';
import { imagePins, productAttributeValues, products } from '../../src/db/schema';
import { uploadFolderPrefix } from '../../src/modules/spreadsheets/import-turn';
import { SHEET_MESSAGES } from '../../src/modules/spreadsheets/messages';
import { makeImage } from '../fixtures/images';
import {
  createAttribute,
  createBrand,
  createCategory,
  createProduct,
  publicImageUrl,
  storedFiles,
  uniqueTitle,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { csvFile, csvRows, sheetClient, xlsxFile, xlsxRows } from './sheet-client';
import { SheetRows, zipOf } from './sheet-fixtures';

const ORIGIN = 'https://shop.example';

describe('spreadsheet import («ورود و خروج اکسل»)', () => {
  const context = useTestApp({ admin: true, env: { PUBLIC_URL: ORIGIN } });
  const sheets = sheetClient(context);
  let category: Category;
  let otherCategory: Category;
  let brand: Brand;
  let power: Attribute;
  let colour: Attribute;
  let waterproof: Attribute;
  let warranty: Attribute;
  let lamp: Product;
  let plug: Product;

  beforeAll(async () => {
    const { app, admin } = context;
    category = await createCategory(app, admin, { title: uniqueTitle('لامپ اکسل') });
    otherCategory = await createCategory(app, admin, { title: uniqueTitle('کابل اکسل') });
    brand = await createBrand(app, admin, { nameFa: uniqueTitle('پارس') });
    power = await createAttribute(app, admin, category._id, { name: 'توان', kind: 'number', unit: 'وات' });
    colour = await createAttribute(app, admin, category._id, {
      name: 'رنگ نور',
      kind: 'option',
      unit: undefined,
      options: [{ value: 'آفتابی' }, { value: 'مهتابی' }],
    });
    waterproof = await createAttribute(app, admin, category._id, {
      name: 'ضدآب',
      kind: 'boolean',
      unit: undefined,
    });
    warranty = await createAttribute(app, admin, category._id, {
      name: 'گارانتی',
      kind: 'text',
      unit: undefined,
    });
    const mahtabi = colour.options!.find((option) => option.value === 'مهتابی')!._id;
    lamp = await createProduct(app, admin, {
      title: uniqueTitle('لامپ ال‌ای‌دی'),
      price: '120000',
      categoryId: category._id,
      brandId: brand._id,
      specs: JSON.stringify({
        [power._id]: '-12.5',
        [colour._id]: mahtabi,
        [waterproof._id]: 'true',
        [warranty._id]: '=SUM(A1)',
      }),
    });
    plug = await createProduct(app, admin, {
      title: `=HYPERLINK("x") ${uniqueTitle('دوشاخه')}`,
      price: '50000',
      categoryId: category._id,
    });
  });

  async function exported(format: 'csv' | 'xlsx' = 'csv'): Promise<SheetRows> {
    const file = await sheets.exportFile(format, { categoryId: category._id });
    const [header, ...rows] = format === 'csv' ? csvRows(file) : ((await xlsxRows(file)) as string[][]);
    return new SheetRows(header!.map(String), rows);
  }
  /** Where stored pictures are fetched from, absolute: the shop's /uploads/ or the bucket. */
  const imagesBase = () => publicImageUrl(context.images.storage, '', ORIGIN);
  const rowOf = (sheet: SheetRows, id: string) => sheet.rows.findIndex((row) => row[0] === id);
  const priceOf = async (id: string) =>
    (await context.db.select({ price: products.price }).from(products).where(eq(products.id, id)))[0]?.price;
  const productCount = async () =>
    (await context.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

  it('when a category is exported, then its attributes are columns and formula-like text carries an apostrophe', async () => {
    const sheet = await exported();
    expect(sheet.header).toEqual([
      ...Object.values(C),
      'توان (وات)',
      'رنگ نور',
      'ضدآب',
      'گارانتی',
      IMAGES,
      ...Object.values(SPREADSHEET_VARIANT_COLUMNS),
      // A column per customer group's price list, groups in their order (the two the shop starts with).
      'قیمت عمده‌فروش (تومان)',
      'قیمت همکار (تومان)',
    ]);
    const row = rowOf(sheet, lamp._id);
    expect(sheet.get(row, 'توان (وات)')).toBe('-12.5');
    expect(sheet.get(row, 'رنگ نور')).toBe('مهتابی');
    expect(sheet.get(row, 'ضدآب')).toBe('بله');
    expect(sheet.get(row, 'گارانتی')).toBe("'=SUM(A1)");
    expect(sheet.get(row, C.brand)).toBe(brand.nameFa);
    expect(sheet.get(row, IMAGES)).toBe(publicImageUrl(context.images.storage, lamp.image, ORIGIN));
    expect(sheet.get(rowOf(sheet, plug._id), C.title)).toBe(`'${plug.title}`);
  });

  it('when exported as XLSX, then numbers stay numeric cells (a negative one too) and formula-like text is inert text', async () => {
    const sheet = await exported('xlsx');
    const row = rowOf(sheet, lamp._id);
    expect(sheet.get(row, C.price)).toBe(120000);
    expect(sheet.get(row, 'توان (وات)')).toBe(-12.5);
    expect(sheet.get(rowOf(sheet, plug._id), C.title)).toBe(`'${plug.title}`);
  });

  it('when an attribute is named like a formula, then its column header is inert text and the file still imports back', async () => {
    const { app, admin } = context;
    const trap = await createCategory(app, admin, { title: uniqueTitle('دسته تله') });
    await createAttribute(app, admin, trap._id, {
      name: '=HYPERLINK("https://evil.example","x")',
      kind: 'text',
      unit: undefined,
    });
    const product = await createProduct(app, admin, {
      title: uniqueTitle('کالای تله'),
      price: '1000',
      categoryId: trap._id,
    });
    const file = await sheets.exportFile('csv', { categoryId: trap._id });
    expect(csvRows(file)[0]).toContain(`'=HYPERLINK("https://evil.example","x")`);
    expect(await sheets.check(file)).toMatchObject({ rows: 1, unchanged: 1, problemCount: 0 });
    expect(product.categoryId).toBe(trap._id);
  });

  it('when a price is edited in the file (Persian digits), then the dry run counts one update and applying stores it and shows it at once', async () => {
    await request(context.app).get(`/api/product/${lamp._id}`).expect(200); // cached before the import
    const rowOfLamp = async () =>
      (await context.db.select().from(products).where(eq(products.id, lamp._id)))[0]!;
    const { price: _price, updatedAt: _updatedAt, ...untouched } = await rowOfLamp();
    const sheet = await exported();
    sheet.set(rowOf(sheet, lamp._id), C.price, '۱۳۵٬۰۰۰');
    const file = csvFile(sheet.all());
    const check = await sheets.check(file);
    expect(check).toMatchObject({ problems: [], created: 0, updated: 1, unchanged: sheet.rows.length - 1 });
    expect(await priceOf(lamp._id)).toBe(120000);
    const events = await sheets.apply(file);
    expect(events[0]).toEqual({ kind: 'progress', done: 0, total: 1 });
    expect(events).toContainEqual({ kind: 'progress', done: 1, total: 1 });
    expect(events.at(-1)).toEqual({
      kind: 'done',
      created: 0,
      updated: 1,
      unchanged: sheet.rows.length - 1,
      message: SHEET_MESSAGES.applied(0, 1, sheet.rows.length - 1),
    });
    const { price, updatedAt: _changedAt, ...after } = await rowOfLamp();
    expect(price).toBe(135000);
    expect(after).toEqual(untouched); // every other column, the gallery and derived search fields included
    const page = await request(context.app).get(`/api/product/${lamp._id}`).expect(200);
    expect(productEndpoints.get.response.parse(page.body).product.price).toBe(135000);
  });

  it("when cells are edited, then the dry run lists each changed cell as the shop has it and as the sheet says, in the sheet's words", async () => {
    const sheet = await exported();
    const row = rowOf(sheet, lamp._id);
    const price = (await priceOf(lamp._id))!;
    sheet
      .set(row, C.price, '۱۴۰۰۰۰')
      .set(row, C.isPopular, 'بله')
      .set(row, 'رنگ نور', 'آفتابی')
      .set(row, C.brand, '');
    const check = await sheets.check(csvFile(sheet.all()));
    expect(check).toMatchObject({ problems: [], updated: 1, changeCount: 4, warningCount: 0 });
    const sheetRow = row + 2; // the header is row 1
    expect(check.changes).toEqual([
      { row: sheetRow, column: C.brand, before: brand.nameFa, after: '' },
      { row: sheetRow, column: C.price, before: formatNumber(price), after: '۱۴۰٬۰۰۰' },
      { row: sheetRow, column: C.isPopular, before: 'خیر', after: 'بله' },
      { row: sheetRow, column: 'رنگ نور', before: 'مهتابی', after: 'آفتابی' },
    ]);
    // A dry run writes nothing.
    expect(await priceOf(lamp._id)).toBe(price);
  });

  it("when a sheet exported before an edit in the shop is imported, then the rows that would undo it are warned of, with the edit's Solar Hijri time", async () => {
    const sheet = await exported();
    const row = rowOf(sheet, lamp._id);
    expect(sheet.get(row, SPREADSHEET_VARIANT_COLUMNS.editedAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The shop edits the product after the export (its time moved on); the old sheet changes the price.
    await context.db
      .update(products)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(products.id, lamp._id));
    const exportedPrice = sheet.get(row, C.price);
    sheet.set(row, C.price, '125000');
    const check = await sheets.check(csvFile(sheet.all()));
    expect(check.warningCount).toBe(1);
    expect(check.warnings).toEqual([
      {
        row: row + 2,
        column: SPREADSHEET_VARIANT_COLUMNS.editedAt,
        message: expect.stringMatching(
          /^این محصول پس از گرفتن این خروجی در فروشگاه ویرایش شده است \([۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}\)/,
        ),
      },
    ]);
    // A row that changes nothing, or a sheet without the column, is not warned of.
    sheet.set(row, C.price, exportedPrice);
    expect((await sheets.check(csvFile(sheet.all()))).warningCount).toBe(0);
    const withoutColumn = new SheetRows(
      sheet.header.filter((header) => header !== SPREADSHEET_VARIANT_COLUMNS.editedAt),
      sheet.rows.map((cells) =>
        cells.filter((_, index) => index !== sheet.index(SPREADSHEET_VARIANT_COLUMNS.editedAt)),
      ),
    ).set(row, C.price, '125000');
    expect(await sheets.check(csvFile(withoutColumn.all()))).toMatchObject({
      problems: [],
      updated: 1,
      warningCount: 0,
    });
  });

  it('when a new row leaves stock and «نمایش در صفحه اصلی» empty, then it is stored out of stock and off the home page; a wrong cell is named in Persian only', async () => {
    const sheet = await exported();
    const title = uniqueTitle('پریز بدون موجودی');
    sheet.add({ [C.title]: title, [C.category]: category.title, [C.price]: '90000', [IMAGES]: 'p.png' });
    const zip = await zipOf({ 'p.png': await makeImage('png') });
    expect(await sheets.check(csvFile(sheet.all()), zip)).toMatchObject({ problems: [], created: 1 });
    await sheets.apply(csvFile(sheet.all()), zip);
    const [row] = await context.db.select().from(products).where(eq(products.title, title));
    expect(row).toMatchObject({ stock: 0, isPopular: false });

    const wrong = await exported();
    wrong.set(rowOf(wrong, lamp._id), C.stock, 'زیاد').set(rowOf(wrong, lamp._id), C.isPopular, 'شاید');
    const { problems } = await sheets.check(csvFile(wrong.all()));
    expect(problems.map((problem) => [problem.column, problem.message])).toEqual([
      [C.stock, 'موجودی باید عددی صحیح (۰ یا بیشتر) باشد'],
      [C.isPopular, '«بله» یا «خیر» بنویسید (خالی: خیر)'],
    ]);
    for (const problem of problems) expect(problem.message).not.toMatch(/[A-Za-z]/);
  });

  it('when a row has no id and its pictures are in the ZIP, then a product is created with them, its brand and its specification', async () => {
    const sheet = await exported();
    const title = uniqueTitle('چراغ تازه');
    sheet.add({
      [C.title]: title,
      [C.brand]: brand.nameEn,
      [C.category]: category.title,
      [C.price]: '250000',
      [C.originalPrice]: '',
      [C.stock]: '۷',
      [C.isPopular]: 'خیر',
      'توان (وات)': '۹٫۵',
      'رنگ نور': 'آفتابی',
      ضدآب: 'خیر',
      [IMAGES]: `photos/main.png | gallery.jpg`,
    });
    const zip = await zipOf({
      'photos/main.png': await makeImage('png'),
      'gallery.jpg': await makeImage('jpeg'),
    });
    const check = await sheets.check(csvFile(sheet.all()), zip);
    expect(check).toMatchObject({ problems: [], created: 1, updated: 0 });
    const events = await sheets.apply(csvFile(sheet.all()), zip);
    expect(events.at(-1)).toMatchObject({ kind: 'done', created: 1 });
    const [row] = await context.db.select().from(products).where(eq(products.title, title));
    expect(row).toMatchObject({ price: 250000, stock: 7, brandId: brand._id, categoryId: category._id });
    expect(row!.gallery).toHaveLength(1);
    const files = await storedFiles(context.images.storage);
    expect(files).toContain(row!.image);
    const values = await context.db
      .select()
      .from(productAttributeValues)
      .where(eq(productAttributeValues.productId, row!.id));
    expect(values.map((value) => value.numberValue ?? value.optionId ?? value.booleanValue).sort()).toEqual(
      [9.5, colour.options!.find((option) => option.value === 'آفتابی')!._id, false].sort(),
    );
  });

  it('when rows have problems, then the dry run names each by row and column in Persian and applying writes nothing', async () => {
    const sheet = await exported();
    const lampRow = rowOf(sheet, lamp._id);
    const added = sheet.rows.length + 2; // the first added row's number (the header is row 1)
    const base = {
      [C.title]: 'محصول',
      [C.price]: '1000',
      [C.stock]: '1',
      [C.isPopular]: 'خیر',
      [IMAGES]: 'a.png',
    };
    sheet
      .set(lampRow, C.price, 'ارزان')
      .set(lampRow, 'توان (وات)', 'زیاد')
      .set(lampRow, 'رنگ نور', 'قرمز')
      .set(lampRow, 'ضدآب', 'شاید')
      .add({ ...base, [C.id]: lamp._id })
      .add({ ...base, [C.id]: '0b7c1b6e-0000-4000-8000-000000000000' })
      .add({ ...base, [C.id]: 'نه-شناسه' })
      .add({ ...base, [C.category]: 'دسته ناموجود' })
      .add({ ...base, [C.brand]: 'برند ناموجود' })
      .add({ ...base, [C.title]: '=1+1' })
      .add({ ...base, [IMAGES]: 'https://elsewhere.example/a.jpg' })
      .add({ ...base, [IMAGES]: 'missing.jpg' })
      .add({ ...base, [IMAGES]: 'notes.txt' })
      .add({ ...base, [IMAGES]: '' })
      .add({ ...base, گارانتی: 'دو سال' })
      .add({ ...base, [C.category]: otherCategory.title, گارانتی: 'دو سال' })
      .add({ ...base, [IMAGES]: `${imagesBase()}${'0'.repeat(32)}-640.webp` })
      .add({ ...base, [IMAGES]: Array.from({ length: 14 }, () => 'a.png').join(' | ') });
    const zip = await zipOf({ 'a.png': await makeImage('png'), 'notes.txt': Buffer.from('not a picture') });
    const before = await productCount();
    const filesBefore = await storedFiles(context.images.storage);
    const check = await sheets.check(csvFile(sheet.all()), zip);
    const lampLine = lampRow + 2;
    expect(check.problems).toEqual([
      { row: lampLine, column: C.price, message: 'قیمت نامعتبر است' },
      { row: lampLine, column: 'توان (وات)', message: 'مقدار «توان» باید عدد باشد (مثلاً ۲٫۵)' },
      { row: lampLine, column: 'رنگ نور', message: 'مقدار «رنگ نور» باید یکی از مقدارهای فهرست باشد' },
      { row: lampLine, column: 'ضدآب', message: 'مقدار «ضدآب» باید «بله» یا «خیر» باشد' },
      { row: added, column: C.id, message: SHEET_MESSAGES.duplicateId(lampLine) },
      { row: added + 1, column: C.id, message: SHEET_MESSAGES.unknownId },
      { row: added + 2, column: C.id, message: SHEET_MESSAGES.badId },
      { row: added + 3, column: C.category, message: SHEET_MESSAGES.unknownCategory('دسته ناموجود') },
      { row: added + 4, column: C.brand, message: SHEET_MESSAGES.unknownBrand('برند ناموجود') },
      { row: added + 5, column: C.title, message: SHEET_MESSAGES.formula },
      {
        row: added + 6,
        column: IMAGES,
        message: SHEET_MESSAGES.notShopImage('https://elsewhere.example/a.jpg'),
      },
      { row: added + 7, column: IMAGES, message: SHEET_MESSAGES.missingFromZip('missing.jpg') },
      { row: added + 8, column: IMAGES, message: SHEET_MESSAGES.notAnImage('notes.txt') },
      { row: added + 9, column: IMAGES, message: SHEET_MESSAGES.imageRequired },
      { row: added + 10, column: 'گارانتی', message: SHEET_MESSAGES.noCategoryForSpec },
      { row: added + 11, column: 'گارانتی', message: SHEET_MESSAGES.foreignAttribute(otherCategory.title) },
      {
        row: added + 12,
        column: IMAGES,
        message: SHEET_MESSAGES.unknownShopImage(`${imagesBase()}${'0'.repeat(32)}-640.webp`),
      },
      { row: added + 13, column: IMAGES, message: SHEET_MESSAGES.tooManyImages },
    ]);
    expect(check.problemCount).toBe(18);
    const refused = await sheets.applyRaw(csvFile(sheet.all()), zip).expect(400);
    expect(apiErrorSchema.parse(refused.body).message).toBe(SHEET_MESSAGES.hasProblems(18));
    expect(await productCount()).toBe(before);
    expect(await storedFiles(context.images.storage)).toEqual(filesBefore);
  });

  it('when an XLSX cell holds a formula, then it is refused, never evaluated', async () => {
    const sheet = await exported('xlsx');
    const rows = sheet.all() as (string | number | null | { formula: string })[][];
    rows[rowOf(sheet, lamp._id) + 1]![sheet.index(C.price)] = { formula: '100*2' };
    const check = await sheets.check(await xlsxFile(rows as never), undefined, 'products.xlsx');
    expect(check.problems).toEqual([
      { row: rowOf(sheet, lamp._id) + 2, column: C.price, message: SHEET_MESSAGES.formulaCell },
    ]);
  });

  it('when a CSV is not UTF-8, then it is refused with a Persian reason', async () => {
    const latin1 = Buffer.from([...Buffer.from('id,title\n', 'latin1'), 0xe1, 0xed, 0x0a]);
    const response = await sheets.checkRaw(latin1).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe(SHEET_MESSAGES.notUtf8);
  });

  it('when a column is missing or unknown, then the header row is named', async () => {
    const check = await sheets.check(
      csvFile([
        [C.id, C.title, 'ستون عجیب'],
        ['', 'x', 'y'],
      ]),
    );
    expect(check.problems[0]).toEqual({
      row: 1,
      column: 'ستون عجیب',
      message: SHEET_MESSAGES.unknownColumn('ستون عجیب'),
    });
    expect(check.problems).toContainEqual({
      row: 1,
      column: C.price,
      message: SHEET_MESSAGES.missingColumn(C.price),
    });
    const repeated = await sheets.check(
      csvFile([
        [C.title, C.title],
        ['x', 'y'],
      ]),
    );
    expect(repeated.problems[0]).toEqual({
      row: 1,
      column: C.title,
      message: SHEET_MESSAGES.repeatedColumn(C.title),
    });
  });

  it('when a ZIP holds more files than any catalog needs, then it is refused', async () => {
    const sheet = await exported();
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, n) => [`${n}.png`, Buffer.from('x')]));
    const response = await sheets.checkRaw(csvFile(sheet.all()), await zipOf(many)).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe(SHEET_MESSAGES.zipTooManyEntries(5000));
  });

  it('when a ZIP names a file outside its folder, then it is refused', async () => {
    const sheet = await exported();
    const zip = await zipOf({ 'ok.png': await makeImage('png') });
    // yazl refuses to write "../", so the name is changed in the archive's bytes (same length).
    const evil = Buffer.from(zip.toString('latin1').replaceAll('ok.png', '../x.p'), 'latin1');
    const response = await sheets.checkRaw(csvFile(sheet.all()), evil).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe(SHEET_MESSAGES.zipBadName);
  });

  it('when applying fails midway, then no row is written and the pictures it stored are removed', async () => {
    await context.db.execute(sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`);
    await context.db.execute(sql`
      CREATE TRIGGER refuse_boom BEFORE INSERT ON products FOR EACH ROW WHEN (NEW.title = 'boom') EXECUTE FUNCTION refuse_boom()`);
    try {
      const sheet = await exported();
      sheet.set(rowOf(sheet, lamp._id), C.price, '999000');
      const row = { [C.price]: '1000', [C.stock]: '1', [C.isPopular]: 'خیر', [IMAGES]: 'new.png' };
      sheet.add({ ...row, [C.title]: 'first' }).add({ ...row, [C.title]: 'boom' });
      const zip = await zipOf({ 'new.png': await makeImage('png') });
      const [before, filesBefore, priceBefore] = [
        await productCount(),
        await storedFiles(context.images.storage),
        await priceOf(lamp._id),
      ];
      const events = await sheets.apply(csvFile(sheet.all()), zip);
      expect(events.at(-1)).toEqual({ kind: 'failed', message: SHEET_MESSAGES.failed });
      expect(await productCount()).toBe(before);
      expect(await priceOf(lamp._id)).toBe(priceBefore);
      expect(await storedFiles(context.images.storage)).toEqual(filesBefore);
      expect(await context.db.select().from(imagePins)).toEqual([]);
    } finally {
      await context.db.execute(sql`DROP TRIGGER refuse_boom ON products`);
      await context.db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
  });

  it('when imports are sent in parallel, then only one runs and the others are refused with 409', async () => {
    const sheet = await exported();
    for (let n = 0; n < 3000; n++) sheet.rows.push([...sheet.rows[0]!]);
    const file = csvFile(sheet.all());
    const statuses = await Promise.all([1, 2, 3].map(async () => (await sheets.checkRaw(file)).status));
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(1);
    expect(statuses).toContain(200);
  });

  it('when a process ended mid-import and left its upload folder, then the next import removes it and nothing else', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const unique = `${process.pid}-${Date.now()}`;
    const folderOf = (prefix: string, mode = 0o700) => {
      const folder = path.join(os.tmpdir(), `${prefix}${unique}`);
      fs.mkdirSync(folder, { mode });
      fs.writeFileSync(path.join(folder, 'sheet'), 'عنوان');
      return folder;
    };
    const leftovers = [
      folderOf(uploadFolderPrefix(ended)),
      // This process's number, an earlier start: a restarted container's process is number 1 again.
      folderOf(uploadFolderPrefix(process.pid, 1)),
    ];
    const kept = [
      // The test runner's process runs: its folder is another shop's import under way.
      folderOf(uploadFolderPrefix(process.ppid)),
      // Another app of this very process, importing now.
      folderOf(uploadFolderPrefix()),
      // Not a folder as the shop makes it: another user's, or made to be followed.
      folderOf(uploadFolderPrefix(ended, 2), 0o755),
    ];
    const target = folderOf('shop-elsewhere-');
    const link = path.join(os.tmpdir(), `${uploadFolderPrefix(ended, 3)}${unique}`);
    fs.symlinkSync(target, link);
    try {
      await sheets.check(csvFile((await exported()).all()));
      expect(leftovers.filter((folder) => fs.existsSync(folder))).toEqual([]);
      expect([...kept, link, path.join(target, 'sheet')].filter((file) => !fs.existsSync(file))).toEqual([]);
    } finally {
      for (const file of [...leftovers, ...kept, link, target])
        fs.rmSync(file, { recursive: true, force: true });
    }
  });
});

describe('spreadsheet import limits', () => {
  const context = useTestApp({
    admin: true,
    env: { SPREADSHEET_MAX_BYTES: '4000', SPREADSHEET_MAX_ROWS: '3' },
  });
  const sheets = sheetClient(context);
  const header = [...Object.values(C), IMAGES];
  const row = () => ['', 'x', '', '', '1000', '', '1', 'خیر', 'a.png'];

  it('when a file is larger than the limit, then it is refused with 413 and a Persian reason', async () => {
    const response = await sheets.checkRaw(Buffer.alloc(5000, 'a')).expect(413);
    expect(apiErrorSchema.parse(response.body).message).toBe(SHEET_MESSAGES.tooLarge(4000));
  });

  it('when a sheet has more rows than the limit, then it is refused with 413', async () => {
    const response = await sheets.checkRaw(csvFile([header, row(), row(), row(), row()])).expect(413);
    expect(apiErrorSchema.parse(response.body).message).toBe(SHEET_MESSAGES.tooManyRows(3));
  });

  it('when a ZIP unpacks to more than the limit, then it is refused', async () => {
    const zip = await zipOf({ 'a.png': Buffer.alloc(10_000) });
    const response = await sheets.checkRaw(csvFile([header, row()]), zip).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe(SHEET_MESSAGES.zipTooLarge(4000));
  });
});
