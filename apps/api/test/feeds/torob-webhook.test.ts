import { feedSettingsEndpoints, priceChangeEndpoints } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { queryRows } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { torobWebhook, type WebhookTiming } from '../../src/modules/feeds/torob-webhook';
import { claimBatch } from '../../src/modules/feeds/torob-webhook-queue';
import { createCategory, createProduct, withForm } from '../support/catalog-client';
import { FAKE_TOROB_TOKEN, startFakeTorobWebhook } from '../support/fake-torob-webhook';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { SHOP_URL } from './feed-support';

// Waits of a minute and more, which the test never sits through: it moves the queue's times back instead
// (timePasses), so a busy machine cannot make a wait run out early or late.
const MINUTE_MS = 60_000;
const TIMING: Partial<WebhookTiming> = {
  minIntervalMs: 0,
  retryBaseMs: MINUTE_MS,
  retryMaxMs: 10 * MINUTE_MS,
  timeoutMs: 500,
};

describe("Torob's product webhook", () => {
  let torob: Awaited<ReturnType<typeof startFakeTorobWebhook>>;
  beforeAll(async () => {
    torob = await startFakeTorobWebhook();
  });
  afterAll(() => torob.close());
  const context = useTestApp(() => ({
    admin: true,
    env: { PUBLIC_URL: SHOP_URL, TOROB_WEBHOOK_TOKEN: FAKE_TOROB_TOKEN, TOROB_WEBHOOK_URL: torob.url },
  }));
  const webhook = (config = context.config) =>
    torobWebhook({ db: context.db, config, logger: createLogger('silent') }, TIMING);
  const sentIds = () => torob.batches.flat().map((item) => item.page_unique);
  const queued = () =>
    queryRows<{ product_id: string; attempts: number; wait_ms: number }>(
      context.db,
      sql`SELECT product_id, attempts,
            (extract(epoch FROM available_at - clock_timestamp()) * 1000)::int AS wait_ms
          FROM torob_webhook_queue ORDER BY change`,
    );

  /** What the queue sees after `ms` more: every wait and claim that much nearer its end. */
  const timePasses = (ms: number) =>
    context.db.execute(
      sql`UPDATE torob_webhook_queue SET available_at = available_at - make_interval(secs => ${ms / 1000})`,
    );

  beforeEach(async () => {
    await context.db.execute(sql`DELETE FROM torob_webhook_queue`);
    torob.batches.length = 0;
    torob.refused.length = 0;
    torob.setMode('ok');
  });
  afterEach(() => expect(torob.refused).toEqual([]));

  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  /** The product form as the dashboard sends it, with the fields given changed. */
  const putProduct = (id: string, fields: Record<string, string>) =>
    withForm(asAdmin(request(context.app).put(`/api/product/${id}`)), {
      title: 'لامپ',
      description: '<p>توضیحات محصول</p>',
      price: '100000',
      stock: 'true',
      ...fields,
    }).expect(200);

  it('when products are added, repriced in the form, changed in bulk and back, restocked and deleted, then Torob hears of each in its format', async () => {
    const sender = webhook();
    const category = await createCategory(context.app, context.admin);
    const lamp = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      price: '100000',
    });
    const cable = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      price: '200000',
    });
    expect(await sender.sendDue()).toBe(1);
    expect(torob.batches).toEqual([
      [
        { page_url: `${SHOP_URL}/product/${lamp._id}`, page_unique: lamp._id },
        { page_url: `${SHOP_URL}/product/${cable._id}`, page_unique: cable._id },
      ],
    ]);
    expect(await queued()).toEqual([]);

    const announced = async () => {
      torob.batches.length = 0;
      await sender.sendDue();
      return sentIds().sort();
    };
    await putProduct(lamp._id, { price: '120000' });
    expect(await announced()).toEqual([lamp._id]);
    // Only prices and stock count: a new title is not announced.
    await putProduct(lamp._id, { price: '120000', title: 'لامپ تازه' });
    expect(await announced()).toEqual([]);
    await putProduct(cable._id, { price: '200000', stock: 'false' });
    expect(await announced()).toEqual([cable._id]);

    const rule = { selection: { categoryId: category._id }, by: 'percent', direction: 'up', value: 10 };
    const { fingerprint } = priceChangeEndpoints.preview.response.parse(
      (await asAdmin(request(context.app).post('/api/admin/price-changes/preview')).send(rule).expect(200))
        .body,
    );
    const applied = await asAdmin(request(context.app).post('/api/admin/price-changes'))
      .send({ ...rule, fingerprint })
      .expect(200);
    expect(await announced()).toEqual([lamp._id, cable._id].sort());
    await asAdmin(request(context.app).post(`/api/admin/price-changes/${applied.body.change._id}/undo`))
      .send({})
      .expect(200);
    expect(await announced()).toEqual([lamp._id, cable._id].sort());

    // A deleted product is announced too: Torob's read of it then finds it gone.
    await asAdmin(request(context.app).delete(`/api/product/${lamp._id}`)).expect(200);
    expect(await announced()).toEqual([lamp._id]);
    // A psql UPDATE is caught like the API's.
    await context.db.execute(sql`UPDATE products SET stock = stock + 1 WHERE id = ${cable._id}`);
    expect(await announced()).toEqual([cable._id]);
  });

  it('when 250 products change at once, then they go in requests of 100, 100 and 50, each once', async () => {
    const ids = await insertProducts(context.db, 250);
    expect(await webhook().sendDue()).toBe(3);
    expect(torob.batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(sentIds().sort()).toEqual([...ids].sort());
    expect(await queued()).toEqual([]);
  });

  it('when Torob fails or does not answer, then the batch is tried again later, each wait twice the last, and nothing is lost', async () => {
    const sender = webhook();
    const ids = await insertProducts(context.db, 3);
    torob.setMode('error');
    expect(await sender.sendDue()).toBe(0);
    let rows = await queued();
    expect(rows.map((row) => [row.product_id, row.attempts])).toEqual(ids.map((id) => [id, 1]));
    expect(rows[0]!.wait_ms).toBeGreaterThan(MINUTE_MS / 2);
    expect(rows[0]!.wait_ms).toBeLessThanOrEqual(MINUTE_MS);
    // Not due yet: nothing is asked of Torob.
    const attempts = torob.attempts;
    expect(await sender.sendDue()).toBe(0);
    expect(torob.attempts).toBe(attempts);

    await timePasses(MINUTE_MS);
    torob.setMode('hang');
    expect(await sender.sendDue()).toBe(0);
    rows = await queued();
    expect(rows[0]!.attempts).toBe(2);
    // The second wait is twice the first.
    expect(rows[0]!.wait_ms).toBeGreaterThan(1.5 * MINUTE_MS);
    expect(rows[0]!.wait_ms).toBeLessThanOrEqual(2 * MINUTE_MS);
    expect(torob.attempts).toBe(attempts + 1);

    torob.setMode('ok');
    await timePasses(2 * MINUTE_MS);
    expect(await sender.sendDue()).toBe(1);
    expect(sentIds()).toEqual(ids);
    expect(await queued()).toEqual([]);
  });

  it('when a process dies while sending, then another sends its changes once its claim runs out', async () => {
    const ids = await insertProducts(context.db, 2);
    // What a process that died mid-request leaves: a claim, no answer.
    await claimBatch(context.db, 100, { leaseMs: MINUTE_MS, minIntervalMs: 0 });
    const restarted = webhook();
    expect(await restarted.sendDue()).toBe(0);
    await timePasses(MINUTE_MS);
    expect(await restarted.sendDue()).toBe(1);
    expect(sentIds()).toEqual(ids);
  });

  it('when two processes send at once, then every change goes exactly once', async () => {
    const ids = await insertProducts(context.db, 250);
    const [first, second] = [webhook(), webhook()];
    await Promise.all([first.sendDue(), second.sendDue(), first.sendDue()]);
    expect(sentIds().sort()).toEqual([...ids].sort());
    expect(torob.batches.every((batch) => batch.length <= 100)).toBe(true);
  });

  it('when no token is set, then nothing is sent and queued changes are let go', async () => {
    await insertProducts(context.db, 5);
    const attempts = torob.attempts;
    expect(await webhook({ ...context.config, torobWebhook: undefined }).sendDue()).toBe(0);
    expect(torob.attempts).toBe(attempts);
    expect(await queued()).toEqual([]);
  });

  it('when the webhook is switched off on the settings screen, then nothing is sent until it is on again', async () => {
    const sender = webhook();
    const setWebhook = (torobWebhook: boolean) =>
      asAdmin(request(context.app).put(feedSettingsEndpoints.update.path))
        .send({ torobApi: true, productsXml: true, torobWebhook })
        .expect(200);
    await setWebhook(false);
    await insertProducts(context.db, 2);
    const attempts = torob.attempts;
    expect(await sender.sendDue()).toBe(0);
    expect(torob.attempts).toBe(attempts);
    expect(await queued()).toEqual([]);

    await setWebhook(true);
    const [later] = await insertProducts(context.db, 1);
    expect(await sender.sendDue()).toBe(1);
    expect(sentIds()).toEqual([later]);
  });
});
