import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { SafeHtml } from '@shop/contracts';
import { openPglite, type DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema';
import { productDerivedFields } from '../src/modules/catalog/derived-fields';
import { makeImage } from '../test/fixtures/images';
import { withForm } from '../test/support/catalog-client';
import { makeTempDir } from '../test/support/test-app';
import { recordFigure } from './support/figures';
import { percentile, sleep, startLoad } from './support/load';
import { byProfile } from './support/profile';
import { adminOfFreshShop, startShop } from './support/shop-process';

const SUITE = 'soak';
// The embedded database's memory and V8's heap grow for about a minute under this load before they
// level off: after a 15 s warm-up the short profile measured 17–25% more by its end, the full profile 6%
// after a minute's warm-up. Both warm up for the minute; the short one then soaks for half a minute.
const WARM_UP_MS = 60_000;
const SOAK_MS = byProfile(30_000, 5 * 60_000);
const CATALOG_SIZE = 2_000;
const WORDS = ['لامپ', 'کابل', 'کلید', 'پریز', 'سیم', 'چراغ', 'فیوز', 'باتری'];

/** A catalog written straight into the database, as the seed command does, in batches. */
async function insertCatalog(open: () => Promise<DatabaseHandle>, size: number) {
  const database = await open();
  try {
    for (let first = 0; first < size; first += 500) {
      const rows = Array.from({ length: Math.min(500, size - first) }, (_, i) => {
        const n = first + i;
        const title = `${WORDS[n % WORDS.length]} مدل ${n}`;
        const description = '<p>کالای آزمایشی برای بار طولانی</p>';
        return {
          title,
          description: description as SafeHtml,
          price: 10_000 + n * 100,
          stock: n % 5,
          image: '',
          ...productDerivedFields({ title, descriptionHtml: description }),
        };
      });
      await database.db.insert(products).values(rows);
    }
  } finally {
    await database.close();
  }
}

/** Resident memory of a process, from Linux's own account of it. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe('mixed load for minutes', () => {
  const dataDir = makeTempDir();

  it(
    'when shoppers browse and search and an admin edits for minutes, then memory at the end is within 20% of the level after warm-up',
    async () => {
      const open = () => openPglite(path.join(dataDir, 'pglite'));
      const start = () => startShop(dataDir);
      const admin = await adminOfFreshShop(start, open);
      await insertCatalog(open, CATALOG_SIZE);
      const shop = start();
      const url = await shop.listening;
      const { items } = (await request(url).get('/api/products?page=1').expect(200)).body as {
        items: { _id: string }[];
      };
      const shopperPaths = [
        '/',
        '/shop',
        '/shop?page=2&sort=price-asc',
        '/api/products?page=3',
        '/api/category',
        '/api/search?q=لامپ',
        '/api/search?q=کابل افشان',
        '/search?q=کلید',
        ...items.slice(0, 12).flatMap(({ _id }) => [`/product/${_id}`, `/api/product/get-one/${_id}`]),
      ];
      let editing = true;
      let edits = 0;
      const editor = async () => {
        while (editing) {
          const response = await withForm(
            request(url).post('/api/product').set('Authorization', admin.bearer),
            {
              title: `محصول آزمایش ماندگاری ${edits}`,
              description: '<p>برای آزمایش</p>',
              price: String(100_000 + edits),
            },
          ).attach('image', await makeImage('jpeg', { width: 800, height: 600 }), 'photo.jpg');
          if (response.status === 200) {
            const { newProduct } = response.body as { newProduct: { _id: string } };
            await request(url).delete(`/api/product/${newProduct._id}`).set('Authorization', admin.bearer);
            edits += 1;
          }
          await sleep(500);
        }
      };

      const load = startLoad(url, shopperPaths, 16);
      const editing1 = editor();
      await sleep(WARM_UP_MS);
      const afterWarmUp = residentMb(shop.child.pid!);
      const warmSamples = load.samples.length;
      let peak = afterWarmUp;
      const soakStart = Date.now();
      while (Date.now() - soakStart < SOAK_MS) {
        await sleep(5_000);
        peak = Math.max(peak, residentMb(shop.child.pid!));
      }
      const atEnd = residentMb(shop.child.pid!);
      editing = false;
      await editing1;
      const samples = (await load.stop()).slice(warmSamples);
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);

      expect(samples.filter((sample) => sample.status !== 200)).toEqual([]);
      expect(edits).toBeGreaterThan(0);
      expect(atEnd).toBeLessThanOrEqual(afterWarmUp * 1.2);

      const seconds = (Date.now() - soakStart) / 1_000;
      recordFigure({ suite: SUITE, name: 'length', value: Math.round(seconds), unit: 's' });
      recordFigure({
        suite: SUITE,
        name: 'requests (rate)',
        value: `${samples.length} (${Math.round(samples.length / seconds)}/s)`,
      });
      recordFigure({ suite: SUITE, name: 'products created and deleted', value: edits });
      recordFigure({
        suite: SUITE,
        name: 'p99 answer time',
        value: percentile(
          samples.map((sample) => sample.ms),
          0.99,
        ),
        unit: 'ms',
      });
      recordFigure({ suite: SUITE, name: 'RSS after warm-up', value: afterWarmUp.toFixed(1), unit: 'MB' });
      recordFigure({ suite: SUITE, name: 'RSS peak', value: peak.toFixed(1), unit: 'MB' });
      recordFigure({
        suite: SUITE,
        name: 'RSS at the end',
        value: `${atEnd.toFixed(1)} MB (${(((atEnd - afterWarmUp) / afterWarmUp) * 100).toFixed(1)}%)`,
      });
    },
    20 * 60_000,
  );
});
