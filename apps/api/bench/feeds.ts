/**
 * What the feeds cost at 100,000 products: Torob's numbered pages (OFFSET) against its cursor (keyset)
 * deep in the catalog, and the whole XML feed written once, with the process's heap while it is written.
 * `tsx bench/feeds.ts` (embedded database in memory) or with DATABASE_URL=postgres://… (an empty
 * database: it is migrated and filled).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/db/client';
import { countAllProducts, feedPage } from '../src/modules/catalog/product-walk';
import { productFeedXml } from '../src/modules/feeds/google-feed';

async function main() {
  const COUNT = 100_000;
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url, 4) : await openPglite();
  await database.migrate();
  const { db } = database;
  await db.execute(sql`
    INSERT INTO products (title, description, description_text, price, stock, image, created_at, updated_at)
    SELECT 'کالای ' || n, '<p>کالا</p>', 'کالا', 1000 * n, n % 3, md5(n::text) || '-1600.webp',
           now() - n * interval '1 second', now() - n * interval '1 second'
    FROM generate_series(1, ${COUNT}) AS n`);
  await db.execute(sql`ANALYZE products`);

  const time = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const runs: number[] = [];
    let result!: T;
    for (let round = 0; round < 5; round += 1) {
      const start = performance.now();
      result = await run();
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    console.log(`${label}: median ${runs[2]!.toFixed(1)} ms`);
    return result;
  };

  const sort = 'date_added_desc' as const;
  await time('page 1 (offset 0)', () => feedPage(db, { sort, limit: 100 }));
  const before = await time('page 900 (offset 89,900)', () =>
    feedPage(db, { sort, limit: 100, offset: 89_900 }),
  );
  const after = before.at(-1)!.position;
  await time('page 901 by cursor (keyset)', () => feedPage(db, { sort, limit: 100, after }));

  await time('total (count of products)', () => countAllProducts(db));
  const heapBefore = process.memoryUsage().heapUsed;
  let bytes = 0;
  let peakHeap = 0;
  const start = performance.now();
  await pipeline(
    Readable.from(
      productFeedXml({ db, origin: 'https://shop.example', imagesBase: '/uploads/', shopName: 'فروشگاه' }),
    ),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
        done();
      },
    }),
  );
  console.log(
    `whole XML feed: ${((performance.now() - start) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB, heap ${(heapBefore / 1e6).toFixed(0)} MB before, peak ${(peakHeap / 1e6).toFixed(0)} MB while written`,
  );
  await database.close();
}

void main();
