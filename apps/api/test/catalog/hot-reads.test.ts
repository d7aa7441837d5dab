import { productEndpoints, type Category, type Product } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createCategory, createProduct, PRODUCT_PAGE_STATEMENT, withForm } from '../support/catalog-client';
import { insertProducts } from '../support/product-rows';
import { writeBehindTheApi } from '../support/test-database';
import { useTestApp } from '../support/use-test-app';
import { readProductPage } from '../../src/modules/catalog/product-page';

describe('hot public reads: answered from memory per catalog version', () => {
  let category: Category;
  let product: Product;
  let statements: string[] = [];
  const sent = (pattern: RegExp) => statements.filter((statement) => pattern.test(statement));

  const context = useTestApp({ onQuery: (query) => statements.push(query), admin: true });
  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
    product = await createProduct(context.app, context.admin, {
      title: 'لامپ ال ای دی',
      categoryId: category._id,
    });
  });
  beforeEach(() => (statements = []));

  it('when the same answer is asked again, then at most the version is read and the bytes are the same', async () => {
    const first = await request(context.app).get('/api/product/popular').expect(200);
    statements = [];
    const again = await request(context.app).get('/api/product/popular').expect(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The process hears of every write as it happens (the embedded database's own notification, the
    // server's through a LISTEN connection): it does not even read the version.
    expect(statements).toHaveLength(0);
  });

  it('when the browser holds the current copy, then the answer is an empty 304', async () => {
    const first = await request(context.app).get(`/api/product/get-one/${product._id}`).expect(200);
    await request(context.app)
      .get(`/api/product/get-one/${product._id}`)
      .set('If-None-Match', first.headers.etag!)
      .expect(304, '');
  });

  it('when a browser accepts gzip, then the stored compressed bytes are sent', async () => {
    const answer = await request(context.app)
      .get('/api/category/get-all')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.categories.map((row: Category) => row._id)).toContain(category._id);
  });

  it('when many ask at once for an answer not kept yet, then the database is read once for all of them', async () => {
    await writeBehindTheApi(context.db, () => insertProducts(context.db, 1));
    statements = [];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(context.app).get(`/api/product/get-one/${product._id}`)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(sent(PRODUCT_PAGE_STATEMENT)).toHaveLength(1);
  });

  it('when a product page is read, then the product and everything beside it come in one statement', async () => {
    await writeBehindTheApi(context.db, () => insertProducts(context.db, 5, { categoryId: category._id }));
    statements = [];
    const answer = await request(context.app).get(`/api/product/get-one/${product._id}`).expect(200);
    const page = productEndpoints.getWithRelated.response.parse(answer.body);
    expect(page.product._id).toBe(product._id);
    expect(page.relatedProducts).toHaveLength(5);
    expect(statements).toHaveLength(1);
  });

  it('when many product pages are asked at once, then they are read together, a few statements for all', async () => {
    const others = await writeBehindTheApi(context.db, () =>
      insertProducts(context.db, 120, { categoryId: category._id }),
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    const ids = [product._id, ...others, product._id, missing];
    statements = [];
    const pages = await Promise.all(ids.map((id) => readProductPage(context.db, id)));
    // 121 products, 50 a statement: three statements, the third once one of the first two is done.
    expect(sent(PRODUCT_PAGE_STATEMENT)).toHaveLength(3);
    expect(pages.slice(0, -1).map((page) => page?.row.id)).toEqual(ids.slice(0, -1));
    expect(pages[0]?.row.title).toBe('لامپ ال ای دی');
    expect(pages.at(-1)).toBeUndefined();
  });

  it('when a product page is asked for an id that is no product, then it is a Persian 404, not a database error', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      const answer = await request(context.app)
        .get(`/api/product/get-one/${encodeURIComponent(id)}`)
        .expect(404);
      expect(answer.body.message).toBe('محصول یافت نشد');
    }
  });

  it('when an admin edits a product, then the very next read shows the edit', async () => {
    await request(context.app).get(`/api/product/get-one/${product._id}`).expect(200);
    await withForm(
      request(context.app).put(`/api/product/${product._id}`).set('Authorization', context.admin.bearer),
      {
        title: product.title,
        description: '<p>نو</p>',
        price: '777000',
        stock: '3',
        categoryId: category._id,
      },
    ).expect(200);
    const after = await request(context.app).get(`/api/product/get-one/${product._id}`).expect(200);
    expect(after.body.product.price).toBe(777000);
  });

  it('when the catalog is written outside the API, then the next read shows it too', async () => {
    await request(context.app).get(`/api/product/${product._id}`).expect(200);
    await writeBehindTheApi(context.db, () =>
      context.db.execute(sql`UPDATE products SET price = 123000 WHERE id = ${product._id}`),
    );
    const after = await request(context.app).get(`/api/product/${product._id}`).expect(200);
    expect(after.body.product.price).toBe(123000);
  });

  it('when a listing is paged through, then its total is counted once per catalog version', async () => {
    for (const page of [1, 2, 3]) await request(context.app).get(`/api/products?page=${page}&pageSize=1`);
    expect(sent(/count\(/i)).toHaveLength(1);
    await writeBehindTheApi(context.db, () => insertProducts(context.db, 1));
    statements = [];
    const after = await request(context.app).get('/api/products?page=4&pageSize=1').expect(200);
    expect(sent(/count\(/i)).toHaveLength(1);
    expect(after.body.totalIsEstimate).toBe(false);
  });
});

