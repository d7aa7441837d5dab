import request from 'supertest';
import { createProduct, PRODUCT_PAGE_STATEMENT } from '../support/catalog-client';
import { manualClock, MINUTE, SECOND } from '../support/manual-clock';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

/** A server build that numbers its drawings, so a test sees when a page was drawn again. */
const DRAW_COUNTER = `let draws = 0; exports.renderPage = async () => '<main data-draw="' + ++draws + '"></main>';`;

describe('drawn pages and the sitemap under load: stored bytes, made once, off the request path', () => {
  const clock = manualClock();
  let statements: string[] = [];
  const productReads = () => statements.filter((query) => PRODUCT_PAGE_STATEMENT.test(query));

  const context = useTestApp({
    webDist: fakeWebBuild(DRAW_COUNTER),
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

  it('when a page is older than its 5 minutes with nothing written, then it is sent as kept while it is drawn again from the kept answers', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'پریز ارت‌دار' });
    const first = await request(context.app).get(`/product/${product._id}`).expect(200);
    const drawnAt = (page: request.Response) => /data-draw="(\d+)"/.exec(page.text)?.[1];
    clock.advance(5 * MINUTE + SECOND);
    statements = [];
    const kept = await request(context.app).get(`/product/${product._id}`).expect(200);
    expect(drawnAt(kept)).toBe(drawnAt(first));
    // Drawn again beside the answer, in the background; the catalog did not change, so its answers are
    // the ones kept for this version and the database is not read for them.
    let renewed = kept;
    for (let tries = 0; tries < 100 && drawnAt(renewed) === drawnAt(first); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      renewed = await request(context.app).get(`/product/${product._id}`).expect(200);
    }
    expect(Number(drawnAt(renewed))).toBeGreaterThan(Number(drawnAt(first)));
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

describe('the sitemap of a catalog larger than one read', () => {
  const context = useTestApp({ webDist: fakeWebBuild() });

  it('when more products share a time than one read holds, then each is listed once, oldest first and then by id', async () => {
    const at = new Date('2026-03-01T10:00:00.123Z');
    const older = await insertProducts(context.database.db, 3);
    const sameTime = await insertProducts(context.database.db, 2_300, { createdAt: at, updatedAt: at });
    const sitemap = await request(context.app).get('/sitemap.xml').expect(200);
    const listed = [...sitemap.text.matchAll(/\/product\/([\w-]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual([...older, ...[...sameTime].sort()]);
  });
});
