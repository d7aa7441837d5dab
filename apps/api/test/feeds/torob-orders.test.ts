import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  torobOrdersAnswerSchema,
  type OrderLine,
  type OrderStatus,
  type TorobOrdersAnswer,
} from '@shop/contracts';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/app';
import { queryRows, type Database } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { TOROB_ORDER_MESSAGES } from '../../src/modules/feeds/torob-order-routes';
import { torobOrdersQuery } from '../../src/modules/feeds/torob-orders';
import { useTestApp } from '../support/use-test-app';
import { SHOP_HOST, SHOP_URL, torobKeys, torobToken } from './feed-support';

const PATH = '/api/torob/v1/orders';
const keys = torobKeys();
const EPOCH = '2000-01-01T00:00:00.000000Z';

let sequence = 0;

function line(productId: string, unitPrice: number, quantity: number): OrderLine {
  return {
    productId,
    variantId: randomUUID(),
    title: 'کابل افشان ۲٫۵',
    variantLabel: null,
    unit: 'piece',
    unitSize: null,
    minQuantity: 1,
    quantityStep: 1,
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
  };
}

interface OrderRow {
  status: OrderStatus;
  torobClid?: string | null;
  /** UTC with microseconds; null: never confirmed. */
  confirmedAt?: string | null;
  updatedAt?: string;
  phone?: string | null;
  lines?: OrderLine[];
  discount?: number;
  shippingCost?: number;
}

/** An order written straight into the table, as the order desk stores one. */
async function insertOrder(db: Database, row: OrderRow): Promise<string> {
  sequence += 1;
  const lines = row.lines ?? [];
  const subtotal = lines.reduce((sum, item) => sum + item.lineTotal, 0);
  const discount = row.discount ?? 0;
  const shippingCost = row.shippingCost ?? 0;
  const confirmedAt = row.confirmedAt ?? null;
  const [inserted] = await db
    .insert(orders)
    .values({
      number: `1405-${String(sequence).padStart(5, '0')}`,
      year: 1405,
      seq: sequence,
      source: 'shopper',
      channel: 'whatsapp',
      status: row.status,
      phone: row.phone ?? null,
      torobClid: row.torobClid === undefined ? `clid-${sequence}` : row.torobClid,
      lines,
      subtotal,
      discount,
      shippingCost,
      total: subtotal - discount + shippingCost,
      invoiceNumber: confirmedAt ? `F-${sequence}` : null,
      // Microseconds kept: a JavaScript Date would round them off.
      confirmedAt: confirmedAt ? sql`${confirmedAt}::timestamptz` : null,
      updatedAt: sql`${row.updatedAt ?? confirmedAt ?? '2026-05-01T00:00:00Z'}::timestamptz`,
    })
    .returning({ id: orders.id });
  return inserted!.id;
}

