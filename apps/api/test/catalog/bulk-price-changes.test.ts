import {
  apiErrorSchema,
  MAX_PRICE,
  priceChangeEndpoints,
  productEndpoints,
  searchEndpoints,
  type PriceChangePreviewRequestInput,
  type PriceChangeRuleInput,
  type Product,
  type SafeHtml,
} from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { contentVersions } from '../../src/db/content-version';
import { queryRows } from '../../src/db/client';
import { categories, priceChangeItems, priceChanges, products, productVariants } from '../../src/db/schema';
import { PRICE_CHANGE_MESSAGES } from '../../src/modules/price-changes/messages';
import { createBrand, createCategory, createProduct, uniqueTitle, withForm } from '../support/catalog-client';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

interface NewProduct {
  title?: string;
  price: number;
  originalPrice?: number | null;
  stock?: number;
  categoryId?: string | null;
  brandId?: string | null;
}

describe('bulk price changes («تغییر گروهی قیمت»)', () => {
  const context = useTestApp({
    admin: true,
    webDist: fakeWebBuild(),
    env: { PUBLIC_URL: 'https://shop.example' },
  });

  /** A category of its own per test, so each test chooses exactly its products. */
  async function newCategory(): Promise<string> {
    const title = uniqueTitle('دسته قیمت');
    const [row] = await context.db
      .insert(categories)
      .values({ title, description: '<p>x</p>' as SafeHtml, image: 'x.webp' })
      .returning({ id: categories.id });
    return row!.id;
  }

  /** Products straight into the database, the first given the newest; answers their ids in that order. */
  function insertPriced(categoryId: string | null, rows: NewProduct[]): Promise<string[]> {
    const now = Date.now();
    return insertProducts(
      context.db,
      rows.map((row, index) => ({
        title: uniqueTitle('محصول قیمت'),
        stock: 5,
        categoryId,
        ...row,
        createdAt: new Date(now - index * 1000),
        updatedAt: new Date(now),
      })),
    );
  }

  /** `[price, originalPrice]` of each product, in the order asked. */
  async function pricesOf(ids: string[]): Promise<[number, number | null][]> {
    const rows = await context.db
      .select({ id: products.id, price: products.price, originalPrice: products.originalPrice })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(
      rows.map((row) => [row.id, [row.price, row.originalPrice] as [number, number | null]]),
    );
    return ids.map((id) => byId.get(id)!);
  }

  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  const send = (path: string, body: unknown) => asAdmin(request(context.app).post(path)).send(body as object);

  async function preview(rule: PriceChangePreviewRequestInput) {
    const response = await send('/api/admin/price-changes/preview', rule).expect(200);
    return priceChangeEndpoints.preview.response.parse(response.body);
  }

  const APPLY = '/api/admin/price-changes';

  /** Previews the rule, then applies it with the preview's fingerprint, as the admin screen does. */
  async function applyPreviewed(rule: PriceChangeRuleInput, status: number) {
    const { fingerprint } = await preview(rule);
    return send(APPLY, { ...rule, fingerprint }).expect(status);
  }

  async function apply(rule: PriceChangeRuleInput) {
    return priceChangeEndpoints.apply.response.parse((await applyPreviewed(rule, 200)).body);
  }

  const undo = (id: string) => send(`/api/admin/price-changes/${id}/undo`, {});

  async function listed() {
    const response = await asAdmin(request(context.app).get('/api/admin/price-changes')).expect(200);
    return priceChangeEndpoints.list.response.parse(response.body).changes;
  }

  const changeCount = async () =>
    (await queryRows<{ n: number }>(context.db, sql`SELECT count(*)::int AS n FROM price_changes`))[0]!.n;

  const itemCount = async () =>
    (await queryRows<{ n: number }>(context.db, sql`SELECT count(*)::int AS n FROM price_change_items`))[0]!
      .n;

  const itemsOf = (changeId: string) =>
    context.db
      .select({
        changeId: priceChangeItems.changeId,
        productId: priceChangeItems.productId,
        previousPrice: priceChangeItems.previousPrice,
        previousOriginalPrice: priceChangeItems.previousOriginalPrice,
        newPrice: priceChangeItems.newPrice,
        newOriginalPrice: priceChangeItems.newOriginalPrice,
      })
      .from(priceChangeItems)
      .where(eq(priceChangeItems.changeId, changeId))
      .orderBy(priceChangeItems.previousPrice);

  const upBy = (percent: number, selection: PriceChangeRuleInput['selection']): PriceChangeRuleInput => ({
    selection,
    by: 'percent',
    direction: 'up',
    value: percent,
  });

  it('when an admin previews a change, then it counts the products, shows the first rows before and after, and writes nothing', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [
      { price: 123_456 },
      { price: 1_000_000, originalPrice: 1_200_000 },
      // +12% is 2,240, which rounds back to 2,000: chosen, but not changed.
      { price: 2_000 },
    ]);
    const elsewhere = await insertPriced(null, [{ price: 123_456 }]);
    const versionBefore = (await contentVersions(context.db).current()).catalog;
    const changesBefore = await changeCount();

    const answer = await preview({ ...upBy(12, { categoryId }), roundTo: 1000 });

    expect(answer).toMatchObject({ matched: 3, changing: 2, tooLow: 0, tooHigh: 0, problem: null });
    // Newest first, each with its price and old price before and after.
    expect(answer.rows).toEqual([
      {
        _id: expect.any(String),
        productId: ids[0],
        title: expect.any(String),
        price: 123_456,
        originalPrice: null,
        newPrice: 138_000,
        newOriginalPrice: null,
        excluded: false,
      },
      {
        _id: expect.any(String),
        productId: ids[1],
        title: expect.any(String),
        price: 1_000_000,
        originalPrice: 1_200_000,
        newPrice: 1_120_000,
        newOriginalPrice: 1_200_000,
        excluded: false,
      },
    ]);
    expect(await pricesOf([...ids, ...elsewhere])).toEqual([
      [123_456, null],
      [1_000_000, 1_200_000],
      [2_000, null],
      [123_456, null],
    ]);
    expect(await changeCount()).toBe(changesBefore);
    expect((await contentVersions(context.db).current()).catalog).toBe(versionBefore);
  });

  it('when a category goes up 12% rounded to 1,000 toman, then one change is recorded and the products hold the new prices', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [
      { price: 123_456 },
      { price: 1_000_000, originalPrice: 1_200_000 },
    ]);
    const [elsewhere] = await insertPriced(null, [{ price: 123_456 }]);
    const [before] = await context.db
      .select({ at: products.updatedAt })
      .from(products)
      .where(eq(products.id, ids[0]!));
    const rule = { ...upBy(12, { categoryId }), roundTo: 1000 } as const;

    const { change, message } = await apply(rule);

    expect(message).toBe('قیمت ۲ محصول تغییر کرد');
    expect(change).toMatchObject({
      productCount: 2,
      rule: { ...rule, moveToOriginalPrice: false, selection: { categoryId } },
      undoneAt: null,
      undoneBy: null,
    });
    expect(change.createdBy).toBe(context.admin.phone);
    expect(change.categoryTitle).toMatch(/^دسته قیمت/);
    // Stored: the products, the change and each product's prices before and after it.
    expect(await pricesOf([...ids, elsewhere!])).toEqual([
      [138_000, null],
      [1_120_000, 1_200_000],
      [123_456, null],
    ]);
    const [stored] = await context.db.select().from(priceChanges).where(eq(priceChanges.id, change._id));
    expect(stored).toMatchObject({
      productCount: 2,
      createdBy: context.admin.id,
      undoneAt: null,
      rule: change.rule,
    });
    expect(await itemsOf(change._id)).toEqual([
      {
        changeId: change._id,
        productId: ids[0],
        previousPrice: 123_456,
        previousOriginalPrice: null,
        newPrice: 138_000,
        newOriginalPrice: null,
      },
      {
        changeId: change._id,
        productId: ids[1],
        previousPrice: 1_000_000,
        previousOriginalPrice: 1_200_000,
        newPrice: 1_120_000,
        newOriginalPrice: 1_200_000,
      },
    ]);
    const [after] = await context.db
      .select({ at: products.updatedAt })
      .from(products)
      .where(eq(products.id, ids[0]!));
    expect(after!.at.getTime()).toBeGreaterThan(before!.at.getTime());
    expect((await listed())[0]).toEqual(change);
  });

  it.each([
    // [price, rule, new price]: exact arithmetic, rounded half away from zero to the toman or the step.
    [123_456, { by: 'percent', direction: 'up', value: 10 }, 135_802],
    [123_456, { by: 'percent', direction: 'up', value: 10, roundTo: 1000 }, 136_000],
    [123_456, { by: 'percent', direction: 'up', value: 10, roundTo: 10000 }, 140_000],
    [123_456, { by: 'percent', direction: 'down', value: 12.5 }, 108_024],
    [100_000, { by: 'percent', direction: 'up', value: 7.25 }, 107_250],
    [125_000, { by: 'percent', direction: 'up', value: 0.01, roundTo: 10000 }, 130_000],
    [124_987, { by: 'percent', direction: 'up', value: 0.01, roundTo: 10000 }, 120_000],
    [123_456, { by: 'amount', direction: 'down', value: 5_500, roundTo: 10000 }, 120_000],
    [123_456, { by: 'amount', direction: 'up', value: 50_000 }, 173_456],
    [1_499, { by: 'amount', direction: 'up', value: 1, roundTo: 1000 }, 2_000],
  ] as const)(
    'when %p changes by %p, then the new price is %p, in the preview and once applied',
    async (price, change, expected) => {
      const categoryId = await newCategory();
      const [id] = await insertPriced(categoryId, [{ price }]);
      const rule = { selection: { categoryId }, ...change };
      expect((await preview(rule)).rows[0]?.newPrice).toBe(expected);
      await apply(rule);
      expect(await pricesOf([id!])).toEqual([[expected, null]]);
    },
  );

  it('when the old price is moved to «قیمت قبل از تخفیف», then each product shows its price before the cut struck through', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [
      { price: 200_000 },
      { price: 500_000, originalPrice: 650_000 },
    ]);
    const { change } = await apply({
      selection: { categoryId },
      by: 'percent',
      direction: 'down',
      value: 10,
      moveToOriginalPrice: true,
    });
    expect(await pricesOf(ids)).toEqual([
      [180_000, 200_000],
      [450_000, 500_000],
    ]);
    const shown = productEndpoints.get.response.parse(
      (await request(context.app).get(`/api/product/${ids[1]}`).expect(200)).body,
    ).product;
    expect(shown).toMatchObject({ price: 450_000, originalPrice: 500_000 });
    // Undone, each gets its old price back too, the one it had and the lack of one.
    await undo(change._id).expect(200);
    expect(await pricesOf(ids)).toEqual([
      [200_000, null],
      [500_000, 650_000],
    ]);
  });

  it('when the old price is not moved, then it is kept as it was', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [{ price: 500_000, originalPrice: 650_000 }]);
    await apply({ selection: { categoryId }, by: 'amount', direction: 'down', value: 20_000 });
    expect(await pricesOf(ids)).toEqual([[480_000, 650_000]]);
  });

  it('when products are chosen by a price range, a stock state or a part of the title, then only those change', async () => {
    const categoryId = await newCategory();
    const word = uniqueTitle('کابل');
    const [cheap, middle, dear, outOfStock, titled] = await insertPriced(categoryId, [
      { price: 50_000 },
      { price: 150_000 },
      { price: 900_000 },
      { price: 150_000, stock: 0 },
      { price: 300_000, title: `${word} افشان` },
    ]);
    const all = [cheap!, middle!, dear!, outOfStock!, titled!];
    const chosen = async (selection: PriceChangeRuleInput['selection']) => {
      const before = await pricesOf(all);
      const { change } = await apply({
        selection: { categoryId, ...selection },
        by: 'amount',
        direction: 'up',
        value: 1,
      });
      const after = await pricesOf(all);
      await undo(change._id).expect(200);
      return all.filter((_, index) => after[index]![0] !== before[index]![0]);
    };
    expect(await chosen({ minPrice: 100_000, maxPrice: 300_000 })).toEqual([middle, outOfStock, titled]);
    expect(await chosen({ minPrice: 150_000, maxPrice: 150_000, stock: 'in-stock' })).toEqual([middle]);
    expect(await chosen({ stock: 'out-of-stock' })).toEqual([outOfStock]);
    // Any letter case and keyboard: the Arabic ك finds the Persian ک, as the dashboard's search does.
    expect(await chosen({ q: `  ${word.replace('ک', 'ك')}  ` })).toEqual([titled]);
    expect(await chosen({})).toEqual(all);
  });

  it('when products are chosen by a brand, then only the products of that brand change, and the list names the brand', async () => {
    const categoryId = await newCategory();
    const philips = await createBrand(context.app, context.admin, { nameFa: 'فیلیپس' });
    const other = await createBrand(context.app, context.admin);
    const [lamp, otherLamp, unbranded] = await insertPriced(categoryId, [
      { price: 100_000, brandId: philips._id },
      { price: 100_000, brandId: other._id },
      { price: 100_000 },
    ]);
    const rule = upBy(10, { categoryId, brandId: philips._id.toUpperCase() });
    const answer = await preview(rule);
    expect(answer).toMatchObject({ matched: 1, changing: 1 });
    expect(answer.rows.map((row) => row.productId)).toEqual([lamp]);

    const { change } = await apply(rule);
    expect(await pricesOf([lamp!, otherLamp!, unbranded!])).toEqual([
      [110_000, null],
      [100_000, null],
      [100_000, null],
    ]);
    const [first] = await listed();
    expect(first).toMatchObject({ _id: change._id, brandName: 'فیلیپس', productCount: 1 });
    expect(first!.rule.selection.brandId).toBe(philips._id);

    const badBrand = await send('/api/admin/price-changes/preview', upBy(10, { brandId: 'فیلیپس' })).expect(
      400,
    );
    expect(apiErrorSchema.parse(badBrand.body).details).toEqual({
      'selection.brandId': 'برند انتخاب‌شده نامعتبر است',
    });
  });

  it('when a change would bring prices to zero or below, then the whole change is refused, saying how many, and nothing is written', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [{ price: 30_000 }, { price: 50_000 }, { price: 300_000 }]);
    const rule = { selection: { categoryId }, by: 'amount', direction: 'down', value: 50_000 } as const;
    const expected =
      'قیمت ۲ محصول با این تغییر صفر یا کمتر می‌شود؛ چنین تغییری اعمال نمی‌شود. مقدار تغییر یا انتخاب محصولات را اصلاح کنید.';
    expect(await preview(rule)).toMatchObject({ matched: 3, changing: 3, tooLow: 2, problem: expected });
    const changesBefore = await changeCount();

    const response = await applyPreviewed(rule, 400);

    expect(apiErrorSchema.parse(response.body)).toMatchObject({ code: 'BAD_REQUEST', message: expected });
    expect(await pricesOf(ids)).toEqual([
      [30_000, null],
      [50_000, null],
      [300_000, null],
    ]);
    expect(await changeCount()).toBe(changesBefore);
    expect(
      (await queryRows<{ n: number }>(context.db, sql`SELECT count(*)::int AS n FROM price_change_items`))[0]!
        .n,
    ).toBe(
      (
        await queryRows<{ n: number }>(
          context.db,
          sql`SELECT coalesce(sum(product_count), 0)::int AS n FROM price_changes`,
        )
      )[0]!.n,
    );
    // Rounding can bring a price to zero too.
    const [small] = await insertPriced(categoryId, [{ price: 4_000 }]);
    const rounded = await applyPreviewed(
      {
        selection: { categoryId, maxPrice: 4_000 },
        by: 'percent',
        direction: 'down',
        value: 10,
        roundTo: 10000,
      },
      400,
    );
    expect(rounded.body.message).toMatch(/^قیمت ۱ محصول با این تغییر صفر یا کمتر می‌شود/);
    expect(await pricesOf([small!])).toEqual([[4_000, null]]);
  });

  it('when a change would lift a price past the largest, or chooses nothing, then it is refused', async () => {
    const categoryId = await newCategory();
    await insertPriced(categoryId, [{ price: MAX_PRICE - 10 }]);
    const tooHigh = await applyPreviewed(upBy(10, { categoryId }), 400);
    expect(tooHigh.body.message).toBe(
      'قیمت ۱ محصول با این تغییر از بیشترین قیمت ممکن (۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹ تومان) بیشتر می‌شود؛ چنین تغییری اعمال نمی‌شود.',
    );
    const none = await applyPreviewed(upBy(10, { categoryId, maxPrice: 1000 }), 400);
    expect(none.body.message).toBe('هیچ محصولی با این انتخاب پیدا نشد');
    expect((await preview(upBy(10, { categoryId, maxPrice: 1000 }))).problem).toBe(
      'هیچ محصولی با این انتخاب پیدا نشد',
    );
    const [flat] = await insertPriced(categoryId, [{ price: 2_000 }]);
    const unchanged = await applyPreviewed(
      { ...upBy(1, { categoryId, maxPrice: 2_000 }), roundTo: 1000 },
      400,
    );
    expect(unchanged.body.message).toBe('این تغییر قیمت هیچ محصولی را عوض نمی‌کند');
    expect(await pricesOf([flat!])).toEqual([[2_000, null]]);
  });

  it('when variants are chosen by an option value typed in Latin digits, then only those variants change, and undo brings them back', async () => {
    const categoryId = await newCategory();
    const cable = await createProduct(context.app, context.admin, {
      categoryId,
      price: undefined,
      stock: undefined,
      unit: 'metre',
      options: JSON.stringify([{ name: 'سطح مقطع', values: ['۱٫۵', '۲٫۵', '۴'] }]),
      variants: JSON.stringify([
        { options: ['۱٫۵'], price: '30000', stock: '100' },
        { options: ['۲٫۵'], price: '50000', stock: '100' },
        { options: ['۴'], price: '80000', stock: '100' },
      ]),
    });
    const variantPrices = async () =>
      (
        await context.db
          .select({ price: productVariants.price })
          .from(productVariants)
          .where(eq(productVariants.productId, cable._id))
          .orderBy(productVariants.position)
      ).map((row) => row.price);

    const rule = upBy(10, { categoryId, optionValue: '2.5' });
    const answer = await preview(rule);
    expect(answer).toMatchObject({ matched: 1, changing: 1 });
    expect(answer.rows.map((row) => [row.productId, row.title, row.newPrice])).toEqual([
      [cable._id, `${cable.title} (۲٫۵)`, 55_000],
    ]);
    const { change } = await apply(rule);
    expect(await variantPrices()).toEqual([30_000, 55_000, 80_000]);
    expect(change.productCount).toBe(1);

    await undo(change._id).expect(200);
    expect(await variantPrices()).toEqual([30_000, 50_000, 80_000]);
  });

  it('when a change is undone, then every product gets its prices back and the change is marked undone, once', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [
      { price: 100_000 },
      { price: 250_000, originalPrice: 300_000 },
    ]);
    const { change } = await apply(upBy(20, { categoryId }));
    expect(await pricesOf(ids)).toEqual([
      [120_000, null],
      [300_000, 300_000],
    ]);

    const response = await undo(change._id).expect(200);

    const answer = priceChangeEndpoints.undo.response.parse(response.body);
    expect(answer.message).toBe('قیمت ۲ محصول به پیش از این تغییر برگشت');
    expect(answer.restored).toBe(2);
    expect(answer.change).toMatchObject({ _id: change._id, undoneBy: context.admin.phone });
    expect(answer.change.undoneAt).not.toBeNull();
    expect(await pricesOf(ids)).toEqual([
      [100_000, null],
      [250_000, 300_000],
    ]);
    const [stored] = await context.db.select().from(priceChanges).where(eq(priceChanges.id, change._id));
    expect(stored).toMatchObject({ undoneBy: context.admin.id, undoneAt: expect.any(Date) });
    expect((await listed()).find((item) => item._id === change._id)).toEqual(answer.change);

    const again = await undo(change._id).expect(409);
    expect(apiErrorSchema.parse(again.body)).toMatchObject({
      code: 'CONFLICT',
      message: 'این تغییر قیمت پیش‌تر بازگردانده شده است',
    });
    expect(await pricesOf(ids)).toEqual([
      [100_000, null],
      [250_000, 300_000],
    ]);
    await undo('00000000-0000-4000-8000-000000000000').expect(404, /تغییر قیمت یافت نشد/);
    await undo('not-an-id').expect(404);
  });

  it('when a product was edited after the change, then undo is refused with 409, nothing is restored, and it works once the edit is gone', async () => {
    const categoryId = await newCategory();
    const edited = await createProduct(context.app, context.admin, {
      title: 'لامپ ویرایش‌شده',
      price: '100000',
      categoryId,
    });
    const [other] = await insertPriced(categoryId, [{ price: 200_000 }]);
    const { change } = await apply(upBy(10, { categoryId }));
    const editForm = (price: string) =>
      withForm(asAdmin(request(context.app).put(`/api/product/${edited._id}`)), {
        title: edited.title,
        description: '<p>توضیحات محصول</p>',
        price,
      }).expect(200);
    await editForm('115000');

    const refused = await undo(change._id).expect(409);

    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'CONFLICT' });
    expect(refused.body.message).toMatch(
      /^بازگردانی انجام نشد: قیمت ۱ محصول پس از این تغییر دوباره عوض شده است \(«لامپ ویرایش‌شده»\)/,
    );
    expect(refused.body.message).toContain('هیچ قیمتی بازگردانده نشد');
    // Nothing restored, the newer edit kept, the change still undoable.
    expect(await pricesOf([edited._id, other!])).toEqual([
      [115_000, null],
      [220_000, null],
    ]);
    const [stored] = await context.db.select().from(priceChanges).where(eq(priceChanges.id, change._id));
    expect(stored!.undoneAt).toBeNull();

    // Another field edited, the price as the change left it: nothing newer to lose, so it is undone.
    await editForm('110000');
    await undo(change._id).expect(200);
    expect(await pricesOf([edited._id, other!])).toEqual([
      [100_000, null],
      [200_000, null],
    ]);
  });

  it('when a later change touched the same products, then the earlier is refused until the later is undone', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [{ price: 100_000 }, { price: 400_000 }]);
    const first = (await apply(upBy(10, { categoryId }))).change;
    const second = (
      await apply({
        selection: { categoryId, maxPrice: 200_000 },
        by: 'amount',
        direction: 'up',
        value: 5_000,
      })
    ).change;
    expect(await pricesOf(ids)).toEqual([
      [115_000, null],
      [440_000, null],
    ]);
    expect((await listed()).slice(0, 2).map((change) => change._id)).toEqual([second._id, first._id]);

    await undo(first._id).expect(409, /قیمت ۱ محصول پس از این تغییر دوباره عوض شده است/);
    expect(await pricesOf(ids)).toEqual([
      [115_000, null],
      [440_000, null],
    ]);
    await undo(second._id).expect(200);
    await undo(first._id).expect(200);
    expect(await pricesOf(ids)).toEqual([
      [100_000, null],
      [400_000, null],
    ]);
  });

  it('when a product of the change was deleted since, then undo restores the others and says so', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [{ price: 100_000 }, { price: 200_000 }, { price: 300_000 }]);
    const { change } = await apply(upBy(10, { categoryId }));
    await asAdmin(request(context.app).delete(`/api/product/${ids[2]}`)).expect(200);

    const response = await undo(change._id).expect(200);

    expect(response.body.message).toBe(
      'قیمت ۲ محصول به پیش از این تغییر برگشت؛ ۱ محصولی که پس از آن حذف شده بود بازگردانده نشد',
    );
    expect(response.body.restored).toBe(2);
    expect(await pricesOf(ids.slice(0, 2))).toEqual([
      [100_000, null],
      [200_000, null],
    ]);
  });

  it('when two admins apply the same preview at once, then one applies it, the other is refused with 409, and the prices change once', async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [
      { price: 100_000 },
      { price: 250_000, originalPrice: 300_000 },
    ]);
    const rule = upBy(10, { categoryId });
    const { fingerprint } = await preview(rule);
    const changesBefore = await changeCount();

    const answers = await Promise.all([
      send(APPLY, { ...rule, fingerprint }),
      send(APPLY, { ...rule, fingerprint }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({
      code: 'CONFLICT',
      message: PRICE_CHANGE_MESSAGES.changedSincePreview,
    });
    expect(await pricesOf(ids)).toEqual([
      [110_000, null],
      [275_000, 300_000],
    ]);
    expect(await changeCount()).toBe(changesBefore + 1);
    const { change } = priceChangeEndpoints.apply.response.parse(
      answers.find((answer) => answer.status === 200)!.body,
    );
    expect((await itemsOf(change._id)).map((item) => item.previousPrice)).toEqual([100_000, 250_000]);
    // The one that was applied is undone as any other.
    await undo(change._id).expect(200);
    expect(await pricesOf(ids)).toEqual([
      [100_000, null],
      [250_000, 300_000],
    ]);
  });

  it.each([
    [
      'a chosen product was given another price',
      async (rule: PriceChangeRuleInput, edited: Product) => {
        await withForm(asAdmin(request(context.app).put(`/api/product/${edited._id}`)), {
          title: edited.title,
          description: '<p>توضیحات محصول</p>',
          price: '120000',
          categoryId: rule.selection.categoryId!,
        }).expect(200);
        return rule;
      },
    ],
    [
      'a product joined the selection',
      async (rule: PriceChangeRuleInput) => {
        await insertPriced(rule.selection.categoryId!, [{ price: 300_000 }]);
        return rule;
      },
    ],
    ['the apply sends another rule', async (rule: PriceChangeRuleInput) => ({ ...rule, value: 20 })],
  ] as const)(
    'when, after the preview, %s, then the apply is refused with 409 and nothing is changed',
    async (_, meanwhile) => {
      const categoryId = await newCategory();
      const edited = await createProduct(context.app, context.admin, { price: '100000', categoryId });
      const [other] = await insertPriced(categoryId, [{ price: 200_000 }]);
      const rule = upBy(10, { categoryId });
      const { fingerprint } = await preview(rule);
      const changesBefore = await changeCount();
      const itemsBefore = await itemCount();
      const applied = await meanwhile(rule, edited);
      const pricesBefore = await pricesOf([edited._id, other!]);

      const refused = await send(APPLY, { ...applied, fingerprint }).expect(409);

      expect(apiErrorSchema.parse(refused.body)).toMatchObject({
        code: 'CONFLICT',
        message: PRICE_CHANGE_MESSAGES.changedSincePreview,
      });
      expect(await pricesOf([edited._id, other!])).toEqual(pricesBefore);
      expect(await changeCount()).toBe(changesBefore);
      expect(await itemCount()).toBe(itemsBefore);
      // Previewed again, it applies.
      await apply(applied);
      expect(await pricesOf([other!])).toEqual([[200_000 + 2_000 * applied.value, null]]);
    },
  );

  it("when the apply carries no preview's fingerprint, then it is refused with 400 and nothing is changed", async () => {
    const categoryId = await newCategory();
    const ids = await insertPriced(categoryId, [{ price: 100_000 }]);

    const response = await send(APPLY, upBy(10, { categoryId })).expect(400);

    expect(apiErrorSchema.parse(response.body).details).toEqual({
      fingerprint: 'پیش‌نمایش این تغییر فرستاده نشد؛ نخست پیش‌نمایش بگیرید',
    });
    expect(await pricesOf(ids)).toEqual([[100_000, null]]);
  });

  it.each([
    ['a percentage of zero', { value: 0 }, 'value', 'مقدار تغییر باید بیشتر از صفر باشد'],
    ['a negative percentage', { value: -5 }, 'value', 'مقدار تغییر باید بیشتر از صفر باشد'],
    ['three decimals', { value: 1.125 }, 'value', 'درصد تغییر باید عددی مثبت با حداکثر دو رقم اعشار باشد'],
    ['more than 1,000%', { value: 1001 }, 'value', 'درصد تغییر باید عددی مثبت با حداکثر دو رقم اعشار باشد'],
    ['down by 100%', { direction: 'down', value: 100 }, 'value', 'کاهش قیمت باید کمتر از ۱۰۰ درصد باشد'],
    [
      'a fraction of a toman',
      { by: 'amount', value: 10.5 },
      'value',
      'مبلغ تغییر باید عددی صحیح و مثبت به تومان باشد',
    ],
    [
      'an amount past the largest price',
      { by: 'amount', value: MAX_PRICE + 1 },
      'value',
      'مبلغ تغییر باید عددی صحیح و مثبت به تومان باشد',
    ],
    ['a value as text', { value: '12' }, 'value', 'مقدار تغییر باید عدد باشد'],
    ['no value', { value: undefined }, 'value', 'مقدار تغییر را وارد کنید'],
    [
      'rounding to 500',
      { roundTo: 500 },
      'roundTo',
      'گرد کردن فقط به نزدیک‌ترین ۱٬۰۰۰ یا ۱۰٬۰۰۰ تومان ممکن است',
    ],
    ['an unknown kind', { by: 'ratio' }, 'by', 'نوع تغییر باید درصد یا مبلغ ثابت باشد'],
    ['no direction', { direction: undefined }, 'direction', 'جهت تغییر باید افزایش یا کاهش باشد'],
    [
      'moving the old price up',
      { moveToOriginalPrice: true },
      'moveToOriginalPrice',
      'قیمت فعلی فقط هنگام کاهش قیمت به «قیمت قبل از تخفیف» منتقل می‌شود',
    ],
    [
      'min above max',
      { selection: { minPrice: 2000, maxPrice: 1000 } },
      'selection.maxPrice',
      'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد',
    ],
    [
      'a negative min price',
      { selection: { minPrice: -1 } },
      'selection.minPrice',
      'حداقل قیمت باید عددی صحیح و مثبت به تومان باشد',
    ],
    [
      'a category that is not an id',
      { selection: { categoryId: 'lamps' } },
      'selection.categoryId',
      'دسته‌بندی انتخاب‌شده نامعتبر است',
    ],
    [
      'an unknown stock state',
      { selection: { stock: 'maybe' } },
      'selection.stock',
      'وضعیت موجودی انتخاب‌شده نامعتبر است',
    ],
    [
      'a long search text',
      { selection: { q: 'ک'.repeat(101) } },
      'selection.q',
      'عبارت جستجو حداکثر ۱۰۰ نویسه است',
    ],
    ['no selection', { selection: undefined }, 'selection', 'مقداری الزامی ارسال نشده است'],
  ] as const)(
    'when the rule has %s, then preview and apply answer 400 in Persian and nothing is written',
    async (_, patch, field, message) => {
      const categoryId = await newCategory();
      const ids = await insertPriced(categoryId, [{ price: 100_000 }]);
      // With a fingerprint, the apply is refused for the rule's own problem (the preview ignores it).
      const body = {
        selection: { categoryId },
        by: 'percent',
        direction: 'up',
        value: 10,
        fingerprint: 'previewed',
        ...patch,
      };
      const changesBefore = await changeCount();
      for (const path of ['/api/admin/price-changes/preview', APPLY]) {
        const response = await send(path, body).expect(400);
        const error = apiErrorSchema.parse(response.body);
        expect(error.message).toBe(message);
        expect(error.details?.[field]).toBe(message);
      }
      expect(await pricesOf(ids)).toEqual([[100_000, null]]);
      expect(await changeCount()).toBe(changesBefore);
    },
  );

  it('when prices change, then the product page, search and listings show the new prices at once, the product feed and the sitemap once made again, and the old ones after undo', async () => {
    const category = await createCategory(context.app, context.admin);
    const product = await createProduct(context.app, context.admin, {
      title: 'کلید مینیاتوری تک پل قیمت‌گروهی',
      price: '385000',
      categoryId: category._id,
    });
    const ldPrice = async () => {
      const page = await request(context.app).get(`/product/${product._id}`).expect(200);
      const block =
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Product"[\s\S]*?)<\/script>/.exec(
          page.text,
        );
      return (JSON.parse(block![1]!) as { offers: { price: number } }).offers.price;
    };
    const searched = async () =>
      searchEndpoints.search.response
        .parse((await request(context.app).get('/api/search').query({ q: 'قیمت‌گروهی' }).expect(200)).body)
        .products.find((item) => item._id === product._id)?.price;
    const listedPrice = async () =>
      (await request(context.app).get(`/api/products?categoryId=${category._id}`).expect(200)).body.items[0]
        .price;
    const fedPrice = async () => {
      const feed = (await request(context.app).get('/feeds/products.xml').expect(200)).text;
      return new RegExp(`<g:id>${product._id}</g:id>.*?<g:price>(\\d+) IRR</g:price>`).exec(feed)?.[1];
    };
    // The feed sends its stored version at once and writes the new one beside it (see products-xml.test.ts).
    const fedPriceOnceBuilt = async (expected: string) => {
      let price = await fedPrice();
      for (let tries = 0; tries < 50 && price !== expected; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        price = await fedPrice();
      }
      return price;
    };
    const sitemapEntry = async () =>
      new RegExp(`/product/${product._id}</loc><lastmod>([^<]+)<`).exec(
        (await request(context.app).get('/sitemap.xml').expect(200)).text,
      )?.[1];
    // Every answer read, and kept, before the change.
    expect([await ldPrice(), await searched(), await listedPrice(), await fedPrice()]).toEqual([
      3_850_000,
      385_000,
      385_000,
      '3850000',
    ]);
    const lastmodBefore = await sitemapEntry();
    const versionBefore = (await contentVersions(context.db).current()).catalog;

    const { change } = await apply({ ...upBy(12, { categoryId: category._id }), roundTo: 1000 });

    expect((await contentVersions(context.db).current()).catalog).toBeGreaterThan(versionBefore);
    expect([await ldPrice(), await searched(), await listedPrice()]).toEqual([4_310_000, 431_000, 431_000]);
    expect(await fedPriceOnceBuilt('4310000')).toBe('4310000');
    // The sitemap sends its kept bytes at once and is made again beside them (see stored-pages.test.ts).
    let lastmod = await sitemapEntry();
    for (let tries = 0; tries < 50 && lastmod === lastmodBefore; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lastmod = await sitemapEntry();
    }
    expect(new Date(lastmod!).getTime()).toBeGreaterThan(new Date(lastmodBefore!).getTime());

    await undo(change._id).expect(200);
    expect([await ldPrice(), await searched(), await listedPrice()]).toEqual([3_850_000, 385_000, 385_000]);
    expect(await fedPriceOnceBuilt('3850000')).toBe('3850000');
  });

  describe('a rise past the old price, unticked rows and the whole preview', () => {
    it("when a rise would reach a discounted product's old price, then the preview counts the discounts lost; asked to, the old price rises by the same rule, and an undo gives both back", async () => {
      const categoryId = await newCategory();
      const [discounted, plain] = await insertPriced(categoryId, [
        { price: 100_000, originalPrice: 105_000 },
        { price: 200_000 },
      ]);
      const rule = { ...upBy(10, { categoryId }), roundTo: 1000 } as const;

      const warned = await preview(rule);
      expect(warned).toMatchObject({ changing: 2, discountsLost: 1, problem: null });

      const kept = await preview({ ...rule, raiseOriginalPrice: true });
      expect(kept.discountsLost).toBe(0);
      expect(kept.rows.find((row) => row.productId === discounted)).toMatchObject({
        newPrice: 110_000,
        newOriginalPrice: 116_000,
      });

      const { change } = await apply({ ...rule, raiseOriginalPrice: true });
      expect(await pricesOf([discounted!, plain!])).toEqual([
        [110_000, 116_000],
        [220_000, null],
      ]);
      await undo(change._id).expect(200);
      expect(await pricesOf([discounted!, plain!])).toEqual([
        [100_000, 105_000],
        [200_000, null],
      ]);
    });

    it('when the admin unticks rows, then they are shown marked, neither change nor refuse the change, and the others change', async () => {
      const categoryId = await newCategory();
      const [cheap, kept, changed] = await insertPriced(categoryId, [
        { price: 40_000 },
        { price: 90_000 },
        { price: 150_000 },
      ]);
      const rule: PriceChangeRuleInput = {
        selection: { categoryId },
        by: 'amount',
        direction: 'down',
        value: 50_000,
      };
      const refused = await preview(rule);
      expect(refused).toMatchObject({ changing: 3, tooLow: 1, excluded: 0 });
      expect(refused.problem).toBe(PRICE_CHANGE_MESSAGES.tooLow(1));
      const variantOf = (productId: string) => refused.rows.find((row) => row.productId === productId)!._id;

      const unticked = { ...rule, excluded: [variantOf(cheap!), variantOf(kept!)] };
      const answer = await preview(unticked);
      expect(answer).toMatchObject({ matched: 3, changing: 1, excluded: 2, tooLow: 0, problem: null });
      expect(answer.rows.map((row) => [row.productId, row.excluded])).toEqual([
        [cheap, true],
        [kept, true],
        [changed, false],
      ]);

      const { change } = await apply(unticked);
      expect(change.productCount).toBe(1);
      expect(await pricesOf([cheap!, kept!, changed!])).toEqual([
        [40_000, null],
        [90_000, null],
        [100_000, null],
      ]);
      expect((await itemsOf(change._id)).map((item) => item.productId)).toEqual([changed]);
      // The fingerprint covers what was unticked: the previewed rule with another choice is refused.
      const { fingerprint } = await preview(unticked);
      await send(APPLY, { ...rule, excluded: [variantOf(cheap!)], fingerprint }).expect(409);
    });

    it('when more products change than a page shows, then the preview pages through all of them', async () => {
      const categoryId = await newCategory();
      const ids = await insertPriced(
        categoryId,
        Array.from({ length: 12 }, (_, index) => ({ price: 10_000 + index * 1_000 })),
      );
      const first = await preview({ ...upBy(5, { categoryId }), page: 1 });
      const second = await preview({ ...upBy(5, { categoryId }), page: 2 });
      expect([first.pages, first.page, second.page]).toEqual([2, 1, 2]);
      expect([...first.rows, ...second.rows].map((row) => row.productId)).toEqual(ids);
      expect(second.fingerprint).toBe(first.fingerprint);
    });

    it("when the old price is asked to rise with a cut, or for a group's list, or an unticked id is not one, then 400 in Persian naming the field", async () => {
      const categoryId = await newCategory();
      const problems = async (body: object) =>
        apiErrorSchema.parse((await send('/api/admin/price-changes/preview', body).expect(400)).body).details;
      expect(
        await problems({ ...upBy(5, { categoryId }), direction: 'down', raiseOriginalPrice: true }),
      ).toEqual({ raiseOriginalPrice: '«قیمت قبل از تخفیف» فقط هنگام افزایش قیمت همراه آن بالا می‌رود' });
      expect(await problems({ ...upBy(5, { categoryId }), excluded: ['نه'] })).toEqual({
        'excluded.0': 'تنوع کنارگذاشته نامعتبر است',
      });
      expect(await problems({ ...upBy(5, { categoryId }), page: 0 })).toEqual({
        page: 'شماره صفحه پیش‌نمایش نامعتبر است',
      });
    });
  });
});
