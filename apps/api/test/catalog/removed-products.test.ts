import { apiErrorSchema, productEndpoints, type Category } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { queryRows } from '../../src/db/client';
import { removedProducts } from '../../src/db/schema';
import { createCategory, createProduct } from '../support/catalog-client';
import { embedded, headOf } from '../support/page-html';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

/** Stands in for the web's server build: draws the keys of the answers it was given. */
const ECHO_RENDERER = `
exports.renderPage = async (url, answers) => '<main>' + answers.map((answer) => answer.key[0]).join(',') + '</main>';
`;
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe('a deleted product is remembered, so an old link to it still leads somewhere', () => {
  let category: Category;
  const context = useTestApp({ admin: true, webDist: fakeWebBuild(ECHO_RENDERER) });
  beforeAll(async () => {
    category = await createCategory(context.app, context.admin, { title: 'کلید و پریز' });
  });

  const deleteProduct = (id: string) =>
    request(context.app).delete(`/api/product/${id}`).set('Authorization', context.admin.bearer).expect(200);

  it('when an admin deletes a product, then its title and category are kept, and its address offers products of that category', async () => {
    const sibling = await createProduct(context.app, context.admin, {
      title: 'پریز ارت‌دار',
      categoryId: category._id,
    });
    const product = await createProduct(context.app, context.admin, {
      title: 'کلید تک پل',
      categoryId: category._id,
    });
    await deleteProduct(product._id);

    const [stored] = await context.db
      .select()
      .from(removedProducts)
      .where(eq(removedProducts.id, product._id));
    expect(stored).toMatchObject({ title: 'کلید تک پل', categoryId: category._id });

    await request(context.app).get(`/api/product/get-one/${product._id}`).expect(404);
    const response = await request(context.app).get(`/api/product/removed/${product._id}`).expect(200);
    const answer = productEndpoints.removed.response.parse(response.body);
    expect(answer.product).toEqual({
      _id: product._id,
      title: 'کلید تک پل',
      categoryId: category._id,
      removedAt: stored!.removedAt.toISOString(),
    });
    expect(answer.relatedProducts.map((item) => item._id)).toContain(sibling._id);
    expect(answer.relatedProducts.map((item) => item._id)).not.toContain(product._id);
  });

  it('when a product is deleted outside the API (psql), then it is remembered all the same, in the same transaction', async () => {
    const product = await createProduct(context.app, context.admin, {
      title: 'سیم افشان',
      categoryId: category._id,
    });
    await context.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM products WHERE id = ${product._id}`);
      const rows = await queryRows<{ title: string }>(
        tx,
        sql`SELECT title FROM removed_products WHERE id = ${product._id}`,
      );
      expect(rows).toEqual([{ title: 'سیم افشان' }]);
    });
  });

  it('when an id was never a product, then the removed product is 404 with a Persian message', async () => {
    const response = await request(context.app)
      .get('/api/product/removed/6f1c1c2e-8a4b-4c7e-9f00-000000000000')
      .expect(404);
    expect(apiErrorSchema.parse(response.body).message).toBe('محصول یافت نشد');
    await request(context.app).get('/api/product/removed/not-an-id').expect(404);
  });

  it('when its category is deleted later, then the product is still remembered, without a category', async () => {
    const doomed = await createCategory(context.app, context.admin, { title: 'دسته موقت' });
    const product = await createProduct(context.app, context.admin, {
      title: 'لامپ قدیمی',
      categoryId: doomed._id,
    });
    await deleteProduct(product._id);
    await request(context.app)
      .delete(`/api/category/${doomed._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    const answer = productEndpoints.removed.response.parse(
      (await request(context.app).get(`/api/product/removed/${product._id}`).expect(200)).body,
    );
    expect(answer.product).toMatchObject({ title: 'لامپ قدیمی', categoryId: null });
  });

  it('when a shopper follows a link to a deleted product, then the page answers 410, drawn with what the shop remembers, not for search engines', async () => {
    const product = await createProduct(context.app, context.admin, {
      title: 'چراغ سقفی',
      categoryId: category._id,
    });
    await deleteProduct(product._id);
    const response = await request(context.app).get(`/product/${product._id}`).expect(410);
    const head = headOf(response.text);
    expect(head).toContain('<title>چراغ سقفی (دیگر فروخته نمی‌شود) | ');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(rootOf(response.text)).toBe(
      '<main>/api/settings,/api/category/get-all,/api/product/removed/:id</main>',
    );
    const answers = embedded(response.text);
    const removed = answers.find((answer) => answer.key[0] === '/api/product/removed/:id');
    expect(productEndpoints.removed.response.parse(removed!.data).product.title).toBe('چراغ سقفی');
  });

  it('when a link names a product the shop never had, then the page is still a bare 404', async () => {
    const response = await request(context.app)
      .get('/product/6f1c1c2e-8a4b-4c7e-9f00-000000000001')
      .expect(404);
    expect(rootOf(response.text)).toBe('');
  });
});
