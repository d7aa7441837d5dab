import {
  apiErrorSchema,
  priceChangeEndpoints,
  priceHistoryEndpoints,
  SPREADSHEET_COLUMNS as C,
  type Category,
  type PriceChangeRuleInput,
  type PriceHistory,
  type Product,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { variantPriceHistory } from '../../src/db/schema';
import { PRODUCT_MESSAGES } from '../../src/modules/catalog/messages';
import {
  createCategory,
  createProduct,
  uniqueTitle,
  withForm,
  type FormFields,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';
import { csvFile, csvRows, sheetClient } from '../spreadsheets/sheet-client';
import { SheetRows } from '../spreadsheets/sheet-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('price history («آخرین تغییر قیمت» and the price chart)', () => {
  const context = useTestApp({ admin: true, webDist: fakeWebBuild() });
  const sheets = sheetClient(context);
  let category: Category;
  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
  });

  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  const historyPath = (productId: string) => priceHistoryEndpoints.get.path.replace(':id', productId);

  /** The endpoint's answer as a shopper gets it, parsed with the contract. */
  async function historyOf(productId: string): Promise<PriceHistory> {
    const response = await request(context.app).get(historyPath(productId)).expect(200);
    return priceHistoryEndpoints.get.response.parse(response.body);
  }
  /** One variant's prices, oldest first. */
  const pricesOf = (history: PriceHistory, variantId: string) =>
    history.variants.find((variant) => variant.variantId === variantId)?.points.map((point) => point.price);

  /** The record as stored: the variant's prices in the order they were written. */
  async function storedPrices(variantId: string): Promise<number[] | undefined> {
    const [row] = await context.db
      .select({ prices: variantPriceHistory.prices })
      .from(variantPriceHistory)
      .where(eq(variantPriceHistory.variantId, variantId));
    return row?.prices;
  }

  /** The edit form sends the title and description with every save. */
  const saveForm = (id: string, fields: FormFields) =>
    withForm(asAdmin(request(context.app).put(`/api/product/${id}`)), {
      title: uniqueTitle('محصول ویرایش‌شده'),
      description: '<p>ویرایش</p>',
      ...fields,
    }).expect(200);

  const newProduct = (fields: FormFields = {}) =>
    createProduct(context.app, context.admin, { categoryId: category._id, price: '120000', ...fields });

  const plainVariant = (product: Product) => product.variants[0]!._id;

  it('when a product is new, then its one price is a point but not a change', async () => {
    const product = await newProduct();
    const history = await historyOf(product._id);
    expect(history.variants).toEqual([
      {
        variantId: plainVariant(product),
        points: [{ at: expect.any(String), price: 120_000 }],
        lastChangedAt: null,
      },
    ]);
    expect(await storedPrices(plainVariant(product))).toEqual([120_000]);
  });

  it('when the price is changed through the product form, then the answer shows it at once with the time of the change', async () => {
    const product = await newProduct();
    const before = await historyOf(product._id); // kept by the answer cache
    const startedAt = Date.now();
    await saveForm(product._id, { price: '۱۳۵٬۰۰۰', stock: '3' });

    const after = await historyOf(product._id);
    expect(after).not.toEqual(before);
    const [variant] = after.variants;
    expect(variant!.points.map((point) => point.price)).toEqual([120_000, 135_000]);
    expect(variant!.lastChangedAt).toBe(variant!.points[1]!.at);
    expect(Date.parse(variant!.lastChangedAt!)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(await storedPrices(plainVariant(product))).toEqual([120_000, 135_000]);
  });

  it('when only the stock (or the title) changes, then no point is added', async () => {
    const product = await newProduct({ stock: '2' });
    await saveForm(product._id, { price: '120000', stock: '40' });

    const history = await historyOf(product._id);
    expect(pricesOf(history, plainVariant(product))).toEqual([120_000]);
    expect(history.variants[0]!.lastChangedAt).toBeNull();
    expect(await storedPrices(plainVariant(product))).toEqual([120_000]);
  });

  it('when a bulk price change is applied and undone, then both writes are points', async () => {
    const own = await createCategory(context.app, context.admin);
    const product = await newProduct({ categoryId: own._id, price: '200000' });
    const rule: PriceChangeRuleInput = {
      selection: { categoryId: own._id },
      by: 'percent',
      direction: 'up',
      value: 10,
    };
    const previewed = priceChangeEndpoints.preview.response.parse(
      (await asAdmin(request(context.app).post(priceChangeEndpoints.preview.path)).send(rule).expect(200))
        .body,
    );
    const applied = priceChangeEndpoints.apply.response.parse(
      (
        await asAdmin(request(context.app).post(priceChangeEndpoints.apply.path))
          .send({ ...rule, fingerprint: previewed.fingerprint })
          .expect(200)
      ).body,
    );
    expect(pricesOf(await historyOf(product._id), plainVariant(product))).toEqual([200_000, 220_000]);

    await asAdmin(
      request(context.app).post(priceChangeEndpoints.undo.path.replace(':id', applied.change._id)),
    )
      .send({})
      .expect(200);
    const history = await historyOf(product._id);
    expect(pricesOf(history, plainVariant(product))).toEqual([200_000, 220_000, 200_000]);
    expect(history.variants[0]!.lastChangedAt).toBe(history.variants[0]!.points[2]!.at);
    expect(await storedPrices(plainVariant(product))).toEqual([200_000, 220_000, 200_000]);
  });

  it('when a price is edited in a spreadsheet and imported, then it is a point', async () => {
    const own = await createCategory(context.app, context.admin);
    const product = await newProduct({ categoryId: own._id, price: '50000' });
    await historyOf(product._id);
    const [header, ...rows] = csvRows(await sheets.exportFile('csv', { categoryId: own._id }));
    const sheet = new SheetRows(header!, rows);
    sheet.set(
      sheet.rows.findIndex((row) => row[0] === product._id),
      C.price,
      '۵۵٬۰۰۰',
    );
    const events = await sheets.apply(csvFile(sheet.all()));
    expect(events.at(-1)).toMatchObject({ kind: 'done', updated: 1 });

    const history = await historyOf(product._id);
    expect(pricesOf(history, plainVariant(product))).toEqual([50_000, 55_000]);
    expect(history.variants[0]!.lastChangedAt).not.toBeNull();
    expect(await storedPrices(plainVariant(product))).toEqual([50_000, 55_000]);
  });

  it('when a family of variants is repriced one by one, then variants come in the product order, each its points oldest first, and a disabled one is left out', async () => {
    const options = JSON.stringify([{ name: 'سطح مقطع', attributeId: null, values: ['۱٫۵', '۲٫۵', '۴'] }]);
    const variants = [
      { options: ['۱٫۵'], price: '32000', stock: '10' },
      { options: ['۲٫۵'], price: '48500', stock: '10' },
      { options: ['۴'], price: '71000', stock: '10' },
    ];
    const cable = await newProduct({
      price: undefined,
      stock: undefined,
      options,
      variants: JSON.stringify(variants),
    });
    const ids = cable.variants.map((variant) => variant._id);
    const withIds = (prices: string[], enabled = [true, true, true]) =>
      JSON.stringify(
        variants.map((variant, i) => ({ ...variant, _id: ids[i], price: prices[i], enabled: enabled[i] })),
      );
    await saveForm(cable._id, { options, variants: withIds(['32000', '52000', '71000']) });
    await saveForm(cable._id, { options, variants: withIds(['34000', '52000', '71000']) });
    await saveForm(cable._id, { options, variants: withIds(['34000', '55000', '71000']) });

    const history = await historyOf(cable._id);
    expect(history.variants.map((variant) => variant.variantId)).toEqual(ids);
    expect(history.variants.map((variant) => variant.points.map((point) => point.price))).toEqual([
      [32_000, 34_000],
      [48_500, 52_000, 55_000],
      [71_000],
    ]);
    for (const { points } of history.variants) {
      const times = points.map((point) => Date.parse(point.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(history.variants[2]!.lastChangedAt).toBeNull();

    await saveForm(cable._id, {
      options,
      variants: withIds(['34000', '55000', '71000'], [true, false, true]),
    });
    expect((await historyOf(cable._id)).variants.map((variant) => variant.variantId)).toEqual([
      ids[0],
      ids[2],
    ]);
  });

  it('when the record reaches back years, then the answer starts with the price in force 12 months ago and keeps the last change', async () => {
    const old = await newProduct({ price: '90000' });
    const young = await newProduct({ price: '40000' });
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const times = [ago(900), ago(500), ago(400), ago(180), ago(20)];
    // Written before the first read of these products, so no kept answer predates it.
    await context.db
      .update(variantPriceHistory)
      .set({ changedAt: times, prices: [60_000, 70_000, 75_000, 80_000, 90_000] })
      .where(eq(variantPriceHistory.variantId, plainVariant(old)));
    await context.db
      .update(variantPriceHistory)
      .set({ changedAt: [ago(900)], prices: [40_000] })
      .where(eq(variantPriceHistory.variantId, plainVariant(young)));

    const history = await historyOf(old._id);
    const from = Date.parse(history.from);
    expect(from).toBeGreaterThan(ago(367).getTime());
    expect(from).toBeLessThan(ago(364).getTime());
    expect(history.variants[0]).toEqual({
      variantId: plainVariant(old),
      points: [
        { at: history.from, price: 75_000 },
        { at: times[3]!.toISOString(), price: 80_000 },
        { at: times[4]!.toISOString(), price: 90_000 },
      ],
      lastChangedAt: times[4]!.toISOString(),
    });

    // One price set long ago: in force all along, never changed.
    const quiet = await historyOf(young._id);
    expect(quiet.variants[0]).toEqual({
      variantId: plainVariant(young),
      points: [{ at: quiet.from, price: 40_000 }],
      lastChangedAt: null,
    });
  });

  it('when the product does not exist, then the answer is a Persian 404', async () => {
    const response = await request(context.app)
      .get(historyPath('00000000-0000-4000-8000-000000000000'))
      .expect(404);
    expect(apiErrorSchema.parse(response.body).message).toBe(PRODUCT_MESSAGES.notFound);
  });

  it('when read anonymously, then the answer may be kept by a cache but must be revalidated', async () => {
    const product = await newProduct();
    const response = await request(context.app).get(historyPath(product._id)).expect(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    await request(context.app)
      .get(historyPath(product._id))
      .set('If-None-Match', response.headers.etag!)
      .expect(304);
  });
});
