import { apiErrorSchema, productEndpoints, type Product } from '@shop/contracts';
import request from 'supertest';
import { createProduct } from '../support/catalog-client';
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
