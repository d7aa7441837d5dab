import request from 'supertest';
import { createProduct } from '../support/catalog-client';
import { manualClock, SECOND } from '../support/manual-clock';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

describe('drawn pages and the sitemap under load: stored bytes, made once, off the request path', () => {
  const clock = manualClock();
  let statements: string[] = [];
  const productReads = () =>
    statements.filter((query) => /from "products" "product" where "product"."id" = \$\d+/i.test(query));

  const context = useTestApp({
    webDist: fakeWebBuild(),
    clock: clock.now,
    onQuery: (query) => statements.push(query),
    admin: true,
  });
  beforeEach(() => (statements = []));

  it('when a shared product link is opened by many at once, then the page is made once and sent to all', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'کابل افشان ۲.۵' });
    statements = [];
    const pages = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(context.app).get(`/product/${product._id}`).set('Accept-Encoding', 'gzip'),
      ),
    );
    expect(new Set(pages.map((page) => page.status))).toEqual(new Set([200]));
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
    expect(pages[0]!.headers['content-encoding']).toBe('gzip');
    expect(productReads()).toHaveLength(1);
  });

  it('when a page is older than its 30 s with nothing written, then it is sent as kept while it is made again', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'پریز ارت‌دار' });
    await request(context.app).get(`/product/${product._id}`).expect(200);
    clock.advance(31 * SECOND);
    statements = [];
    await request(context.app).get(`/product/${product._id}`).expect(200);
    // The renewal runs beside the answer: the database is read once for it, in the background.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(productReads()).toHaveLength(1);
    statements = [];
    await request(context.app).get(`/product/${product._id}`).expect(200);
    expect(productReads()).toHaveLength(0);
  });

  it('when the catalog changes, then the sitemap answers its stored bytes at once and lists the change soon after', async () => {
    const first = await request(context.app).get('/sitemap.xml').expect(200);
    const [added] = await insertProducts(context.database.db, 1);
    const right = await request(context.app).get('/sitemap.xml').expect(200);
    expect(right.text).toBe(first.text);
    let later = right.text;
    for (let tries = 0; tries < 50 && !later.includes(added!); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = (await request(context.app).get('/sitemap.xml').expect(200)).text;
    }
    expect(later).toContain(`/product/${added!}`);
  });
});
