import { alertEndpoints } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { openPostgres, queryRows, type DatabaseHandle } from '../../src/db/client';
import { productVariants, variantAlerts } from '../../src/db/schema';
import { createProduct, uniqueTitle } from '../support/catalog-client';
import {
  fakeKavenegarEnv,
  FAKE_KAVENEGAR_ORDER_TEMPLATES,
  startFakeKavenegar,
} from '../support/fake-kavenegar';
import { startServerProcess } from '../support/server-process';
import { makeTempDir, TEST_JWT_SECRET } from '../support/test-app';
import { createEmptyPostgresDatabase } from '../support/test-database';
import { createUser, type TestUser } from '../support/users';

/** Asks every 20 ms until `done` holds; 60 s only tells an event that never comes. */
async function until(done: () => Promise<boolean> | boolean) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > 60_000) throw new Error('not done within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The alert queue as production runs it: several processes on one PostgreSQL database, each polling,
// Kavenegar (a stand-in checking the exact requests) behind them.
describe('«خبرم کن» SMS from several processes', () => {
  let target: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let kavenegar: Awaited<ReturnType<typeof startFakeKavenegar>>;
  let database: DatabaseHandle;
  let env: Record<string, string>;
  const running: ReturnType<typeof startServerProcess>[] = [];
  let shop: string;
  let admin: TestUser;

  const start = async () => {
    const process = startServerProcess({ ...env, DATA_DIR: makeTempDir() });
    running.push(process);
    return process.listening;
  };
  const backInStock = (phone: string) =>
    kavenegar.messages.filter(
      (message) =>
        message.receptor === phone && message.template === FAKE_KAVENEGAR_ORDER_TEMPLATES['back-in-stock'],
    );
  const soldOutBreaker = async () =>
    (await createProduct(shop, admin, { title: uniqueTitle('کلید مینیاتوری'), price: '250000', stock: '0' }))
      .variants[0]!._id;
  const waitFor = async (variantId: string, shoppers: TestUser[]) => {
    for (const shopper of shoppers)
      await request(shop)
        .post(alertEndpoints.subscribe.path)
        .set('Authorization', shopper.bearer)
        .send({ variantId, kind: 'in-stock' })
        .expect(200);
  };
  const unsent = async (variantId: string) =>
    (
      await queryRows<{ left: number }>(
        database.db,
        sql`SELECT count(*)::int AS left FROM variant_alerts WHERE variant_id = ${variantId} AND sent_at IS NULL`,
      )
    )[0]!.left;

  beforeAll(async () => {
    target = await createEmptyPostgresDatabase();
    kavenegar = await startFakeKavenegar();
    env = {
      DATABASE_URL: target.url,
      JWT_SECRET: TEST_JWT_SECRET,
      BCRYPT_COST: '4',
      ...fakeKavenegarEnv(kavenegar.baseUrl),
    };
    shop = await start();
    await start();
    database = openPostgres(target.url, 2);
    admin = await createUser(database.db, { role: 'admin' });
  }, 90_000);
  afterAll(async () => {
    for (const process of running) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    await database?.close();
    await target?.drop();
    await kavenegar?.close();
  });

  it('when 40 alerts fall due with two processes polling, then each shopper gets exactly one SMS, with the product and the stop link as tokens', async () => {
    const variantId = await soldOutBreaker();
    const shoppers: TestUser[] = [];
    for (let index = 0; index < 40; index += 1) shoppers.push(await createUser(database.db));
    await waitFor(variantId, shoppers);

    await database.db.update(productVariants).set({ stock: 30 }).where(eq(productVariants.id, variantId));
    await until(async () => (await unsent(variantId)) === 0);

    expect(shoppers.map((shopper) => backInStock(shopper.phone).length)).toEqual(shoppers.map(() => 1));
    const [first] = backInStock(shoppers[0]!.phone);
    const [row] = await database.db
      .select()
      .from(variantAlerts)
      .where(eq(variantAlerts.userId, shoppers[0]!.id));
    const [{ productId }] = (await database.db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))) as [{ productId: string }];
    expect(first!.tokens).toEqual([productId, row!.stopToken, '250000']);
  }, 120_000);

  it('when every process is killed while Kavenegar has not answered, then a process started later sends the alert once its claim has lapsed, and marks it sent', async () => {
    const variantId = await soldOutBreaker();
    const shopper = await createUser(database.db);
    await waitFor(variantId, [shopper]);
    kavenegar.setMode('hang');
    await database.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, variantId));
    await until(() => kavenegar.hanging === 1);

    for (const process of running.splice(0)) {
      process.child.kill('SIGKILL');
      await process.exited;
    }
    const [claimed] = await database.db
      .select()
      .from(variantAlerts)
      .where(eq(variantAlerts.userId, shopper.id));
    expect(claimed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(claimed!.dueAt!.getTime()).toBeGreaterThan(Date.now());

    kavenegar.setMode('ok');
    // The dead process's lease (60 s) is moved to its end rather than waited for.
    await database.db
      .update(variantAlerts)
      .set({ dueAt: sql`now()` })
      .where(eq(variantAlerts.id, claimed!.id));
    shop = await start();
    await until(async () => (await unsent(variantId)) === 0);
    expect(backInStock(shopper.phone)).toHaveLength(1);
    const [sent] = await database.db.select().from(variantAlerts).where(eq(variantAlerts.id, claimed!.id));
    expect(sent).toMatchObject({ attempts: 2 });
    expect(sent!.sentAt).not.toBeNull();
  }, 120_000);
});
