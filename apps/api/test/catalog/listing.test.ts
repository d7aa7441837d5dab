import {
  apiErrorSchema,
  productEndpoints,
  type Category,
  type Product,
  type ProductPage,
} from '@shop/contracts';
import request from 'supertest';
import { useTestApp } from '../support/use-test-app';
import { createCategory, createProduct, withForm } from '../support/catalog-client';

describe('product listing', () => {
  let lighting: Category;
  let created: Product[];

  const titles = (items: { title: string }[]) => items.map((item) => item.title);
  const ids = (items: { _id: string }[]) => items.map((item) => item._id);
  const byId = (a: Product, b: Product) => (a._id < b._id ? -1 : 1);
  const getPage = async (query: string): Promise<ProductPage> =>
    productEndpoints.list.response.parse(
      (await request(context.app).get(`/api/products?${query}`).expect(200)).body,
    );

  const context = useTestApp({ admin: true });
  beforeAll(async () => {
    lighting = await createCategory(context.app, context.admin, { title: 'Lighting' });
    const tools = await createCategory(context.app, context.admin, { title: 'Tools' });
    const rows: [string, string, Category | undefined, string?][] = [
      ['پریز برق', '50000', lighting],
      ['تابلو برق', '120000', lighting, 'false'],
      ['چراغ', '50,000', tools],
      ['آداپتور', '9000', tools],
      ['ژنراتور', '9000000', undefined],
      ['کابل', '۵۰٬۰۰۰', undefined],
      ['گیره', '700', lighting],
      ['بست', '1500', undefined],
    ];
    created = [];
    for (const [title, price, category, stock = 'true'] of rows) {
      created.push(
        await createProduct(context.app, context.admin, {
          title,
          price,
          stock,
          categoryId: category?._id,
          description: `<p>${title} با کیفیت</p>`,
        }),
      );
    }
  });

  it('when the list is asked plainly, then the newest come first, 24 a page, as lean card items', async () => {
    const response = await request(context.app).get('/api/products').expect(200);
    const page = productEndpoints.list.response.parse(response.body);
    expect(page).toMatchObject({ total: 8, page: 1, pageSize: 24 });
    expect(ids(page.items)).toEqual(ids(created).reverse());
    expect(page.items[0]?.excerpt).toBe('بست با کیفیت');
    for (const item of response.body.items)
      expect(Object.keys(item).sort()).toEqual([
        '_id',
        'categoryId',
        'createdAt',
        'excerpt',
        'image',
        'originalPrice',
        'price',
        'stock',
        'title',
        'unit',
        'unitSize',
        'variantCount',
      ]);
  });

  it('when sorted by name, then titles follow the Persian alphabet (پ after ب, چ after ج, ژ after ز, گ after ک)', async () => {
    const page = await getPage('sort=name');
    expect(titles(page.items)).toEqual([
      'آداپتور',
      'بست',
      'پریز برق',
      'تابلو برق',
      'چراغ',
      'ژنراتور',
      'کابل',
      'گیره',
    ]);
  });

  it('when sorted by price, then equal prices keep one order by id, both ways', async () => {
    const fifty = created.filter((product) => product.price === 50_000).sort(byId);
    const ascending = await getPage('sort=price-asc');
    expect(ids(ascending.items)).toEqual(
      ids([created[6]!, created[7]!, created[3]!, ...fifty, created[1]!, created[4]!]),
    );
    const descending = await getPage('sort=price-desc');
    expect(ids(descending.items)).toEqual(ids(ascending.items).reverse());
  });

  describe('when paged 3 at a time, then the pages together hold every product once, in order', () => {
    it.each(['newest', 'price-asc', 'price-desc', 'name'])('%s', async (sort) => {
      const whole = await getPage(`sort=${sort}&pageSize=100`);
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => getPage(`sort=${sort}&pageSize=3&page=${page}`)),
      );
      expect(pages.map((page) => page.items.length)).toEqual([3, 3, 2, 0]);
      expect(pages.flatMap((page) => ids(page.items))).toEqual(ids(whole.items));
      expect(pages.every((page) => page.total === 8 && page.pageSize === 3)).toBe(true);
    });
  });

  it('when filtered by category, stock and price range, then only matching products come, counted', async () => {
    const inLighting = await getPage(`categoryId=${lighting._id}`);
    expect(titles(inLighting.items).sort()).toEqual(['پریز برق', 'تابلو برق', 'گیره'].sort());
    expect(inLighting.total).toBe(3);

    const soldOut = await getPage('inStock=false');
    expect(titles(soldOut.items)).toEqual(['تابلو برق']);
    const available = await getPage('inStock=true&pageSize=2');
    expect(available.total).toBe(7);

    const range = await getPage('minPrice=10000&maxPrice=100000&sort=name');
    expect(titles(range.items)).toEqual(['پریز برق', 'چراغ', 'کابل']);
  });

  describe('when the query is out of bounds, then 400 with a Persian message', () => {
    it.each([
      ['pageSize=101', 'اندازه صفحه باید بین ۱ و ۱۰۰ باشد'],
      ['pageSize=0', 'اندازه صفحه باید بین ۱ و ۱۰۰ باشد'],
      ['page=0', 'شماره صفحه نامعتبر است'],
      ['page=abc', 'شماره صفحه نامعتبر است'],
      ['page=1e20', 'شماره صفحه نامعتبر است'],
      ['sort=cheapest', 'ترتیب نمایش نامعتبر است'],
      ['categoryId=lamps', 'دسته بندی نامعتبر است'],
      ['minPrice=-1', 'قیمت نامعتبر است'],
      ['maxPrice=1e30', 'قیمت نامعتبر است'],
    ])('%s', async (query, message) => {
      const response = await request(context.app).get(`/api/products?${query}`).expect(400);
      expect(apiErrorSchema.parse(response.body).message).toBe(message);
    });
  });

  describe('caching of public reads', () => {
    it.each([
      '/api/products',
      '/api/product/get-all',
      '/api/product/popular',
      '/api/category',
      '/api/category/get-all',
      '/api/settings',
    ])('when %s is asked again with its ETag, then 304 without a body', async (path) => {
      const first = await request(context.app).get(path).expect(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      const again = await request(context.app)
        .get(path)
        .set('If-None-Match', first.headers.etag!)
        .expect(304);
      expect(again.text).toBe('');
    });

    it('when a product is edited, then the ETags of its page, the list and its category page change', async () => {
      const product = created[0]!;
      const paths = [
        `/api/product/${product._id}`,
        `/api/product/get-one/${product._id}`,
        '/api/products',
        `/api/category/get-one/${lighting._id}`,
      ];
      const before = await Promise.all(
        paths.map(async (path) => (await request(context.app).get(path).expect(200)).headers.etag!),
      );

      await withForm(
        request(context.app).put(`/api/product/${product._id}`).set('Authorization', context.admin.bearer),
        {
          title: 'پریز برق ارت‌دار',
          description: '<p>پریز</p>',
          price: '52000',
        },
      ).expect(200);

      for (const [index, path] of paths.entries()) {
        const response = await request(context.app)
          .get(path)
          .set('If-None-Match', before[index]!)
          .expect(200);
        expect(response.headers.etag).not.toBe(before[index]);
      }
    });
  });
});
