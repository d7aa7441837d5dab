import {
  apiErrorSchema,
  LOW_STOCK_AT,
  productEndpoints,
  type Brand,
  type Category,
  type Product,
} from '@shop/contracts';
import request from 'supertest';
import { createBrand, createCategory, createProduct, withForm } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

describe("the dashboard's product list", () => {
  const context = useTestApp({ admin: true, shopper: true });
  let created: Product[];

  const list = async (query: string) =>
    productEndpoints.adminList.response.parse(
      (
        await request(context.app)
          .get(`/api/admin/products?${query}`)
          .set('Authorization', context.admin.bearer)
          .expect(200)
      ).body,
    );
  const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

  beforeAll(async () => {
    created = [];
    for (const [title, description] of [
      ['کابل USB بدون نام', '<p>کابل ساده</p>'],
      ['فازمتر القایی بدون تماس', '<p>فازمتر</p>'],
      ['لامپ حبابی ۹ وات', '<p>لامپی بدون نام و نشان تجاری</p>'],
      ['Philips Hue لامپ هوشمند', '<p>لامپ</p>'],
      // Typed on an Arabic keyboard: ك and ي.
      ['كابل برق مسي', '<p>کابل</p>'],
    ]) {
      created.push(await createProduct(context.app, context.admin, { title: title!, description }));
    }
  });

  it('when the admin searches «بدون نام», then only the product whose title holds it is listed', async () => {
    const page = await list(`q=${encodeURIComponent('بدون نام')}`);
    expect(titles(page)).toEqual(['کابل USB بدون نام']);
    expect(page).toMatchObject({ total: 1, totalIsEstimate: false, page: 1 });
  });

  it('when the query differs in letter case or keyboard, then the title still matches, newest first', async () => {
    expect(titles(await list('q=PHILIPS'))).toEqual(['Philips Hue لامپ هوشمند']);
    expect(titles(await list('q=hue'))).toEqual(['Philips Hue لامپ هوشمند']);
    expect(titles(await list(`q=${encodeURIComponent('کابل')}`))).toEqual([
      'كابل برق مسي',
      'کابل USB بدون نام',
    ]);
  });

  it('when nothing is asked, then every product comes newest first, a page at a time', async () => {
    const all = await list('pageSize=2');
    expect(all.total).toBe(created.length);
    expect(all.items.map((item) => item._id)).toEqual(
      created
        .slice(-2)
        .reverse()
        .map((product) => product._id),
    );
    const second = await list(`q=${encodeURIComponent('لامپ')}&pageSize=1&page=2`);
    expect(titles(second)).toEqual(['لامپ حبابی ۹ وات']);
    expect(second.total).toBe(2);
  });

  it('when a shopper asks, or the query is too long, then it is refused in Persian', async () => {
    const refused = await request(context.app)
      .get('/api/admin/products?q=x')
      .set('Authorization', context.shopper.bearer)
      .expect(403);
    expect(apiErrorSchema.parse(refused.body).message).toMatch(/[\u0600-\u06FF]/);
    const tooLong = await request(context.app)
      .get(`/api/admin/products?q=${'a'.repeat(101)}`)
      .set('Authorization', context.admin.bearer)
      .expect(400);
    expect(apiErrorSchema.parse(tooLong.body).message).toBe('عبارت جستجو بیش از حد طولانی است');
  });
});

