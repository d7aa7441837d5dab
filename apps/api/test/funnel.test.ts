import {
  apiErrorSchema,
  funnelEndpoints,
  inquiryEndpoints,
  type OrderLine,
  type Product,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { orders, productViews } from '../src/db/schema';
import { ADDRESS_BUDGETS } from '../src/http/address-budgets';
import { createProduct } from './support/catalog-client';
import { HOUR, manualClock, MINUTE } from './support/manual-clock';
import { useTestApp } from './support/use-test-app';

const DAY = 24 * HOUR;
// 00:30 on 2030-03-11 in Tehran, still the 10th in UTC: the funnel's days are Tehran's.
const NOW = new Date('2030-03-10T21:00:00Z');
const { recordView, get } = funnelEndpoints;

describe('the funnel: product views, order-button presses, pro-formas and confirmed orders per Tehran day', () => {
  const clock = manualClock(NOW);
  const context = useTestApp({
    env: { TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    admin: true,
    shopper: true,
  });

  const view = (productId: string, address = '203.0.113.1') =>
    request(context.app).post(recordView.path).set('X-Forwarded-For', address).send({ productId });
  const funnelFor = async (days: number) =>
    get.response.parse(
      (
        await request(context.app)
          .get(get.path)
          .query({ days })
          .set('Authorization', context.admin.bearer)
          .expect(200)
      ).body,
    );

  let seq = 0;
  const line = (product: Product, quantity: number): OrderLine => ({
    productId: product._id,
    variantId: product.variants[0]!._id,
    title: product.title,
    variantLabel: null,
    unit: 'piece',
    unitSize: null,
    minQuantity: 1,
    quantityStep: 1,
    quantity,
    unitPrice: 1000,
    lineTotal: quantity * 1000,
  });
  /** An order as the desk or a pro-forma stores it, written straight into the table. */
  const insertOrder = async (order: {
    source: 'shopper' | 'desk';
    createdAt: Date;
    confirmedAt?: Date;
    status?: 'new' | 'confirmed' | 'shipped' | 'cancelled';
    lines: OrderLine[];
    total: number;
  }) => {
    seq += 1;
    await context.db.insert(orders).values({
      number: `1405-${String(seq).padStart(5, '0')}`,
      year: 1405,
      seq,
      channel: 'whatsapp',
      subtotal: order.total,
      status: order.confirmedAt ? 'confirmed' : 'new',
      ...order,
    });
  };

  it('when pages are opened, buttons pressed and orders sent and confirmed, then each Tehran day counts them, and the period its top products', async () => {
    const cable = await createProduct(context.app, context.admin, { title: 'کابل افشان ۲٫۵' });
    const lamp = await createProduct(context.app, context.admin, { title: 'لامپ ال‌ای‌دی ۱۲ وات' });
    await view(cable._id).expect(202);
    await view(cable._id).expect(202);
    await view(lamp._id).expect(202);
    await request(context.app)
      .post(inquiryEndpoints.record.path)
      .send({ productId: cable._id, channel: 'whatsapp' })
      .expect(202);
    clock.advance(-2 * DAY);
    await view(cable._id).expect(202);
    clock.advance(2 * DAY);

    // Today: a pro-forma waiting, one sent two days ago and confirmed now, a hand order confirmed now, and
    // one confirmed then cancelled. 23:30 yesterday in Tehran: one more. Forty days ago: a big one.
    await insertOrder({ source: 'shopper', createdAt: NOW, lines: [line(lamp, 1)], total: 1000 });
    await insertOrder({
      source: 'shopper',
      createdAt: new Date(NOW.getTime() - 2 * DAY),
      confirmedAt: new Date(NOW.getTime() - 10 * MINUTE),
      lines: [line(cable, 3)],
      total: 500_000,
    });
    await insertOrder({
      source: 'desk',
      createdAt: NOW,
      confirmedAt: NOW,
      status: 'shipped',
      lines: [line(lamp, 5), line(cable, 1)],
      total: 1_200_000,
    });
    await insertOrder({
      source: 'desk',
      createdAt: NOW,
      confirmedAt: NOW,
      status: 'cancelled',
      lines: [line(lamp, 100)],
      total: 100_000,
    });
    await insertOrder({
      source: 'desk',
      createdAt: new Date(NOW.getTime() - 90 * MINUTE),
      confirmedAt: new Date(NOW.getTime() - 60 * MINUTE),
      lines: [line(lamp, 1)],
      total: 7000,
    });
    await insertOrder({
      source: 'shopper',
      createdAt: new Date(NOW.getTime() - 40 * DAY),
      confirmedAt: new Date(NOW.getTime() - 35 * DAY),
      lines: [line(cable, 50)],
      total: 3_000_000,
    });

    // The views are stored per product and Tehran day, nothing else.
    const stored = await context.db
      .select({ day: productViews.day, count: productViews.count })
      .from(productViews)
      .where(eq(productViews.productId, cable._id))
      .orderBy(asc(productViews.day));
    expect(stored).toEqual([
      { day: '2030-03-09', count: 1 },
      { day: '2030-03-11', count: 2 },
    ]);

    const month = await funnelFor(30);
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    expect(month.series[0]!.day).toBe('2030-02-10');
    const on = (day: string) => month.series.find((entry) => entry.day === day);
    expect(on('2030-03-11')).toEqual({
      day: '2030-03-11',
      views: 3,
      presses: 1,
      proFormas: 1,
      confirmed: 2,
      confirmedTotal: 1_700_000,
    });
    expect(on('2030-03-10')).toEqual({
      day: '2030-03-10',
      views: 0,
      presses: 0,
      proFormas: 0,
      confirmed: 1,
      confirmedTotal: 7000,
    });
    expect(on('2030-03-09')).toMatchObject({ views: 1, proFormas: 1, confirmed: 0 });
    expect(month.topProducts).toEqual([
      { productId: lamp._id, title: lamp.title, unit: 'piece', unitSize: null, quantity: 6, total: 6000 },
      { productId: cable._id, title: cable.title, unit: 'piece', unitSize: null, quantity: 4, total: 4000 },
    ]);

    const quarter = await funnelFor(90);
    expect(quarter.series).toHaveLength(90);
    expect(quarter.series.at(-1)!.day).toBe('2030-03-11');
    const fortyDaysAgo = quarter.series.find((entry) => entry.day === '2030-01-30');
    expect(fortyDaysAgo).toMatchObject({ proFormas: 1, confirmed: 0 });
    expect(quarter.series.find((entry) => entry.day === '2030-02-04')).toMatchObject({
      confirmed: 1,
      confirmedTotal: 3_000_000,
    });
    expect(quarter.topProducts.map((product) => [product.title, product.quantity])).toEqual([
      [cable.title, 54],
      [lamp.title, 6],
    ]);
  });

  it('when the input is wrong, the product unknown or the caller not an admin, then the right error', async () => {
    const bad = await view('not-an-id').expect(400);
    expect(apiErrorSchema.parse(bad.body).message).toBe('محصول نامعتبر است');
    await view('00000000-0000-4000-8000-000000000000').expect(404);
    await request(context.app).get(get.path).query({ days: 30 }).expect(401);
    await request(context.app)
      .get(get.path)
      .query({ days: 30 })
      .set('Authorization', context.shopper.bearer)
      .expect(403);
    const week = await request(context.app)
      .get(get.path)
      .query({ days: 7 })
      .set('Authorization', context.admin.bearer)
      .expect(400);
    expect(apiErrorSchema.parse(week.body).message).toBe('بازه باید ۳۰ یا ۹۰ روز باشد');
  });

  it('when one address reports views past its budget, then 429 and the count stops growing; other addresses still count', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'کلید مینیاتوری پربازدید' });
    const { limit } = ADDRESS_BUDGETS['product-view'];
    for (let i = 0; i < limit; i++) await view(product._id, '198.51.100.7').expect(202);
    await view(product._id, '198.51.100.7').expect(429);
    await view(product._id, '198.51.100.8').expect(202);
    const [row] = await context.db
      .select({ count: productViews.count })
      .from(productViews)
      .where(eq(productViews.productId, product._id));
    expect(row?.count).toBe(limit + 1);
  });
});
