import { FEED_PATHS, type Product } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createLogger } from '../../src/logger';
import type { TorobAnswer } from '../../src/modules/feeds/torob-service';
import { torobWebhook } from '../../src/modules/feeds/torob-webhook';
import { createCategory, createProduct, uniqueTitle, withForm } from '../support/catalog-client';
import { FAKE_TOROB_TOKEN, startFakeTorobWebhook } from '../support/fake-torob-webhook';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { SHOP_URL, torobKeys, torobToken } from './feed-support';

const keys = torobKeys();
const NEWER = 99;

/**
 * Torob's Product API v3 (product_api_v3.md, note 7): "for different variants (colors, sizes), use the
 * same product_group_id but different page_unique values". A family is an entry per variant it offers.
 */
describe('a product family in Torob', () => {
  let torob: Awaited<ReturnType<typeof startFakeTorobWebhook>>;
  beforeAll(async () => {
    torob = await startFakeTorobWebhook();
  });
  afterAll(() => torob.close());
  const context = useTestApp(() => ({
    admin: true,
    env: {
      PUBLIC_URL: SHOP_URL,
      TOROB_PUBLIC_KEY: keys.publicPem,
      TOROB_WEBHOOK_TOKEN: FAKE_TOROB_TOKEN,
      TOROB_WEBHOOK_URL: torob.url,
    },
  }));
  let token: string;
  let cable: Product;
  let single: string;
  const ask = async (body: unknown) =>
    (
      await request(context.app)
        .post(FEED_PATHS.torobProducts)
        .set('X-Torob-Token', token)
        .send(body as object)
        .expect(200)
    ).body as TorobAnswer;
  const variantOf = (value: string) => cable.variants.find((variant) => variant.options[0] === value)!;
  const pageOf = (value: string) => `${SHOP_URL}/product/${cable._id}?v=${variantOf(value)._id}`;

  beforeAll(async () => {
    token = await torobToken(keys.privateKey);
    const category = await createCategory(context.app, context.admin, { title: 'سیم و کابل' });
    // Four cross-sections: the 1.5 out of stock, the 4 discounted, the 6 switched off.
    cable = await createProduct(context.app, context.admin, {
      title: 'کابل افشان',
      categoryId: category._id,
      unit: 'metre',
      price: undefined,
      stock: undefined,
      options: JSON.stringify([{ name: 'سطح مقطع', attributeId: null, values: ['۱٫۵', '۲٫۵', '۴', '۶'] }]),
      variants: JSON.stringify([
        { options: ['۱٫۵'], price: '32000', stock: '0' },
        { options: ['۲٫۵'], price: '48500', stock: '500' },
        { options: ['۴'], price: '71000', originalPrice: '75000', stock: '200' },
        { options: ['۶'], price: '99000', stock: '50', enabled: false },
      ]),
    });
    // Newer products sold as one: the family's first variant ends page 1, the others open page 2.
    const later = Date.now() + 60_000;
    const newer = await insertProducts(
      context.db,
      Array.from({ length: NEWER }, (_, index) => {
        const at = new Date(later + index * 1000);
        return { createdAt: at, updatedAt: at };
      }),
    );
    single = newer[0]!;
  });

  it('when Torob walks the pages, then each variant the family offers is an entry of its own, grouped by the product, with its own page, price and stock', async () => {
    const first = await ask({ page: 1, sort: 'date_added_desc' });
    expect(first).toMatchObject({ total: NEWER + 3, max_pages: 2 });
    expect(first.products).toHaveLength(100);
    const second = await ask({ cursor: first.next_cursor });
    expect(second.next_cursor).toBeNull();
    const byCursor = [...first.products, ...second.products];
    const byPage = [...first.products, ...(await ask({ page: 2, sort: 'date_added_desc' })).products];
    expect(byCursor).toEqual(byPage);

    const family = byCursor.filter((entry) => entry.product_group_id === cable._id);
    expect(byCursor.slice(NEWER)).toEqual(family);
    expect(
      family.map(({ page_unique, page_url, title, current_price, old_price, availability, spec }) => ({
        page_unique,
        page_url,
        title,
        current_price,
        old_price,
        availability,
        crossSection: spec['سطح مقطع'],
      })),
    ).toEqual([
      {
        page_unique: variantOf('۱٫۵')._id,
        page_url: pageOf('۱٫۵'),
        title: 'کابل افشان (۱٫۵)',
        current_price: 0,
        old_price: undefined,
        availability: false,
        crossSection: '۱٫۵',
      },
      {
        page_unique: variantOf('۲٫۵')._id,
        page_url: pageOf('۲٫۵'),
        title: 'کابل افشان (۲٫۵)',
        current_price: 48_500,
        old_price: undefined,
        availability: true,
        crossSection: '۲٫۵',
      },
      {
        page_unique: variantOf('۴')._id,
        page_url: pageOf('۴'),
        title: 'کابل افشان (۴)',
        current_price: 71_000,
        old_price: 75_000,
        availability: true,
        crossSection: '۴',
      },
    ]);
    // A product sold as one keeps its entry as before: its own id and page, no group.
    const plain = byCursor.find((entry) => entry.page_unique === single)!;
    expect(plain.page_url).toBe(`${SHOP_URL}/product/${single}`);
    expect(plain).not.toHaveProperty('product_group_id');
  });

  it('when Torob asks for a variant by its page or id, then it gets that entry; the switched-off variant and the family’s own id answer nothing', async () => {
    const byUrl = await ask({ page_urls: [pageOf('۴')] });
    expect(byUrl.products.map((entry) => [entry.page_unique, entry.current_price])).toEqual([
      [variantOf('۴')._id, 71_000],
    ]);
    expect((await ask({ page_uniques: [variantOf('۴')._id] })).products).toEqual(byUrl.products);

    const empty = { total: 0, products: [] };
    expect(await ask({ page_uniques: [variantOf('۶')._id] })).toMatchObject(empty);
    expect(await ask({ page_urls: [pageOf('۶')] })).toMatchObject(empty);
    expect(await ask({ page_uniques: [cable._id] })).toMatchObject(empty);
    // A variant's id under another product's page is not that page.
    expect(await ask({ page_urls: [`${SHOP_URL}/product/${single}?v=${variantOf('۴')._id}`] })).toMatchObject(
      empty,
    );
  });

  it('when a variant’s price changes in the form, then the webhook announces every variant page of the family, and Torob reads the new price', async () => {
    await context.db.execute(sql`DELETE FROM torob_webhook_queue`);
    torob.batches.length = 0;
    const variants = cable.variants.map(({ _id, options, price, originalPrice, stock, enabled }) => ({
      _id,
      options,
      price: String(options[0] === '۲٫۵' ? 52_000 : price),
      originalPrice: originalPrice === null ? '' : String(originalPrice),
      stock: String(stock),
      enabled,
    }));
    await withForm(
      request(context.app).put(`/api/product/${cable._id}`).set('Authorization', context.admin.bearer),
      {
        title: cable.title,
        description: '<p>کابل افشان مسی</p>',
        unit: 'metre',
        options: JSON.stringify(cable.options),
        variants: JSON.stringify(variants),
      },
    ).expect(200);

    const sender = torobWebhook(
      { db: context.db, config: context.config, logger: createLogger('silent') },
      {
        minIntervalMs: 0,
      },
    );
    expect(await sender.sendDue()).toBe(1);
    expect(torob.batches).toEqual([
      ['۱٫۵', '۲٫۵', '۴', '۶'].map((value) => ({
        page_url: pageOf(value),
        page_unique: variantOf(value)._id,
      })),
    ]);
    expect(torob.refused).toEqual([]);
    const [entry] = (await ask({ page_uniques: [variantOf('۲٫۵')._id] })).products;
    expect(entry).toMatchObject({ current_price: 52_000, availability: true, product_group_id: cable._id });
  });

  it('when families with many variants change at once, then no request carries more than 100 items and every variant is announced', async () => {
    await context.db.execute(sql`DELETE FROM torob_webhook_queue`);
    torob.batches.length = 0;
    const values = Array.from({ length: 40 }, (_, index) => String(index + 1));
    const families: Product[] = [];
    for (let index = 0; index < 3; index += 1)
      families.push(
        await createProduct(context.app, context.admin, {
          title: uniqueTitle('لامپ'),
          price: undefined,
          stock: undefined,
          options: JSON.stringify([{ name: 'توان', attributeId: null, values }]),
          variants: JSON.stringify(values.map((value) => ({ options: [value], price: '10000', stock: '5' }))),
        }),
      );
    const sender = torobWebhook(
      { db: context.db, config: context.config, logger: createLogger('silent') },
      {
        minIntervalMs: 0,
      },
    );
    while ((await sender.sendDue()) > 0);
    expect(torob.batches.map((batch) => batch.length)).toEqual([80, 40]);
    expect(torob.batches.flat().map((item) => item.page_unique)).toEqual(
      families.flatMap((family) => family.variants.map((variant) => variant._id)),
    );
  });
});
