import { settingsEndpoints } from '@shop/contracts';
import { count } from 'drizzle-orm';
import { parseConfig } from '../src/config';
import { categories, products } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { startServer } from '../src/start-server';
import { inFlightRequest } from './support/in-flight-request';
import { createEmptyPostgresDatabase, makeDataDir, usingPostgres } from './support/test-database';

const logger = createLogger('silent');

async function catalogSize(running: Awaited<ReturnType<typeof startServer>>) {
  const [productCount] = await running.database.db.select({ n: count() }).from(products);
  const [categoryCount] = await running.database.db.select({ n: count() }).from(categories);
  return { products: productCount?.n ?? 0, categories: categoryCount?.n ?? 0 };
}

describe('starting the shop', () => {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    if (!usingPostgres()) return;
    const target = await createEmptyPostgresDatabase();
    databaseUrl = target.url;
    dropDatabase = target.drop;
  });
  afterAll(() => dropDatabase());

  it('when started twice on one data folder, then the demo catalog and its contact details load once and survive the restart', async () => {
    const env = {
      DATA_DIR: await makeDataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      BCRYPT_COST: '4',
      LOG_LEVEL: 'silent',
      // On an empty embedded database the demo loads by itself; a server database must ask for it.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    };
    const first = await startServer({ config: parseConfig(env), logger });
    const seeded = await catalogSize(first);
    const { settings } = settingsEndpoints.get.response.parse(
      await (await fetch(`${first.url}/api/settings`)).json(),
    );
    await first.shutdown();
    // Plausible demo details, plainly a demo's, so every page shows what a real shop shows.
    expect(settings).toMatchObject({ phone: '021-66712345', whatsapp: '989121234567' });
    expect(settings.address).toContain('نمایشی');
    expect(settings.location).not.toBeNull();
    expect(seeded.products).toBeGreaterThanOrEqual(80);
    expect(seeded.categories).toBeGreaterThanOrEqual(9);

    const second = await startServer({ config: parseConfig(env), logger });
    try {
      expect(await catalogSize(second)).toEqual(seeded);
      const ready = await fetch(`${second.url}/readyz`);
      expect(ready.status).toBe(200);
    } finally {
      await second.shutdown();
    }
  }, 120_000);

  it('when SIGTERM-style shutdown starts during a request, then that request still gets its answer and new ones a 503', async () => {
    const env = {
      DATA_DIR: await makeDataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const running = await startServer({ config: parseConfig(env), logger });
    const request = inFlightRequest(running.url);
    await request.started;
    const stopped = running.shutdown();
    const refused = await fetch(`${running.url}/healthz`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    request.finish();
    const finished = await request.answer;
    await stopped;
    expect(finished.status).toBe(404);
    expect(JSON.parse(finished.body)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
