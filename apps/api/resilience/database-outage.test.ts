import path from 'node:path';

import request from 'supertest';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { UNAVAILABLE_MESSAGE } from '../src/http/error-handler';
import { createProduct, withForm } from '../test/support/catalog-client';
import { makeImage } from '../test/fixtures/images';
import { startServerProcess } from '../test/support/server-process';
import { makeTempDir, TEST_JWT_SECRET } from '../test/support/test-app';
import { createUser, type TestUser } from '../test/support/users';
import { recordFigure } from './support/figures';
import { percentile, sleep, startLoad, type Sample } from './support/load';
import { byProfile } from './support/profile';
import { imageConsistency } from './support/stored-images';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres';

const SUITE = 'database outage';
const OUTAGES_S = byProfile([10], [10, 60]);
const UNAVAILABLE_PAGE_TITLE = 'فروشگاه موقتاً در دسترس نیست';

describe('the PostgreSQL server stops during a load run and starts again', () => {
  let cluster: ThrowawayPostgres;
  let server: ReturnType<typeof startServerProcess>;
  let url: string;
  let database: DatabaseHandle;
  let admin: TestUser;
  const dataDir = makeTempDir();

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    server = startServerProcess(
      {
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
      },
      1,
      { built: true },
    );
    url = await server.listening;
    database = openPostgres(cluster.url, 2);
    admin = await createUser(database.db, { role: 'admin' });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.close();
    await cluster?.destroy();
  });

  it.each(OUTAGES_S)(
    'when the database is out for %i s, then requests fail fast with a Persian 503, pages fall back, and the shop recovers by itself',
    async (seconds) => {
      const product = await createProduct(url, admin);
      // Drawn once before the outage: kept, so shoppers still get it while the database is out.
      await request(url).get(`/product/${product._id}`).expect(200);
      // Not drawn before: asked only while the database is out, so no copy of it can be kept.
      const neverDrawn = `/shop?page=2&sort=price-desc`;
      const apiPaths = ['/api/products?page=1', `/api/product/get-one/${product._id}`, '/api/category'];
      const load = startLoad(url, [...apiPaths, `/product/${product._id}`, '/healthz', '/readyz'], 20);
      await sleep(2_000);

      await cluster.stop();
      const stoppedAt = Date.now();
      await sleep(1_000);
      // A write while the database is out: refused whole, nothing of it left behind.
      const refusedWrite = await withForm(
        request(url).post('/api/product').set('Authorization', admin.bearer),
        {
          title: 'محصول در زمان قطعی',
          description: '<p>-</p>',
          price: '1000',
        },
      )
        .attach('image', await makeImage('png'), { filename: 'photo.png', contentType: 'image/png' })
        .timeout(5_000);
      const neverDrawnPage = await fetch(url + neverDrawn);
      await sleep(seconds * 1_000 - 1_000);
      const restartingAt = Date.now();
      await cluster.start();
      const startedAt = Date.now();
      const recoveredAt = await firstOfTen200s(url, apiPaths[0]!, startedAt);
      await sleep(1_000);
      const samples = await load.stop();

      expect(refusedWrite.status).toBe(503);
      const duringOutage = samples.filter(
        (sample) => sample.startedAt >= stoppedAt + 500 && sample.startedAt + sample.ms < restartingAt,
      );
      const api = duringOutage.filter((sample) => sample.path.startsWith('/api/'));
      expect(api.length).toBeGreaterThan(50);
      expect(api.filter((sample) => sample.status !== 503)).toEqual([]);
      expect(Math.max(...api.map((sample) => sample.ms))).toBeLessThan(2_000);
      for (const sample of api) {
        expect(sample.retryAfter).toMatch(/^\d+$/);
        expect(JSON.parse(sample.body)).toMatchObject({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
      }
      const answered = (path: string) => duringOutage.filter((sample) => sample.path === path);
      expect(answered(`/product/${product._id}`).every((sample) => sample.status === 200)).toBe(true);
      expect(answered(`/product/${product._id}`)[0]?.body).toContain(product.title);
      expect(neverDrawnPage.status).toBe(503);
      expect(neverDrawnPage.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await neverDrawnPage.text()).toContain(UNAVAILABLE_PAGE_TITLE);
      expect(answered('/healthz').every((sample) => sample.status === 200)).toBe(true);
      expect(answered('/readyz').length).toBeGreaterThan(0);
      expect(answered('/readyz').every((sample) => sample.status === 503)).toBe(true);
      expect(samples.filter((sample) => sample.status === 0)).toEqual([]);
      expect(recoveredAt - startedAt).toBeLessThan(5_000);

      // Back in business: the refused write left no row and no file.
      const titles = (await request(url).get('/api/products?search=قطعی').expect(200)).body as unknown;
      expect(JSON.stringify(titles)).not.toContain('محصول در زمان قطعی');
      const check = await imageConsistency(database.db, path.join(dataDir, 'uploads'));
      expect(check).toMatchObject({ missing: [], unreferenced: [] });

      const apiTimes = api.map((sample) => sample.ms);
      recordFigure({ suite: SUITE, name: `${seconds} s out: API answers while out`, value: api.length });
      recordFigure({
        suite: SUITE,
        name: `${seconds} s out: 503 answer time p99`,
        value: percentile(apiTimes, 0.99),
        unit: 'ms',
      });
      recordFigure({
        suite: SUITE,
        name: `${seconds} s out: 503 answer time max`,
        value: Math.max(...apiTimes),
        unit: 'ms',
      });
      recordFigure({
        suite: SUITE,
        name: `${seconds} s out: recovery after the server is back`,
        value: recoveredAt - startedAt,
        unit: 'ms',
      });
      recordFigure({
        suite: SUITE,
        name: `${seconds} s out: requests with no answer`,
        value: samples.filter((s: Sample) => s.status === 0).length,
      });
    },
    10 * 60_000,
  );
});

/** When the API answered ten times in a row with a 200, counting from the first of them. */
async function firstOfTen200s(url: string, path: string, since: number): Promise<number> {
  let first: number | undefined;
  let inARow = 0;
  while (inARow < 10) {
    if (Date.now() - since > 30_000) throw new Error('the API did not recover within 30 s');
    const asked = Date.now();
    const { status } = await fetch(url + path).catch(() => ({ status: 0 }));
    if (status === 200) {
      first ??= asked;
      inARow += 1;
    } else {
      first = undefined;
      inARow = 0;
      await sleep(100);
    }
  }
  return first!;
}
