import { searchResponseSchema } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createCategory, createProduct, withForm } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

describe('the search index follows every catalog write', () => {
  const found = async (q: string) => {
    const response = await request(context.app).get('/api/search').query({ q }).expect(200);
    return searchResponseSchema.parse(response.body);
  };

  const context = useTestApp({ admin: true });

  it('when a product is created, edited and deleted, then search follows each step', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'ترانسفورماتور كاهنده تست' });
    expect((await found('ترانسفورماتور کاهنده')).products.map((item) => item._id)).toEqual([product._id]);

    await withForm(
      request(context.app).put(`/api/product/${product._id}`).set('Authorization', context.admin.bearer),
      {
        title: 'مبدل ولتاژ تست',
        description: '<p>مبدل ۲۲۰ به ۱۱۰ ولت</p>',
        price: '900000',
        stock: 'true',
        isPopular: 'false',
      },
    ).expect(200);
    expect((await found('ترانسفورماتور')).total).toBe(0);
    expect((await found('مبدل ۱۱۰')).products.map((item) => item._id)).toEqual([product._id]);

    await request(context.app)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect((await found('مبدل')).total).toBe(0);
  });

  it('when a category is renamed, then its products are found by the new name', async () => {
    const category = await createCategory(context.app, context.admin, { title: 'اتصالات صنعتی' });
    const product = await createProduct(context.app, context.admin, {
      title: 'گلند کابل فلزی',
      categoryId: category._id,
    });
    expect((await found('اتصالات گلند')).products.map((item) => item._id)).toEqual([product._id]);

    await withForm(
      request(context.app).put(`/api/category/${category._id}`).set('Authorization', context.admin.bearer),
      {
        title: 'قطعات تابلو',
        description: '<p>قطعات تابلو برق</p>',
      },
    ).expect(200);
    expect((await found('اتصالات گلند')).total).toBe(0);
    expect((await found('تابلو گلند')).products.map((item) => item._id)).toEqual([product._id]);
    expect((await found('قطعات تابلو')).categories.map((item) => item._id)).toEqual([category._id]);
  });

  it('when the search text is written outside the API (psql, a script), then the word lookups follow it', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'رله زمانی تست' });
    await context.db.execute(
      sql`UPDATE products SET search_title = 'رله تایمر تست', search_text = 'رله تایمر تست روشنایی'
          WHERE id = ${product._id}`,
    );
    expect((await found('تایمر')).products.map((item) => item._id)).toEqual([product._id]);
    expect((await found('روشنایی')).products.map((item) => item._id)).toEqual([product._id]);
    expect((await found('زمانی')).total).toBe(0);
  });
});
