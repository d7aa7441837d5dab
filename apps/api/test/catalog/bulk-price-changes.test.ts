import {
  apiErrorSchema,
  MAX_PRICE,
  priceChangeEndpoints,
  productEndpoints,
  searchEndpoints,
  type PriceChangeRuleInput,
  type SafeHtml,
} from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { contentVersions } from '../../src/db/content-version';
import { queryRows } from '../../src/db/client';
import { categories, priceChangeItems, priceChanges, products } from '../../src/db/schema';
import { productDerivedFields } from '../../src/modules/catalog/derived-fields';
import { createCategory, createProduct, uniqueTitle, withForm } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

interface NewProduct {
  title?: string;
  price: number;
  originalPrice?: number | null;
  stock?: number;
  categoryId?: string | null;
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
  async function insertProducts(categoryId: string | null, rows: NewProduct[]): Promise<string[]> {
    const now = Date.now();
    const inserted = await context.db
      .insert(products)
      .values(
        rows.map((row, index) => {
          const title = row.title ?? uniqueTitle('محصول قیمت');
          return {
            title,
            description: '<p>x</p>' as SafeHtml,
            price: row.price,
            originalPrice: row.originalPrice ?? null,
            stock: row.stock ?? 5,
            categoryId: row.categoryId === undefined ? categoryId : row.categoryId,
            image: 'x.webp',
            createdAt: new Date(now - index * 1000),
            ...productDerivedFields({ title, descriptionHtml: '<p>x</p>' }),
          };
        }),
      )
      .returning({ id: products.id });
    return inserted.map((row) => row.id);
  }

  /** `[price, originalPrice]` of each product, in the order asked. */
  async function pricesOf(ids: string[]): Promise<[number, number | null][]> {
    const rows = await context.db
      .select({ id: products.id, price: products.price, originalPrice: products.originalPrice })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, [row.price, row.originalPrice] as [number, number | null]]));
    return ids.map((id) => byId.get(id)!);
  }

  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  const send = (path: string, body: unknown) => asAdmin(request(context.app).post(path)).send(body as object);

  async function preview(rule: PriceChangeRuleInput) {
    const response = await send('/api/admin/price-changes/preview', rule).expect(200);
    return priceChangeEndpoints.preview.response.parse(response.body);
  }

  async function apply(rule: PriceChangeRuleInput) {
    const response = await send('/api/admin/price-changes', rule).expect(200);
    return priceChangeEndpoints.apply.response.parse(response.body);
  }

  const undo = (id: string) => send(`/api/admin/price-changes/${id}/undo`, {});

  async function listed() {
    const response = await asAdmin(request(context.app).get('/api/admin/price-changes')).expect(200);
    return priceChangeEndpoints.list.response.parse(response.body).changes;
  }

  const changeCount = async () =>
    (await queryRows<{ n: number }>(context.db, sql`SELECT count(*)::int AS n FROM price_changes`))[0]!.n;

  const itemsOf = (changeId: string) =>
    context.db
      .select()
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
    const ids = await insertProducts(categoryId, [
      { price: 123_456 },
      { price: 1_000_000, originalPrice: 1_200_000 },
      // +12% is 2,240, which rounds back to 2,000: chosen, but not changed.
      { price: 2_000 },
    ]);
    const elsewhere = await insertProducts(null, [{ price: 123_456 }]);
    const versionBefore = (await contentVersions(context.db).current()).catalog;

    const answer = await preview({ ...upBy(12, { categoryId }), roundTo: 1000 });

    expect(answer).toMatchObject({ matched: 3, changing: 2, tooLow: 0, tooHigh: 0, problem: null });
    // Newest first, each with its price and old price before and after.
    expect(answer.rows).toEqual([
      {
        _id: ids[0],
        title: expect.any(String),
        price: 123_456,
        originalPrice: null,
        newPrice: 138_000,
        newOriginalPrice: null,
      },
      {
        _id: ids[1],
        title: expect.any(String),
        price: 1_000_000,
        originalPrice: 1_200_000,
        newPrice: 1_120_000,
        newOriginalPrice: 1_200_000,
      },
    ]);
    expect(await pricesOf([...ids, ...elsewhere])).toEqual([
      [123_456, null],
      [1_000_000, 1_200_000],
      [2_000, null],
      [123_456, null],
    ]);
    expect(await changeCount()).toBe(0);
    expect((await contentVersions(context.db).current()).catalog).toBe(versionBefore);
  });
});
