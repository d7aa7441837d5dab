import { alertEndpoints, settingsEndpoints, type Product } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { queryRows } from '../../src/db/client';
import { variantAlerts } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { alertSender } from '../../src/modules/alerts/alert-sender';
import { createSmsProvider } from '../../src/modules/auth/sms';
import { DEFAULT_SHOP_SETTINGS } from '../../src/modules/settings/defaults';
import {
  createBreaker,
  createCable,
  persianMessage,
  setVariant,
  variantOf,
} from '../request-list/list-fixtures';
import { HOUR, manualClock } from '../support/manual-clock';
import { sentTo } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';

const { subscribe, mine, cancel, stop, waiting } = alertEndpoints;

interface OutboxMessage {
  phone: string;
  purpose: string;
  text: string;
}

describe('«خبرم کن»: alerts by SMS', () => {
  const clock = manualClock(new Date());
  const context = useTestApp({ admin: true, clock: clock.now });
  const sender = () =>
    alertSender({
      db: context.db,
      sms: createSmsProvider(context.config, createLogger('silent')),
      config: context.config,
      logger: createLogger('silent'),
      clock: clock.now,
    });
  const messagesTo = (phone: string) => sentTo(context.config.dataDir, phone) as unknown as OutboxMessage[];
  const as = (user: TestUser) => ({ Authorization: user.bearer });

  const subscribeAs = async (user: TestUser, body: object, status = 200) =>
    (await request(context.app).post(subscribe.path).set(as(user)).send(body).expect(status)).body;
  const mineOf = async (user: TestUser) =>
    mine.response.parse((await request(context.app).get(mine.path).set(as(user)).expect(200)).body).alerts;
  const alertRow = async (id: string) =>
    (await context.db.select().from(variantAlerts).where(eq(variantAlerts.id, id)))[0];

  let breaker: Product;
  let soldOut: string;
  beforeAll(async () => {
    breaker = await createBreaker(context, 250_000, 0);
    soldOut = breaker.variants[0]!._id;
  });
  afterEach(() => setVariant(context.db, soldOut, { price: 250_000, stock: 0, enabled: true }));

  it('when a shopper waits for a sold-out breaker and it comes back, then one SMS with the product’s link and a stop link goes, and the alert shows as sent', async () => {
    const shopper = await createUser(context.db);
    const { alert } = subscribe.response.parse(
      await subscribeAs(shopper, { variantId: soldOut, kind: 'in-stock' }),
    );
    expect(alert).toMatchObject({
      kind: 'in-stock',
      productId: breaker._id,
      baselinePrice: 250_000,
      sentAt: null,
    });
    expect(await mineOf(shopper)).toEqual([alert]);

    expect(await sender().sendDue()).toBe(0);
    await setVariant(context.db, soldOut, { stock: 12 });
    expect(await sender().sendDue()).toBe(1);
    expect(await sender().sendDue()).toBe(0);

    const stored = await alertRow(alert._id);
    const [sms] = messagesTo(shopper.phone);
    expect(messagesTo(shopper.phone)).toHaveLength(1);
    expect(sms).toMatchObject({ purpose: 'back-in-stock' });
    expect(sms!.text).toContain(`«${breaker.title}» موجود شد`);
    expect(sms!.text).toContain(`${context.config.publicUrl}/product/${breaker._id}`);
    expect(sms!.text).toContain(`${context.config.publicUrl}/alerts/stop/${stored!.stopToken}`);
    expect(stored!.sentAt).not.toBeNull();
    expect((await mineOf(shopper))[0]!.sentAt).toBe(stored!.sentAt!.toISOString());
  });

  it('when a cable’s variant gets cheaper, then «ارزان شد» fires at any drop below the price at subscription, or only at the picked price, naming the variant and the new price', async () => {
    const cable = await createCable(context);
    const red = variantOf(cable, '۲٫۵', 'قرمز');
    const anyDrop = await createUser(context.db);
    const picky = await createUser(context.db);
    await subscribeAs(anyDrop, { variantId: red, kind: 'price-drop' });
    await subscribeAs(picky, { variantId: red, kind: 'price-drop', targetPrice: 45_000 });

    await setVariant(context.db, red, { price: 52_000 });
    expect(await sender().sendDue()).toBe(0);
    await setVariant(context.db, red, { price: 47_000 });
    expect(await sender().sendDue()).toBe(1);
    expect(messagesTo(anyDrop.phone)[0]).toMatchObject({ purpose: 'price-drop' });
    expect(messagesTo(anyDrop.phone)[0]!.text).toContain('۲٫۵، قرمز» ۴۷٬۰۰۰ تومان شد');
    expect(messagesTo(anyDrop.phone)[0]!.text).toContain(`/product/${cable._id}?v=${red}`);
    expect(messagesTo(picky.phone)).toEqual([]);

    await setVariant(context.db, red, { price: 44_000 });
    expect(await sender().sendDue()).toBe(1);
    expect(messagesTo(picky.phone)[0]!.text).toContain('۴۴٬۰۰۰ تومان');
    expect(messagesTo(anyDrop.phone)).toHaveLength(1);
  });

  it('when what an alert waits for is undone before it is sent (sold out again), then no SMS goes and the alert waits for the next time', async () => {
    const shopper = await createUser(context.db);
    const { alert } = subscribe.response.parse(
      await subscribeAs(shopper, { variantId: soldOut, kind: 'in-stock' }),
    );
    await setVariant(context.db, soldOut, { stock: 3 });
    await setVariant(context.db, soldOut, { stock: 0 });
    expect(await sender().sendDue()).toBe(0);
    expect(await alertRow(alert._id)).toMatchObject({ dueAt: null, sentAt: null });
    await setVariant(context.db, soldOut, { stock: 3 });
    expect(await sender().sendDue()).toBe(1);
    expect(messagesTo(shopper.phone)).toHaveLength(1);
  });

  it('when the alert cannot be kept, then the answer says why in Persian and nothing is stored', async () => {
    const shopper = await createUser(context.db);
    const inStock = await createBreaker(context, 100_000, 5);
    const variantId = inStock.variants[0]!._id;
    persianMessage(await subscribeAs(shopper, { variantId, kind: 'in-stock' }, 400));
    persianMessage(await subscribeAs(shopper, { variantId, kind: 'price-drop', targetPrice: 100_000 }, 400));
    persianMessage(await subscribeAs(shopper, { variantId: crypto.randomUUID(), kind: 'in-stock' }, 404));
    persianMessage(await subscribeAs(shopper, { variantId, kind: 'soon' }, 400));
    await setVariant(context.db, soldOut, { enabled: false });
    persianMessage(await subscribeAs(shopper, { variantId: soldOut, kind: 'in-stock' }, 404));
    expect(await mineOf(shopper)).toEqual([]);
    await request(context.app).post(subscribe.path).send({ variantId, kind: 'price-drop' }).expect(401);
  });

  it('when a shopper subscribes twice, then one alert waits, with the newer target but the price and time of when he first asked', async () => {
    const shopper = await createUser(context.db);
    const first = await subscribeAs(shopper, {
      variantId: soldOut,
      kind: 'price-drop',
      targetPrice: 200_000,
    });
    await setVariant(context.db, soldOut, { price: 260_000 }); // dearer since he first asked
    await subscribeAs(shopper, { variantId: soldOut, kind: 'price-drop', targetPrice: 180_000 });
    const alerts = await mineOf(shopper);
    expect(alerts.map((alert) => [alert.targetPrice, alert.baselinePrice, alert.createdAt])).toEqual([
      [180_000, 250_000, first.alert.createdAt],
    ]);
    const [stored] = await context.db
      .select()
      .from(variantAlerts)
      .where(eq(variantAlerts.userId, shopper.id));
    expect(stored).toMatchObject({ targetPrice: 180_000, baselinePrice: 250_000, sentAt: null });
  });

  it('when 30 alerts wait and five more are asked at once, then none passes the limit (409 in Persian)', async () => {
    const shopper = await createUser(context.db);
    const breakers: Product[] = [];
    for (let index = 0; index < 33; index += 1) breakers.push(await createBreaker(context, 90_000, 0));
    for (const product of breakers.slice(0, 28))
      await subscribeAs(shopper, { variantId: product.variants[0]!._id, kind: 'in-stock' });
    const answers = await Promise.all(
      breakers
        .slice(28)
        .map((product) =>
          request(context.app)
            .post(subscribe.path)
            .set(as(shopper))
            .send({ variantId: product.variants[0]!._id, kind: 'in-stock' }),
        ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409]);
    persianMessage(answers.find((answer) => answer.status === 409)!.body);
    expect(await mineOf(shopper)).toHaveLength(30);
  });

  it('when the SMS’s stop link is used, then every alert still waiting on that account goes, a second use stops none, and an unknown link is a Persian 404', async () => {
    const shopper = await createUser(context.db);
    const other = await createBreaker(context, 80_000, 0);
    await subscribeAs(shopper, { variantId: soldOut, kind: 'in-stock' });
    await subscribeAs(shopper, { variantId: other.variants[0]!._id, kind: 'in-stock' });
    await setVariant(context.db, soldOut, { stock: 2 });
    await sender().sendDue();
    const token = messagesTo(shopper.phone)[0]!.text.match(/alerts\/stop\/([\w-]+)/)![1]!;

    const answer = await request(context.app).post(`/api/alerts/stop/${token}`).expect(200);
    expect(stop.response.parse(answer.body)).toEqual({ stopped: 1 });
    expect((await mineOf(shopper)).map((alert) => alert.sentAt === null)).toEqual([false]);
    expect((await request(context.app).post(`/api/alerts/stop/${token}`).expect(200)).body).toEqual({
      stopped: 0,
    });
    persianMessage(
      (
        await request(context.app)
          .post(`/api/alerts/stop/${'x'.repeat(22)}`)
          .expect(404)
      ).body,
    );
  });

  it('when a shopper cancels an alert, then it is gone; another account’s alert cannot be cancelled', async () => {
    const shopper = await createUser(context.db);
    const stranger = await createUser(context.db);
    const { alert } = subscribe.response.parse(
      await subscribeAs(shopper, { variantId: soldOut, kind: 'in-stock' }),
    );
    persianMessage(
      (await request(context.app).delete(`/api/alerts/${alert._id}`).set(as(stranger)).expect(404)).body,
    );
    expect(
      cancel.response.parse(
        (await request(context.app).delete(`/api/alerts/${alert._id}`).set(as(shopper)).expect(200)).body,
      ),
    ).toEqual({ ok: true });
    expect(await alertRow(alert._id)).toBeUndefined();
  });

  it('when shoppers wait for products, then the owner sees how many wait for each event, most waited first', async () => {
    const waited = await createBreaker(context, 70_000, 0);
    const variantId = waited.variants[0]!._id;
    for (let index = 0; index < 3; index += 1)
      await subscribeAs(await createUser(context.db), { variantId, kind: 'in-stock' });
    await subscribeAs(await createUser(context.db), { variantId, kind: 'price-drop' });
    const { products } = waiting.response.parse(
      (await request(context.app).get(waiting.path).set(as(context.admin)).expect(200)).body,
    );
    expect(products[0]).toEqual({ productId: waited._id, title: waited.title, inStock: 3, priceDrop: 1 });
  });

  describe('limits', () => {
    const dueAlerts = async (shoppers: TestUser[]) => {
      const product = await createBreaker(context, 60_000, 0);
      for (const shopper of shoppers)
        await subscribeAs(shopper, { variantId: product.variants[0]!._id, kind: 'in-stock' });
      await setVariant(context.db, product.variants[0]!._id, { stock: 9 });
    };
    const waitingDue = async () =>
      (
        await queryRows<{ due: number }>(
          context.db,
          sql`SELECT count(*)::int AS due FROM variant_alerts WHERE sent_at IS NULL AND due_at IS NOT NULL`,
        )
      )[0]!.due;

    it('when more alerts fall due than half the shop’s hourly SMS budget, then the rest wait for the next hour (sign-up codes keep the other half)', async () => {
      clock.advance(2 * HOUR);
      await request(context.app)
        .put(settingsEndpoints.update.path)
        .set(as(context.admin))
        .send({ ...DEFAULT_SHOP_SETTINGS, smsPerHour: 6 })
        .expect(200);
      const shoppers: TestUser[] = [];
      for (let index = 0; index < 5; index += 1) shoppers.push(await createUser(context.db));
      await dueAlerts(shoppers);
      expect(await sender().sendDue()).toBe(3);
      expect(await waitingDue()).toBe(2);
      clock.advance(HOUR + 1000);
      expect(await sender().sendDue()).toBe(2);
      expect(shoppers.map((shopper) => messagesTo(shopper.phone).length)).toEqual([1, 1, 1, 1, 1]);
      await request(context.app)
        .put(settingsEndpoints.update.path)
        .set(as(context.admin))
        .send(DEFAULT_SHOP_SETTINGS)
        .expect(200);
    });

    it('when one phone’s alerts fall due past its daily limit, then five go and the rest wait', async () => {
      clock.advance(2 * HOUR);
      const shopper = await createUser(context.db);
      for (let index = 0; index < 6; index += 1) await dueAlerts([shopper]);
      expect(await sender().sendDue()).toBe(5);
      expect(messagesTo(shopper.phone)).toHaveLength(5);
      const [late] = await queryRows<{ later: boolean }>(
        context.db,
        sql`SELECT due_at > now() + interval '50 minutes' AS later FROM variant_alerts
            WHERE user_id = ${shopper.id} AND sent_at IS NULL`,
      );
      expect(late).toEqual({ later: true });
    });
  });
});