describe("the dashboard's product list by category, brand and stock", () => {
  const context = useTestApp({ admin: true });
  let category: Category;
  let brand: Brand;
  const made: Record<'plenty' | 'few' | 'none' | 'family', Product> = {} as never;

  const list = async (query: Record<string, string>) =>
    productEndpoints.adminList.response.parse(
      (
        await request(context.app)
          .get(`/api/admin/products?${new URLSearchParams(query)}`)
          .set('Authorization', context.admin.bearer)
          .expect(200)
      ).body,
    );
  const ids = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);

  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
    brand = await createBrand(context.app, context.admin);
    const { app, admin } = context;
    // Quantities as the form sends them, in Persian digits; oldest first.
    made.plenty = await createProduct(app, admin, {
      categoryId: category._id,
      brandId: brand._id,
      stock: '۱۲',
    });
    made.few = await createProduct(app, admin, { categoryId: category._id, stock: '۳' });
    made.none = await createProduct(app, admin, { brandId: brand._id, stock: '۰' });
    made.family = await createProduct(app, admin, {
      categoryId: category._id,
      price: undefined,
      stock: undefined,
      options: JSON.stringify([{ name: 'توان', attributeId: null, values: ['۷', '۹'] }]),
      variants: JSON.stringify([
        { options: ['۷'], price: '50000', stock: '۲' },
        { options: ['۹'], price: '60000', stock: '۲' },
      ]),
    });
  });

  it('when the owner types a quantity, then it is kept and listed with the brand and category', async () => {
    const page = await list({});
    const byId = new Map(page.items.map((item) => [item._id, item]));
    expect(byId.get(made.plenty._id)).toMatchObject({
      stock: 12,
      categoryId: category._id,
      brandId: brand._id,
      image: made.plenty.image,
    });
    expect(byId.get(made.few._id)).toMatchObject({ stock: 3, brandId: null });
    expect(byId.get(made.none._id)).toMatchObject({ stock: 0, categoryId: null });
    // A family's quantity is its variants' sum.
    expect(byId.get(made.family._id)).toMatchObject({ stock: 4, variantCount: 2 });
  });

  it('when filtered by stock, then in stock, low (at most LOW_STOCK_AT) and out of stock, newest first', async () => {
    expect(LOW_STOCK_AT).toBe(5);
    const low = await list({ stock: 'low' });
    expect(ids(low)).toEqual([made.family._id, made.few._id]);
    expect(low).toMatchObject({ total: 2, totalIsEstimate: false });
    expect(ids(await list({ stock: 'out-of-stock' }))).toEqual([made.none._id]);
    expect(ids(await list({ stock: 'in-stock' }))).toEqual([made.family._id, made.few._id, made.plenty._id]);
  });

  it('when filtered by category or brand, with stock and a title, then only those match', async () => {
    expect(ids(await list({ categoryId: category._id }))).toEqual([
      made.family._id,
      made.few._id,
      made.plenty._id,
    ]);
    expect(ids(await list({ brandId: brand._id }))).toEqual([made.none._id, made.plenty._id]);
    expect(ids(await list({ brandId: brand._id, stock: 'in-stock' }))).toEqual([made.plenty._id]);
    const titled = await list({ categoryId: category._id, stock: 'low', q: made.few.title });
    expect(ids(titled)).toEqual([made.few._id]);
    expect(titled.total).toBe(1);
  });

  it('when a quantity is edited, then the product page and the low filter follow at once', async () => {
    await withForm(
      request(context.app).put(`/api/product/${made.plenty._id}`).set('Authorization', context.admin.bearer),
      { title: made.plenty.title, description: '<p>ویرایش</p>', stock: '۴' },
    ).expect(200);
    const stored = productEndpoints.get.response.parse(
      (await request(context.app).get(`/api/product/${made.plenty._id}`).expect(200)).body,
    ).product;
    expect(stored).toMatchObject({ stock: 4 });
    expect(stored.variants.map((variant) => variant.stock)).toEqual([4]);
    const low = await list({ stock: 'low' });
    expect(ids(low)).toEqual([made.family._id, made.few._id, made.plenty._id]);
    expect(low.total).toBe(3);
  });

  it('when a filter is not one the list knows, then it is refused in Persian', async () => {
    for (const [query, message] of [
      ['stock=some', 'وضعیت موجودی نامعتبر است'],
      ['categoryId=x', 'دسته بندی نامعتبر است'],
      ['brandId=x', 'برند نامعتبر است'],
    ]) {
      const refused = await request(context.app)
        .get(`/api/admin/products?${query}`)
        .set('Authorization', context.admin.bearer)
        .expect(400);
      expect(apiErrorSchema.parse(refused.body).message).toBe(message);
    }
  });
});
