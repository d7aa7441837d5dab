import { FEED_PATHS, type Attribute, type Brand, type Category, type Product } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../src/db/schema';
import type { TorobAnswer } from '../../src/modules/feeds/torob-service';
import { makeImage } from '../fixtures/images';
import { createAttribute, createBrand, createCategory, createProduct } from '../support/catalog-client';
import { publicImageUrl } from '../support/catalog-client';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { SHOP_HOST, SHOP_URL, torobKeys, torobToken } from './feed-support';

const keys = torobKeys();
const BULK = 250;
const TEHRAN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:30$/;

describe("Torob's Product API v3", () => {
  const context = useTestApp({
    admin: true,
    env: { PUBLIC_URL: SHOP_URL, TOROB_PUBLIC_KEY: keys.publicPem },
  });
  let bulk: string[];
  let breakers: Category;
  let schneider: Brand;
  let current: Attribute;
  let guarantee: Attribute;
  let earthed: Attribute;
  let featured: Product;
  let soldOut: Product;

  let token: string;
  const post = (body: unknown) =>
    request(context.app)
      .post(FEED_PATHS.torobProducts)
      .set('X-Torob-Token', token)
      .set('X-Torob-Token-Version', '1')
      .send(body as object);
  const ask = async (body: unknown) => (await post(body).expect(200)).body as TorobAnswer;

  beforeAll(async () => {
    token = await torobToken(keys.privateKey);
    bulk = await insertProducts(context.db, BULK);
    breakers = await createCategory(context.app, context.admin, { title: 'کلید مینیاتوری' });
    schneider = await createBrand(context.app, context.admin, { nameFa: 'اشنایدر', nameEn: 'Schneider' });
    current = await createAttribute(context.app, context.admin, breakers._id, {
      name: 'جریان نامی',
      unit: 'آمپر',
    });
    earthed = await createAttribute(context.app, context.admin, breakers._id, {
      name: 'ارت‌دار',
      kind: 'boolean',
      unit: undefined,
    });
    guarantee = await createAttribute(context.app, context.admin, breakers._id, {
      name: 'گارانتی',
      kind: 'text',
      unit: undefined,
    });
    featured = await createProduct(
      context.app,
      context.admin,
      {
        title: 'کلید مینیاتوری ۱۶ آمپر',
        price: '450000',
        originalPrice: '500000',
        categoryId: breakers._id,
        brandId: schneider._id,
        specs: JSON.stringify({ [current._id]: '۱۶', [earthed._id]: 'true', [guarantee._id]: '۱۸ ماهه' }),
      },
      [
        { field: 'image', buffer: await makeImage('jpeg', { width: 2000, height: 2000 }) },
        { field: 'gallery', buffer: await makeImage('png', { width: 1000, height: 1000 }) },
      ],
    );
    soldOut = await createProduct(context.app, context.admin, { stock: 'false', price: '90000' });
  });

  it('when Torob asks for a page newest first, then it gets exactly 100 products, the totals and a cursor to the next page', async () => {
    const total = BULK + 2;
    const first = await ask({ page: 1, sort: 'date_added_desc' });
    expect(first).toMatchObject({ api_version: 'torob_api_v3', current_page: 1, total, max_pages: 3 });
    expect(first.products).toHaveLength(100);
    // The two made through the API are the newest; the bulk follows, newest first.
    expect(first.products.slice(0, 2).map((p) => p.page_unique)).toEqual([soldOut._id, featured._id]);
    expect(first.products[2]!.page_unique).toBe(bulk[BULK - 1]);
    expect(first.next_cursor).toEqual(expect.any(String));

    const third = await ask({ page: 3, sort: 'date_added_desc' });
    expect(third.products).toHaveLength(total - 200);
    expect(third.products.at(-1)!.page_unique).toBe(bulk[0]);
    expect(third.next_cursor).toBeNull();
    expect((await ask({ page: 4, sort: 'date_added_desc' })).products).toEqual([]);
  });

  it('when Torob walks by cursor, then every product comes exactly once, in the order of the numbered pages', async () => {
    const byPages: string[] = [];
    for (let page = 1; page <= 3; page += 1)
      byPages.push(...(await ask({ page, sort: 'date_added_desc' })).products.map((p) => p.page_unique));

    let answer = await ask({ page: 1, sort: 'date_added_desc' });
    const walked = answer.products.map((p) => p.page_unique);
    const pages = [answer.current_page];
    while (answer.next_cursor) {
      answer = await ask({ cursor: answer.next_cursor });
      pages.push(answer.current_page);
      walked.push(...answer.products.map((p) => p.page_unique));
    }
    expect(pages).toEqual([1, 2, 3]);
    expect(walked).toEqual(byPages);
    expect(new Set(walked).size).toBe(BULK + 2);
  });

  it('when Torob asks for the most recently updated, then a product changed just now comes first', async () => {
    const touched = bulk[10]!;
    await context.db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, touched));
    const answer = await ask({ page: 1, sort: 'date_updated_desc' });
    expect(answer.products).toHaveLength(100);
    expect(answer.products[0]!.page_unique).toBe(touched);
    const next = await ask({ cursor: answer.next_cursor });
    expect(next.current_page).toBe(2);
    expect(next.products.map((p) => p.page_unique)).not.toContain(touched);
  });

  it('when Torob asks for one product by URL or id, then it gets its full description: absolute links, toman prices, Persian specification with the brand, warranty and Tehran times', async () => {
    const pageUrl = `${SHOP_URL}/product/${featured._id}`;
    const byUrl = await ask({ page_urls: [`${pageUrl}/`] });
    expect(byUrl).toMatchObject({ current_page: 1, total: 1, max_pages: 1, next_cursor: null });
    const [product] = byUrl.products;
    expect(product).toEqual({
      page_unique: featured._id,
      page_url: pageUrl,
      title: 'کلید مینیاتوری ۱۶ آمپر',
      current_price: 450000,
      old_price: 500000,
      availability: true,
      category_name: 'کلید مینیاتوری',
      image_links: [featured.image, featured.gallery[0]!].map((file) =>
        publicImageUrl(context.images.storage, file, SHOP_URL),
      ),
      spec: { برند: 'اشنایدر', 'جریان نامی': '۱۶ آمپر', ارت‌دار: 'دارد', گارانتی: '۱۸ ماهه' },
      guarantee: '۱۸ ماهه',
      date_added: expect.stringMatching(TEHRAN_TIME),
      date_updated: expect.stringMatching(TEHRAN_TIME),
    });
    // The main picture at its widest stored width (1600 px from a 2000 px upload).
    expect(featured.image).toMatch(/-1600\.webp$/);
    const added = new Date(product!.date_added).getTime();
    expect(Math.abs(added - Date.parse(featured.createdAt))).toBeLessThan(1000);

    const byId = await ask({ page_uniques: [featured._id] });
    expect(byId.products).toEqual(byUrl.products);
  });

  it('when a product is out of stock, then its price is 0 and it is unavailable, without a warranty it has not got', async () => {
    const [product] = (await ask({ page_uniques: [soldOut._id] })).products;
    expect(product).toMatchObject({ current_price: 0, availability: false, spec: {} });
    expect(product).not.toHaveProperty('guarantee');
    expect(product).not.toHaveProperty('old_price');
  });

  it('when Torob names products the shop does not have, then the list is empty', async () => {
    const empty = { current_page: 1, total: 0, max_pages: 1, products: [] };
    expect(await ask({ page_uniques: ['00000000-0000-4000-8000-000000000000', '12412_1'] })).toMatchObject(
      empty,
    );
    expect(
      await ask({
        page_urls: [
          `https://other.example/product/${featured._id}`,
          `${SHOP_URL}/category/${breakers._id}`,
          'not a url',
        ],
      }),
    ).toMatchObject(empty);
  });

  it.each([
    [undefined, 'request body is empty'],
    [{}, 'request body is empty'],
    [[1], 'request body must be a JSON object'],
    [{ page: 1 }, 'sort parameter is not provided'],
    [{ sort: 'date_added_desc' }, 'page parameter is not provided'],
    [{ page: 0, sort: 'date_added_desc' }, 'page must be a positive integer'],
    [{ page: '1', sort: 'date_added_desc' }, 'page must be a positive integer'],
    [{ page: 1.5, sort: 'date_added_desc' }, 'page must be a positive integer'],
    [{ page: 1, sort: 'price_asc' }, 'sort must be one of date_added_desc, date_updated_desc'],
    [{ page: 1, sort: 'date_added_desc', limit: 5 }, 'unknown parameter: limit'],
    [{ page_urls: [] }, 'page_urls must be a non-empty list of strings'],
    [{ page_urls: 'https://shop.example:8443/product/1' }, 'page_urls must be a non-empty list of strings'],
    [{ page_uniques: [1] }, 'page_uniques must be a list of strings'],
    [
      { page_uniques: Array.from({ length: 101 }, (_, i) => String(i)) },
      'page_uniques may hold at most 100 items',
    ],
    [{ page_uniques: ['a'], page: 1, sort: 'date_added_desc' }, expect.stringContaining('only one of')],
    [{ cursor: 'garbage' }, 'cursor is not valid'],
    [{ cursor: Buffer.from('["date_added_desc",1,"x","y"]').toString('base64url') }, 'cursor is not valid'],
    [{ cursor: 5 }, 'cursor must be a string'],
  ])('when the body is %j, then it is refused with 400 and says why', async (body, error) => {
    const response = await post(body).expect(400);
    expect(response.body).toEqual({ error });
  });

  it('when the body is not JSON, then it is refused with 400 in the same shape', async () => {
    const response = await request(context.app)
      .post(FEED_PATHS.torobProducts)
      .set('X-Torob-Token', token)
      .set('Content-Type', 'application/json')
      .send('{"page": 1,')
      .expect(400);
    expect(response.body).toEqual({ error: 'request body is not valid JSON' });
  });

  const noneToken = () =>
    [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ aud: SHOP_HOST, exp: Math.floor(Date.now() / 1000) + 300 })).toString(
        'base64url',
      ),
      '',
    ].join('.');

  it.each([
    ['no token', async () => ''],
    ['an expired token', () => torobToken(keys.privateKey, { exp: -10 })],
    ['a token not valid yet', () => torobToken(keys.privateKey, { nbf: 120 })],
    ['a token without exp', () => torobToken(keys.privateKey, { exp: null })],
    ['a token for another shop', () => torobToken(keys.privateKey, { aud: 'other.example' })],
    ['a token for the host without its port', () => torobToken(keys.privateKey, { aud: 'shop.example' })],
    ['a token signed by another key', () => torobToken(torobKeys().privateKey)],
    ['an unsigned token (alg none)', async () => noneToken()],
    ['a token that is not a JWT', async () => 'hello'],
  ])('when the request carries %s, then it is refused with 401 and no products', async (_name, token) => {
    const response = await request(context.app)
      .post(FEED_PATHS.torobProducts)
      .set('X-Torob-Token', await token())
      .send({ page: 1, sort: 'date_added_desc' })
      .expect(401);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(response.body).not.toHaveProperty('products');
  });
});