describe("Torob's order tracking (GET /api/torob/v1/orders)", () => {
  const context = useTestApp({
    env: { PUBLIC_URL: SHOP_URL, TOROB_PUBLIC_KEY: keys.publicPem, TOROB_ORDER_TRACKING: 'on' },
  });
  let token: string;
  const cable = randomUUID();
  const breaker = randomUUID();

  const get = (query: Record<string, string | number>, withToken = token) =>
    request(context.app)
      .get(PATH)
      .query(query)
      .set('X-Torob-Token', withToken)
      .set('X-Torob-Token-Version', '1');
  async function ask(after: string, limit = 1000): Promise<TorobOrdersAnswer> {
    const response = await get({ purchase_timestamp_gt: after, limit }).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    return torobOrdersAnswerSchema.parse(response.body);
  }

  beforeAll(async () => {
    token = await torobToken(keys.privateKey);
    const { db } = context;
    // Torob's, bought (confirmed) and delivered: completed, with every field.
    await insertOrder(db, {
      status: 'delivered',
      torobClid: 'a1b2c3d4-e5f6-7890',
      confirmedAt: '2026-05-02T08:00:00.123456Z',
      updatedAt: '2026-05-04T10:30:00.654321Z',
      phone: '09123456789',
      lines: [line(cable, 125_000, 4), line(breaker, 450_000, 1)],
      discount: 50_000,
      shippingCost: 90_000,
    });
    // Confirmed, then cancelled: Torob must hear it was called off.
    await insertOrder(db, {
      status: 'cancelled',
      torobClid: 'clid-cancelled',
      confirmedAt: '2026-05-03T09:00:00.000001Z',
      lines: [line(cable, 125_000, 2)],
    });
    // Confirmed and on its way: a purchase that stands; no phone known.
    await insertOrder(db, {
      status: 'shipped',
      torobClid: 'clid-shipped',
      confirmedAt: '2026-05-05T12:00:00.5Z',
      lines: [line(breaker, 450_000, 3)],
    });
    // Not Torob's business: requests never confirmed, a request cancelled before confirming, a sale
    // that did not come through Torob.
    await insertOrder(db, { status: 'new', torobClid: 'clid-new' });
    await insertOrder(db, { status: 'followed-up', torobClid: 'clid-followed-up' });
    await insertOrder(db, { status: 'cancelled', torobClid: 'clid-never-bought' });
    await insertOrder(db, { status: 'delivered', torobClid: null, confirmedAt: '2026-05-02T09:00:00Z' });
  });

  it('when Torob asks from long ago, then it gets exactly its bought orders, first bought first, in its own shape with toman integers and UTC microseconds', async () => {
    const answer = await ask(EPOCH);
    expect(answer.data.map((order) => [order.torob_clid, order.status])).toEqual([
      ['a1b2c3d4-e5f6-7890', 'completed'],
      ['clid-cancelled', 'cancelled'],
      ['clid-shipped', 'completed'],
    ]);
    expect(answer.data[0]).toEqual({
      purchase_timestamp: '2026-05-02T08:00:00.123456Z',
      last_updated_timestamp: '2026-05-04T10:30:00.654321Z',
      torob_clid: 'a1b2c3d4-e5f6-7890',
      status: 'completed',
      // 4 × 125,000 + 450,000 − 50,000, without the shipping.
      order_value: 900_000,
      shipping_amount: 90_000,
      phone_number: '09123456789',
      products: [
        { product_url: `${SHOP_URL}/product/${cable}`, product_price: 125_000, quantity: 4 },
        { product_url: `${SHOP_URL}/product/${breaker}`, product_price: 450_000, quantity: 1 },
      ],
    });
    expect(answer.data[2]).not.toHaveProperty('phone_number');
    expect(answer.data[2]!.purchase_timestamp).toBe('2026-05-05T12:00:00.500000Z');
  });

  it('when Torob asks after a purchase time it was given, then only later purchases come, to the microsecond', async () => {
    const after = await ask('2026-05-02T08:00:00.123456Z');
    expect(after.data.map((order) => order.torob_clid)).toEqual(['clid-cancelled', 'clid-shipped']);
    // Another offset is the same moment: 12:30 in Tehran is 09:00 UTC.
    const tehran = await ask('2026-05-03T12:30:00.000001+03:30');
    expect(tehran.data.map((order) => order.torob_clid)).toEqual(['clid-shipped']);
    expect((await ask('2026-05-06T00:00:00Z')).data).toEqual([]);
  });

  it('when an order is cancelled after Torob read it, then the next read says cancelled with a later update time', async () => {
    const shipped = (await ask(EPOCH)).data.find((order) => order.torob_clid === 'clid-shipped')!;
    await context.db
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: 'مشتری منصرف شد',
        updatedAt: sql`'2026-05-06T08:00:00.25Z'::timestamptz`,
      })
      .where(eq(orders.torobClid, 'clid-shipped'));
    const again = (await ask(EPOCH)).data.find((order) => order.torob_clid === 'clid-shipped')!;
    expect(again).toEqual({
      ...shipped,
      status: 'cancelled',
      last_updated_timestamp: '2026-05-06T08:00:00.250000Z',
    });
  });

  it('when Torob walks by limit, then each page is at most the limit and every order comes once, even orders bought at the same microsecond', async () => {
    // Two confirmed in one transaction share their time: a page must not end between them.
    for (const clid of ['walk-1', 'walk-2a', 'walk-2b', 'walk-3'])
      await insertOrder(context.db, {
        status: 'confirmed',
        torobClid: clid,
        confirmedAt: clid.startsWith('walk-2') ? '2026-06-02T00:00:00Z' : `2026-06-0${clid.at(-1)}T00:00:00Z`,
      });
    const pages: string[][] = [];
    let after = '2026-05-31T00:00:00Z';
    for (;;) {
      const { data } = await ask(after, 2);
      if (data.length === 0) break;
      expect(data.length).toBeLessThanOrEqual(2);
      pages.push(data.map((order) => order.torob_clid).sort());
      after = data.at(-1)!.purchase_timestamp;
    }
    expect(pages).toEqual([['walk-1'], ['walk-2a', 'walk-2b'], ['walk-3']]);
  });

  const noneToken = () =>
    [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ aud: SHOP_HOST, exp: Math.floor(Date.now() / 1000) + 300 })).toString(
        'base64url',
      ),
      '',
    ].join('.');

  it.each([
    ['no token', async () => '', TOROB_ORDER_MESSAGES.noToken],
    [
      'a token signed by another key',
      () => torobToken(torobKeys().privateKey),
      TOROB_ORDER_MESSAGES.badToken,
    ],
    ['an expired token', () => torobToken(keys.privateKey, { exp: -10 }), TOROB_ORDER_MESSAGES.badToken],
    [
      'a token for another shop',
      () => torobToken(keys.privateKey, { aud: 'other.example' }),
      TOROB_ORDER_MESSAGES.badToken,
    ],
    [
      'a token for the host without its port',
      () => torobToken(keys.privateKey, { aud: 'shop.example' }),
      TOROB_ORDER_MESSAGES.badToken,
    ],
    [
      'a token without an audience',
      () => torobToken(keys.privateKey, { aud: '' }),
      TOROB_ORDER_MESSAGES.badToken,
    ],
    ['a token not valid yet', () => torobToken(keys.privateKey, { nbf: 120 }), TOROB_ORDER_MESSAGES.badToken],
    ['a token without exp', () => torobToken(keys.privateKey, { exp: null }), TOROB_ORDER_MESSAGES.badToken],
    ['an unsigned token (alg none)', async () => noneToken(), TOROB_ORDER_MESSAGES.badToken],
  ])(
    'when the request carries %s, then it is refused with 401 in Persian and no orders',
    async (_name, made, message) => {
      const response = await get({ purchase_timestamp_gt: EPOCH, limit: 1000 }, await made()).expect(401);
      expect(apiErrorSchema.parse(response.body)).toMatchObject({ code: 'UNAUTHENTICATED', message });
      expect(response.body).not.toHaveProperty('data');
    },
  );

  it.each([
    ['no limit', { purchase_timestamp_gt: EPOCH }],
    ['a limit of 0', { purchase_timestamp_gt: EPOCH, limit: 0 }],
    ['a limit over 1000', { purchase_timestamp_gt: EPOCH, limit: 1001 }],
    ['a limit that is no whole number', { purchase_timestamp_gt: EPOCH, limit: '2.5' }],
    ['no purchase_timestamp_gt', { limit: 10 }],
    ['a time that is not ISO 8601', { purchase_timestamp_gt: 'yesterday', limit: 10 }],
    ['a time without its zone', { purchase_timestamp_gt: '2026-05-01T00:00:00', limit: 10 }],
  ])('when a signed request has %s, then it is refused with 400', async (_name, query) => {
    const response = await get(query).expect(400);
    expect(apiErrorSchema.parse(response.body).code).toBe('VALIDATION_FAILED');
  });

  it('when the shop has not turned order tracking on, then a signed request gets 403 and no orders; an unsigned one still 401', async () => {
    const closed = createApp({
      config: { ...context.config, torobOrderTracking: false },
      database: context.database,
      logger: createLogger('silent'),
    });
    const query = { purchase_timestamp_gt: EPOCH, limit: 1000 };
    const refused = await request(closed).get(PATH).query(query).set('X-Torob-Token', token).expect(403);
    expect(apiErrorSchema.parse(refused.body).message).toBe(TOROB_ORDER_MESSAGES.off);
    await request(closed).get(PATH).query(query).expect(401);
  });
});

