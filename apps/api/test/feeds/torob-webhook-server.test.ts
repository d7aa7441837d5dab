import { parseConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { startServer } from '../../src/start-server';
import { FAKE_TOROB_TOKEN, startFakeTorobWebhook } from '../support/fake-torob-webhook';
import { insertProducts } from '../support/product-rows';
import { createEmptyPostgresDatabase, makeDataDir, usingPostgres } from '../support/test-database';
import { SHOP_URL } from './feed-support';

describe("the running shop and Torob's webhook", () => {
  it('when the shop runs with TOROB_WEBHOOK_TOKEN, then a product written to the database reaches Torob within seconds, by itself', async () => {
    const torob = await startFakeTorobWebhook();
    const server = usingPostgres() ? await createEmptyPostgresDatabase() : undefined;
    const running = await startServer({
      config: parseConfig({
        DATA_DIR: await makeDataDir(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        PUBLIC_URL: SHOP_URL,
        TOROB_WEBHOOK_TOKEN: FAKE_TOROB_TOKEN,
        TOROB_WEBHOOK_URL: torob.url,
        ...(server ? { DATABASE_URL: server.url } : {}),
      }),
      logger: createLogger('silent'),
    });
    try {
      const sent = torob.nextBatch();
      const [id] = await insertProducts(running.database.db, 1);
      await sent;
      expect(torob.batches).toEqual([[{ page_url: `${SHOP_URL}/product/${id}`, page_unique: id }]]);
      expect(torob.refused).toEqual([]);
    } finally {
      await running.shutdown();
      await torob.close();
      await server?.drop();
    }
    // A fresh server on a busy machine: the time is the test's limit, not a promise of the shop's speed.
  }, 120_000);
});
