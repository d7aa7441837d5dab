import fs from 'node:fs';
import path from 'node:path';
import { FEED_PATHS } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { contentVersions } from '../../src/db/content-version';
import { products } from '../../src/db/schema';
import { insertProducts } from '../support/product-rows';
import { connectAside } from '../support/test-database';
import { secondProcess, useTestApp } from '../support/use-test-app';

/** A walk of the catalog for the feed: its first page, the products read without a keyset. */
const isWalk = (query: string) =>
  /from "products" left join "categories"/i.test(query) && !/\) < \(/.test(query);

// On a PostgreSQL server only: the embedded database belongs to one process, whose single flight is the lock.
describe('the XML feed of two API processes on one PostgreSQL server', () => {
  let walks = 0;
  const context = useTestApp({ onQuery: (query) => void (isWalk(query) && (walks += 1)) });
  let id: string;
  let other: Express;

  const priceIn = async (app: Express) => {
    const response = await request(app)
      .get(FEED_PATHS.productsXml)
      .set('Accept-Encoding', 'identity')
      .timeout(10_000)
      .expect(200);
    return response.text.match(new RegExp(`<g:id>${id}</g:id>.*?<g:price>(\\d+) IRR</g:price>`))?.[1];
  };
  const versions = () => contentVersions(context.db);
  const storedVersions = () => fs.readdirSync(path.join(context.config.dataDir, 'feeds'));

  /** Another connection, as psql would hold one; the statistics views are read afresh each time. */
  async function lockWatcher() {
    const client = await connectAside(context.db);
    const until = async (waitEvent: 'relation' | 'advisory', count: number) => {
      for (let tries = 0; ; tries += 1) {
        if (tries > 500) throw new Error(`no session ever waited on a lock (${waitEvent})`);
        await client.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = $1`,
          [waitEvent],
        );
        if (rows[0]!.n === count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return { client, until };
  }

  beforeAll(async () => {
    [id] = (await insertProducts(context.db, 300, { price: 1000 })) as [string];
    other = secondProcess(context);
  });

  it('when the catalog changes while one process builds the feed, then both answer the previous version at once, and the version is built once', async () => {
    expect(await priceIn(context.app)).toBe('10000');
    const [before] = storedVersions();
    expect(walks).toBe(1);

    const { catalog } = await versions().current();
    await context.db.update(products).set({ price: 2000 }).where(eq(products.id, id));
    // Written as psql would: the processes hear of it through LISTEN.
    while ((await versions().current()).catalog === catalog)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const aside = await lockWatcher();
    try {
      // Reads of products wait: the build that starts now stops at its first page.
      await aside.client.query('BEGIN; LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      expect(await priceIn(context.app)).toBe('10000');
      await aside.until('relation', 1);
      // While that build waits, this process answers from the stored file, and so does the other, whose
      // own build waits for the first one's turn.
      expect(await priceIn(context.app)).toBe('10000');
      expect(await priceIn(other)).toBe('10000');
      await aside.until('advisory', 1);
      await aside.client.query('COMMIT');
      // The other process gets its turn after the first build and finds the version stored.
      await aside.until('advisory', 0);
    } finally {
      await aside.client.end();
    }
    expect(storedVersions()).toHaveLength(1);
    expect(storedVersions()).not.toEqual([before]);
    expect(await priceIn(other)).toBe('20000');
    expect(await priceIn(context.app)).toBe('20000');
    expect(walks).toBe(2);
  });
});