describe("Torob's order query at scale", () => {
  const context = useTestApp();

  async function planOf(db: Database, query: SQLWrapper): Promise<string> {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query.getSQL()}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('is a range of an index, never a read of the whole table', async () => {
    // 20,000 orders over a year, one in ten from Torob, most confirmed.
    await context.db.execute(sql`
      INSERT INTO orders (number, year, seq, source, channel, status, lines, subtotal, total, torob_clid, confirmed_at, created_at)
      SELECT '1404-' || lpad(n::text, 6, '0'), 1404, n, 'shopper', 'whatsapp',
             CASE WHEN n % 4 = 0 THEN 'new' ELSE 'delivered' END, '[]', 1000, 1000,
             CASE WHEN n % 10 = 0 THEN 'clid-' || n END,
             CASE WHEN n % 4 <> 0 THEN timestamptz '2025-01-01' + n * interval '26 minutes' END,
             timestamptz '2025-01-01' + n * interval '26 minutes'
      FROM generate_series(1, 20000) AS n`);
    await context.db.execute(sql`ANALYZE orders`);
    for (const after of ['2000-01-01T00:00:00Z', '2025-12-25T00:00:00Z']) {
      const plan = await planOf(context.db, torobOrdersQuery(context.db, after, 1000));
      expect(plan).toMatch(
        /Index Scan using orders_(confirmed_at|torob_clid)_idx|Bitmap Index Scan on orders_(confirmed_at|torob_clid)_idx/,
      );
      expect(plan).not.toMatch(/Seq Scan on orders/);
    }
  });
});