describe('a large catalog: bounded answers', () => {
  const EXTRA = 10_050;
  let statements: string[] = [];

  const context = useTestApp({ onQuery: (query) => statements.push(query) });
  beforeAll(async () => {
    // Straight into the database, as the seed CLI or psql would, priced 1,001, 1,002 and on.
    await insertProducts(
      context.db,
      Array.from({ length: EXTRA }, (_, n) => ({ price: 1001 + n })),
    );
  }, 60_000);
  beforeEach(() => (statements = []));

  it('when get-all is asked, then it answers the newest 1,000 with the total and where the rest is', async () => {
    const answer = productEndpoints.getAll.response.parse(
      (await request(context.app).get('/api/product/get-all').expect(200)).body,
    );
    expect(answer.products).toHaveLength(1000);
    expect(answer.total).toBe(EXTRA);
    expect(answer.next).toBe('/api/products?page=11&pageSize=100');
    const newest = await request(context.app).get('/api/products?page=1&pageSize=100').expect(200);
    expect(answer.products.slice(0, 100)).toEqual(newest.body.items);
    const rest = await request(context.app).get(answer.next!).expect(200);
    const seen = new Set(answer.products.map((item) => item._id));
    expect(rest.body.items.some((item: Product) => seen.has(item._id))).toBe(false);
  });

  // The attack of the hardening review: 32 parallel get-all took the process to 3.1 GB.
  it('when get-all is asked 32 times at once, then the catalog is read once, 1,000 rows at most', async () => {
    await insertProducts(context.db, 1);
    statements = [];
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => request(context.app).get('/api/product/get-all')),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.products.length === 1000)).toBe(
      true,
    );
    const reads = sent(/select .* from "products"/i).filter((statement) => !/count\(/i.test(statement));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/limit \$\d+/i);
  });

  it('when a wide price range is listed, then its total is an estimate, flagged, and never a full count', async () => {
    const answer = await request(context.app).get('/api/products?minPrice=1&maxPrice=999999999').expect(200);
    expect(answer.body.totalIsEstimate).toBe(true);
    expect(answer.body.total).toBeGreaterThan(10_000);
    const counts = sent(/count\(/i);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/limit/i);
  });

  it('when a narrow price range is listed, then its total is exact', async () => {
    const answer = await request(context.app).get('/api/products?minPrice=1002&maxPrice=1101').expect(200);
    expect(answer.body).toMatchObject({ total: 100, totalIsEstimate: false });
  });

  function sent(pattern: RegExp) {
    return statements.filter((statement) => pattern.test(statement));
  }
});
