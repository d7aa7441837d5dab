import {
  ORDER_CHANNEL_LABELS,
  orderEndpoints,
  priceHistoryEndpoints,
  productEndpoints,
  proFormaEndpoints,
  saleUnitLabel,
  settingsEndpoints,
  type Order,
  type Product,
  type RequestLine,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orderEvents, orders, outgoingSms, productVariants, variantPriceHistory } from '../../src/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../../src/modules/settings/defaults';
import {
  createBreaker,
  createCable,
  persianMessage,
  setVariant,
  variantOf,
} from '../request-list/list-fixtures';
import { HOUR, manualClock, MINUTE } from '../support/manual-clock';
import { sentTo } from '../support/sms-outbox';
import { xlsxRows } from '../spreadsheets/sheet-client';
import { useTestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';

const { list, get, create, update, setStatus, mine, openCounts, variants, exportCsv } = orderEndpoints;
/** 10 Azar 1405, 11:30 in Tehran. */
const START = new Date('2026-12-01T08:00:00Z');

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

describe('the order desk: requests and hand orders, confirmed, shipped and cancelled', () => {
  const clock = manualClock(START);
  const context = useTestApp({
    env: { TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    admin: { name: 'مریم' },
    shopper: true,
  });
  let cable: Product;
  let breaker: Product;
  beforeAll(async () => {
    cable = await createCable(context);
    breaker = await createBreaker(context, 250_000, 40);
  });
  beforeEach(() => clock.advance(MINUTE));

  const as = (user: TestUser) => ({ Authorization: user.bearer });
  const admin = () => as(context.admin);
  const stockOf = async (variantId: string) =>
    (
      await context.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]!.stock;
  const blackCable = () => variantOf(cable, '۲٫۵', 'مشکی');

  const sendList = async (lines: RequestLine[], extra: object = {}, user?: TestUser) => {
    const test = request(context.app)
      .post(proFormaEndpoints.create.path)
      .set('X-Forwarded-For', freshAddress());
    const response = await (user ? test.set(as(user)) : test)
      .send({ lines, channel: 'whatsapp', ...extra })
      .expect(200);
    return proFormaEndpoints.create.response.parse(response.body).proForma;
  };
  const openOrder = async (id: string) =>
    get.response.parse((await request(context.app).get(`/api/orders/${id}`).set(admin()).expect(200)).body);
  const orderByNumber = async (number: string) => {
    const response = await request(context.app).get(list.path).query({ number }).set(admin()).expect(200);
    const [summary] = list.response.parse(response.body).orders;
    return (await openOrder(summary!.id)).order;
  };
  const move = (order: Order, status: string, reason?: string, user = context.admin) =>
    request(context.app).post(`/api/orders/${order.id}/status`).set(as(user)).send({ status, reason });
  const handOrder = async (body: object) =>
    create.response.parse(
      (await request(context.app).post(create.path).set(admin()).send(body).expect(200)).body,
    ).order;

  it('when a signed-in shopper sends his list, then it arrives on the desk as «جدید» under the pro-forma’s number, with his phone, the lines and the channel', async () => {
    const proForma = await sendList(
      [{ variantId: blackCable(), quantity: 25, addedPrice: null }],
      { channel: 'telegram' },
      context.shopper,
    );

    const order = await orderByNumber(proForma.number);
    expect(order).toMatchObject({
      number: proForma.number,
      status: 'new',
      channel: 'telegram',
      source: 'shopper',
      phone: context.shopper.phone,
      userId: context.shopper.id,
      subtotal: 25 * 48_500,
      total: 25 * 48_500,
      proFormaToken: proForma.token,
      invoiceNumber: null,
    });
    expect(order.lines).toEqual(proForma.lines);
    const { events } = await openOrder(order.id);
    expect(events).toEqual([expect.objectContaining({ kind: 'created', toStatus: 'new', actor: null })]);
  });

  it('when a list is sent by a messenger the owner switched on (Bale), then its order says which one', async () => {
    const proForma = await sendList(
      [{ variantId: blackCable(), quantity: 25, addedPrice: null }],
      { channel: 'bale' },
      context.shopper,
    );
    expect(await orderByNumber(proForma.number)).toMatchObject({ channel: 'bale', status: 'new' });
  });

  it('when a signed-out shopper types his phone (Persian digits), then the request keeps it in the canonical form and links it to his account', async () => {
    const known = await createUser(context.db);
    const typed = known.phone.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
    const proForma = await sendList(
      [{ variantId: breaker.variants[0]!._id, quantity: 1, addedPrice: null }],
      {
        phone: typed,
      },
    );

    const order = await orderByNumber(proForma.number);
    expect(order.phone).toBe(known.phone);
    expect(order.userId).toBe(known.id);
    const mineAnswer = await request(context.app).get(mine.path).set(as(known)).expect(200);
    expect(mine.response.parse(mineAnswer.body).orders.map((row) => row.number)).toEqual([proForma.number]);
  });

  it('when a typed phone is not a mobile number, then the list is refused in Persian and no pro-forma or order is stored', async () => {
    const before = (await context.db.select({ id: orders.id }).from(orders)).length;
    const response = await request(context.app)
      .post(proFormaEndpoints.create.path)
      .set('X-Forwarded-For', freshAddress())
      .send({
        lines: [{ variantId: blackCable(), quantity: 10, addedPrice: null }],
        channel: 'sms',
        phone: '12345',
      })
      .expect(400);
    expect(persianMessage(response.body)).toBe('شماره موبایل نامعتبر است');
    expect((await context.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('when the owner takes a phone order by hand, then it is numbered in the same series, priced by the shop unless he names a price, and kept with his name in the history', async () => {
    const order = await handOrder({
      channel: 'call',
      phone: '0935 123 4567',
      customerName: 'آقای رضایی',
      lines: [
        { variantId: blackCable(), quantity: 100 },
        { variantId: breaker.variants[0]!._id, quantity: 3, unitPrice: 240_000 },
      ],
    });

    expect(order).toMatchObject({
      status: 'new',
      source: 'desk',
      channel: 'call',
      phone: '09351234567',
      customerName: 'آقای رضایی',
      subtotal: 100 * 48_500 + 3 * 240_000,
      total: 100 * 48_500 + 3 * 240_000,
    });
    expect(order.number).toMatch(/^1405-\d{5}$/);
    expect(order.lines.map((line) => [line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      [100, 48_500, 4_850_000],
      [3, 240_000, 720_000],
    ]);
    const { events } = await openOrder(order.id);
    expect(events).toEqual([expect.objectContaining({ kind: 'created', actor: 'مریم' })]);
  });

  it('when the owner corrects a line’s price and ticks «قیمت فروشگاه هم به همین مبلغ تغییر کند», then the order line, the variant’s catalog price, its price history and the public product read all take it; an untouched line leaves the catalog alone', async () => {
    const repriced = await createBreaker(context, 300_000, 10);
    const other = await createBreaker(context, 180_000, 10);
    const variantId = repriced.variants[0]!._id;
    const otherId = other.variants[0]!._id;
    const productPath = (id: string) => productEndpoints.get.path.replace(':id', id);
    const readProduct = async (id: string) =>
      productEndpoints.get.response.parse((await request(context.app).get(productPath(id)).expect(200)).body)
        .product;
    expect((await readProduct(repriced._id)).variants[0]!.price).toBe(300_000); // kept by the read cache
    const order = await handOrder({
      channel: 'call',
      lines: [
        { variantId, quantity: 1 },
        { variantId: otherId, quantity: 1, unitPrice: 170_000 },
      ],
    });
    const storedPrice = async (id: string) =>
      (
        await context.db
          .select({ price: productVariants.price })
          .from(productVariants)
          .where(eq(productVariants.id, id))
      )[0]!.price;
    expect(await storedPrice(otherId)).toBe(180_000); // his price for this order only

    const edited = update.response.parse(
      (
        await request(context.app)
          .put(`/api/orders/${order.id}`)
          .set(admin())
          .send({
            lines: [
              { variantId, quantity: 2, unitPrice: 320_000, updateShopPrice: true },
              { variantId: otherId, quantity: 1, unitPrice: 170_000 },
            ],
            discount: 0,
            shippingCost: 0,
          })
          .expect(200)
      ).body,
    ).order;

    expect(edited.lines.map((line) => [line.variantId, line.unitPrice, line.shopPrice])).toEqual([
      [variantId, 320_000, 320_000],
      [otherId, 170_000, 180_000],
    ]);
    expect((await openOrder(order.id)).order.lines[0]!.unitPrice).toBe(320_000);
    expect(await storedPrice(variantId)).toBe(320_000);
    expect(await storedPrice(otherId)).toBe(180_000);
    const [record] = await context.db
      .select({ prices: variantPriceHistory.prices })
      .from(variantPriceHistory)
      .where(eq(variantPriceHistory.variantId, variantId));
    expect(record!.prices).toEqual([300_000, 320_000]);
    const history = priceHistoryEndpoints.get.response.parse(
      (
        await request(context.app)
          .get(priceHistoryEndpoints.get.path.replace(':id', repriced._id))
          .expect(200)
      ).body,
    );
    expect(history.variants[0]!.points.map((point) => point.price)).toEqual([300_000, 320_000]);
    expect(history.variants[0]!.lastChangedAt).not.toBeNull();
    // The catalog's version moved: the shop shows the new price at once.
    expect((await readProduct(repriced._id)).variants[0]!.price).toBe(320_000);
    const { events } = await openOrder(order.id);
    expect(events.at(-1)!.note).toBe(`تغییر ردیف‌ها، قیمت فروشگاه «${repriced.title}»`);
  });

  it('when a hand order ticks the shop price, then the catalog takes the typed price too; the tick without a price, or for a deleted variant, is refused and nothing is stored', async () => {
    const product = await createBreaker(context, 90_000, 10);
    const variantId = product.variants[0]!._id;
    const order = await handOrder({
      channel: 'in-person',
      lines: [{ variantId, quantity: 1, unitPrice: 85_000, updateShopPrice: true }],
    });
    expect(order.lines[0]).toMatchObject({ unitPrice: 85_000, shopPrice: 85_000, priceRule: null });
    const priceNow = async () =>
      (
        await context.db
          .select({ price: productVariants.price })
          .from(productVariants)
          .where(eq(productVariants.id, variantId))
      )[0]?.price;
    expect(await priceNow()).toBe(85_000);
    expect((await openOrder(order.id)).events[0]!.note).toBe(`قیمت فروشگاه «${product.title}»`);

    const noPrice = await request(context.app)
      .post(create.path)
      .set(admin())
      .send({ channel: 'call', lines: [{ variantId, quantity: 1, updateShopPrice: true }] })
      .expect(400);
    expect(persianMessage(noPrice.body)).toBe('برای تغییر قیمت فروشگاه، قیمت واحد را بنویسید');

    await context.db.delete(productVariants).where(eq(productVariants.id, variantId));
    const gone = await request(context.app)
      .put(`/api/orders/${order.id}`)
      .set(admin())
      .send({
        lines: [{ variantId, quantity: 1, unitPrice: 80_000, updateShopPrice: true }],
        discount: 0,
        shippingCost: 0,
      })
      .expect(400);
    expect(persianMessage(gone.body)).toBe(
      `«${product.title}» دیگر در فروشگاه نیست؛ قیمت فروشگاه آن را نمی‌توان تغییر داد`,
    );
    expect((await openOrder(order.id)).order.lines[0]!.unitPrice).toBe(85_000);
  });

  it('when a hand order’s quantity is off the unit’s step, then it is refused naming the product, and nothing is stored', async () => {
    const before = (await context.db.select({ id: orders.id }).from(orders)).length;
    const response = await request(context.app)
      .post(create.path)
      .set(admin())
      .send({ channel: 'in-person', lines: [{ variantId: blackCable(), quantity: 12 }] })
      .expect(400);
    expect(persianMessage(response.body)).toBe(`تعداد «${cable.title}» باید دست‌کم ۱۰ و با گام ۵ باشد`);
    expect((await context.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('when the owner edits quantities and prices, adds a discount and shipping, then confirms, then the invoice is numbered, the stock goes down once and the shopper gets one SMS with the total', async () => {
    const proForma = await sendList(
      [
        { variantId: blackCable(), quantity: 50, addedPrice: null },
        { variantId: breaker.variants[0]!._id, quantity: 2, addedPrice: null },
      ],
      {},
      context.shopper,
    );
    const order = await orderByNumber(proForma.number);
    const cableStock = await stockOf(blackCable());
    const breakerStock = await stockOf(breaker.variants[0]!._id);

    const edited = update.response.parse(
      (
        await request(context.app)
          .put(`/api/orders/${order.id}`)
          .set(admin())
          .send({
            lines: [
              { variantId: blackCable(), quantity: 60, unitPrice: 47_000 },
              { variantId: breaker.variants[0]!._id, quantity: 2 },
            ],
            discount: 20_000,
            shippingCost: 150_000,
            phone: context.shopper.phone,
          })
          .expect(200)
      ).body,
    ).order;
    expect(edited).toMatchObject({
      subtotal: 60 * 47_000 + 2 * 250_000,
      discount: 20_000,
      shippingCost: 150_000,
    });
    expect(edited.total).toBe(60 * 47_000 + 2 * 250_000 - 20_000 + 150_000);

    const confirmed = setStatus.response.parse((await move(order, 'confirmed').expect(200)).body).order;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.invoiceNumber).toMatch(/^1405-\d{5}$/);
    expect(await stockOf(blackCable())).toBe(cableStock - 60);
    expect(await stockOf(breaker.variants[0]!._id)).toBe(breakerStock - 2);

    const texts = sentTo(context.config.dataDir, context.shopper.phone).map(
      (line) => (line as { text?: string }).text,
    );
    const digits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
    const ltr = (number: string) => `\u200E${digits(number)}\u200E`;
    expect(texts.filter(Boolean)).toEqual([
      `${DEFAULT_SHOP_SETTINGS.shopName.fa}: سفارش ${ltr(order.number)} شما تایید شد. فاکتور ${ltr(confirmed.invoiceNumber!)}، مبلغ ${digits('3,450,000').replace(/,/g, '٬')} تومان.`,
    ]);

    // Frozen once confirmed.
    const refused = await request(context.app)
      .put(`/api/orders/${order.id}`)
      .set(admin())
      .send({ lines: [{ variantId: blackCable(), quantity: 10 }], discount: 0, shippingCost: 0 })
      .expect(409);
    expect(persianMessage(refused.body)).toBe(
      'این سفارش تایید شده است و ردیف‌ها و مبلغ‌هایش دیگر تغییر نمی‌کند',
    );

    const { events } = await openOrder(order.id);
    expect(events.map((event) => [event.kind, event.toStatus, event.actor])).toEqual([
      ['created', 'new', null],
      ['edited', null, 'مریم'],
      ['status', 'confirmed', 'مریم'],
      ['sms', null, null],
    ]);
    expect(events[1]!.note).toBe('تغییر ردیف‌ها، تخفیف، هزینه ارسال');
  });

  it('when two admins confirm the same order at the same moment, then one wins, the other gets 409, and the stock goes down exactly once', async () => {
    const second = await createUser(context.db, { role: 'admin' });
    const order = await handOrder({
      channel: 'call',
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 5 }],
    });
    const before = await stockOf(breaker.variants[0]!._id);

    const answers = await Promise.all([
      move(order, 'confirmed'),
      move(order, 'confirmed', undefined, second),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(breaker.variants[0]!._id)).toBe(before - 5);
    const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', stockTaken: true });
    const statusEvents = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(statusEvents.filter((event) => event.kind === 'status')).toHaveLength(1);
  });

  it('when a confirmed order is shipped, then the shopper gets the dispatch SMS; cancelled with a reason, the stock comes back once and the reason is kept', async () => {
    const phone = '09127654321';
    const order = await handOrder({
      channel: 'in-person',
      phone,
      lines: [{ variantId: blackCable(), quantity: 20 }],
    });
    const before = await stockOf(blackCable());
    await move(order, 'confirmed').expect(200);
    await move(order, 'shipped').expect(200);
    expect(await stockOf(blackCable())).toBe(before - 20);
    expect(
      sentTo(context.config.dataDir, phone).map((line) => (line as { purpose?: string }).purpose),
    ).toEqual(['order-confirmed', 'order-shipped']);

    const noReason = await move(order, 'cancelled').expect(400);
    expect(persianMessage(noReason.body)).toBe('دلیل لغو سفارش را بنویسید');
    const cancelled = setStatus.response.parse(
      (await move(order, 'cancelled', 'مشتری منصرف شد').expect(200)).body,
    ).order;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'مشتری منصرف شد' });
    expect(await stockOf(blackCable())).toBe(before);

    const again = await move(order, 'cancelled', 'دوباره').expect(409);
    expect(persianMessage(again.body)).toBe('وضعیت این سفارش هم‌اکنون «لغو شد» است؛ صفحه را دوباره باز کنید');
    expect(await stockOf(blackCable())).toBe(before);
  });

  it('when a request is cancelled before confirming, then no stock moves; a delivered order cannot be cancelled', async () => {
    const order = await handOrder({
      channel: 'call',
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
    });
    const before = await stockOf(breaker.variants[0]!._id);
    await move(order, 'followed-up').expect(200);
    await move(order, 'cancelled', 'تماس پاسخ داده نشد').expect(200);
    expect(await stockOf(breaker.variants[0]!._id)).toBe(before);

    const delivered = await handOrder({
      channel: 'call',
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
    });
    for (const status of ['confirmed', 'shipped', 'delivered']) await move(delivered, status).expect(200);
    const refused = await move(delivered, 'cancelled', 'دیر شد').expect(409);
    expect(persianMessage(refused.body)).toBe('سفارش «تحویل شد» را نمی‌توان به «لغو شد» برد');
  });

  it('when the stock is short at confirm, then the confirm is refused naming the line, and nothing moves', async () => {
    const order = await handOrder({
      channel: 'call',
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 2 }],
    });
    await setVariant(context.db, breaker.variants[0]!._id, { stock: 1 });
    const response = await move(order, 'confirmed').expect(409);
    expect(persianMessage(response.body)).toBe(
      `موجودی «${breaker.title}» کافی نیست (موجود: ۱)؛ تعداد یا موجودی را اصلاح کنید`,
    );
    const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'new', invoiceNumber: null, stockTaken: false });
    expect(await stockOf(breaker.variants[0]!._id)).toBe(1);
    await setVariant(context.db, breaker.variants[0]!._id, { stock: 40 });
  });

  it('when the shop’s hourly SMS budget is spent, then confirming still works, no SMS goes and the history says why', async () => {
    await request(context.app)
      .put(settingsEndpoints.update.path)
      .set(admin())
      .send({ ...DEFAULT_SHOP_SETTINGS, smsPerHour: 1 })
      .expect(200);
    clock.advance(2 * HOUR);
    const phone = '09131112233';
    const first = await handOrder({
      channel: 'call',
      phone,
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
    });
    const second = await handOrder({
      channel: 'call',
      phone,
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
    });
    await move(first, 'confirmed').expect(200);
    await move(second, 'confirmed').expect(200);

    expect(sentTo(context.config.dataDir, phone)).toHaveLength(1);
    expect(await context.db.select().from(outgoingSms).where(eq(outgoingSms.phone, phone))).toHaveLength(1);
    const { events } = await openOrder(second.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'sms',
      note: 'پیامک فرستاده نشد: سقف پیامک ساعتی فروشگاه پر است',
    });
    await request(context.app)
      .put(settingsEndpoints.update.path)
      .set(admin())
      .send(DEFAULT_SHOP_SETTINGS)
      .expect(200);
  });

  it('when the desk filters by status, phone’s last digits, number (Persian digits) and Tehran days, then only those orders come, newest first', async () => {
    const phone = '09198887766';
    const older = await handOrder({
      channel: 'call',
      phone,
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
    });
    clock.advance(24 * HOUR);
    const newer = await handOrder({
      channel: 'in-person',
      phone,
      lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
    });
    await move(newer, 'followed-up').expect(200);

    const ask = async (query: object) =>
      list.response
        .parse((await request(context.app).get(list.path).query(query).set(admin()).expect(200)).body)
        .orders.map((row) => row.number);

    expect(await ask({ phone: '۷۷۶۶' })).toEqual([newer.number, older.number]);
    expect(await ask({ phone: '0919 888 7766', status: 'followed-up' })).toEqual([newer.number]);
    expect(await ask({ phone: '7766', channel: 'call' })).toEqual([older.number]);
    const persianNumber = older.number.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
    expect(await ask({ number: persianNumber })).toEqual([older.number]);
    expect(await ask({ number: String(Number(older.number.split('-')[1])) })).toContain(older.number);
    const dayOf = (order: Order) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(order.createdAt));
    expect(await ask({ phone: '7766', from: dayOf(newer), to: dayOf(newer) })).toEqual([newer.number]);

    const short = await request(context.app).get(list.path).query({ phone: '76' }).set(admin()).expect(400);
    expect(persianMessage(short.body)).toBe('دست‌کم ۴ رقم آخر شماره را بنویسید');
  });

  it('when the desk pages through the list, then each page holds 25, and hasMore tells whether another follows', async () => {
    for (let i = 0; i < 26; i++) {
      await handOrder({
        channel: 'call',
        phone: '09110000026',
        lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }],
      });
    }
    const page = async (n: number) =>
      list.response.parse(
        (
          await request(context.app)
            .get(list.path)
            .query({ phone: '09110000026', page: n })
            .set(admin())
            .expect(200)
        ).body,
      );
    expect(await page(1)).toMatchObject({ page: 1, hasMore: true });
    expect((await page(1)).orders).toHaveLength(25);
    expect(await page(2)).toMatchObject({ page: 2, hasMore: false });
    expect((await page(2)).orders).toHaveLength(1);
  });

  it('when the owner looks for a variant by code, barcode or title, then he finds it with its price, stock and unit', async () => {
    const code = (
      await context.db
        .select({ code: productVariants.code })
        .from(productVariants)
        .where(eq(productVariants.id, blackCable()))
    )[0]!.code;
    const ask = async (q: string) =>
      variants.response.parse(
        (await request(context.app).get(variants.path).query({ q }).set(admin()).expect(200)).body,
      ).variants;
    const byTitle = await ask(cable.title.slice(0, 8));
    expect(byTitle.map((variant) => variant.variantId)).toContain(blackCable());
    expect(byTitle.find((variant) => variant.variantId === blackCable())).toMatchObject({
      unit: 'metre',
      minQuantity: 10,
      quantityStep: 5,
      variantLabel: 'سطح مقطع: ۲٫۵، رنگ: مشکی',
    });
    if (code) expect((await ask(code.toLowerCase()))[0]!.variantId).toBe(blackCable());
  });

  it('when the open counts are asked, then each open status is counted', async () => {
    const response = await request(context.app).get(openCounts.path).set(admin()).expect(200);
    const { counts } = openCounts.response.parse(response.body);
    const stored = await context.db.select({ status: orders.status }).from(orders);
    for (const status of ['new', 'followed-up', 'confirmed', 'shipped'] as const) {
      expect(counts[status]).toBe(stored.filter((row) => row.status === status).length);
    }
  });

  it('when the orders are exported as CSV, then a row per line carries the number, the Jalali date, the status in Persian and the amounts; text that looks like a formula is made inert', async () => {
    const order = await handOrder({
      channel: 'call',
      phone: '09140000001',
      customerName: '=HYPERLINK("http://x")',
      lines: [
        { variantId: blackCable(), quantity: 10 },
        { variantId: breaker.variants[0]!._id, quantity: 1 },
      ],
    });
    const response = await request(context.app)
      .get(exportCsv.path)
      .query({ phone: '09140000001' })
      .set(admin())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    const rows = (response.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toContain('شماره سفارش');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(order.number);
    expect(rows[1]).toContain('جدید');
    expect(rows[1]).toContain(`'=HYPERLINK`);
    expect(rows[1]).toMatch(/1405\/09\/\d{2} \d{2}:\d{2}/);
    expect(rows[1]).toContain('485000');
  });

  it('when the orders are exported as XLSX, then exceljs reads back the header and a row per line with the invoice, the Jalali date, the Persian status and channel, numbers as numbers and formula-like text inert', async () => {
    const order = await handOrder({
      channel: 'call',
      phone: '09140000002',
      customerName: '=HYPERLINK("http://x")',
      lines: [
        { variantId: blackCable(), quantity: 10 },
        { variantId: breaker.variants[0]!._id, quantity: 2 },
      ],
    });
    await request(context.app)
      .put(`/api/orders/${order.id}`)
      .set(admin())
      .send({
        lines: [
          { variantId: blackCable(), quantity: 10 },
          { variantId: breaker.variants[0]!._id, quantity: 2 },
        ],
        discount: 20_000,
        shippingCost: 150_000,
        phone: '09140000002',
        customerName: '=HYPERLINK("http://x")',
      })
      .expect(200);
    const confirmed = setStatus.response.parse((await move(order, 'confirmed').expect(200)).body).order;

    const response = await request(context.app)
      .get(orderEndpoints.exportXlsx.path)
      .query({ phone: '09140000002' })
      .set(admin())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(response.body as Buffer);

    expect(rows[0]).toEqual([
      'شماره سفارش',
      'شماره فاکتور',
      'تاریخ',
      'وضعیت',
      'راه سفارش',
      'تلفن',
      'نام مشتری',
      'کالا',
      'گزینه',
      'تعداد',
      'واحد',
      'قیمت واحد (تومان)',
      'جمع ردیف (تومان)',
      'تخفیف (تومان)',
      'هزینه ارسال (تومان)',
      'مبلغ سفارش (تومان)',
    ]);
    expect(rows).toHaveLength(3);
    const [cableRow, breakerRow] = rows.slice(1);
    const subtotal = confirmed.lines.reduce((sum, line) => sum + line.lineTotal, 0);
    expect(confirmed.total).toBe(subtotal - 20_000 + 150_000);
    const orderCells = [
      confirmed.number,
      confirmed.invoiceNumber,
      expect.stringMatching(/^1405\/09\/\d{2} \d{2}:\d{2}$/),
      'تایید شد',
      ORDER_CHANNEL_LABELS.call,
      '09140000002',
      `'=HYPERLINK("http://x")`,
    ];
    const amounts = [20_000, 150_000, confirmed.total];
    const [cableLine, breakerLine] = confirmed.lines;
    expect(cableRow).toEqual([
      ...orderCells,
      cableLine!.title,
      'سطح مقطع: ۲٫۵، رنگ: مشکی',
      10,
      saleUnitLabel(cableLine!),
      cableLine!.unitPrice,
      cableLine!.lineTotal,
      ...amounts,
    ]);
    expect(breakerRow).toEqual([
      ...orderCells,
      breakerLine!.title,
      undefined, // an empty cell: the breaker has no options
      2,
      saleUnitLabel(breakerLine!),
      250_000,
      500_000,
      ...amounts,
    ]);
    // Both rows carry the same order: the cells that describe it are the same strings.
    expect(cableRow!.slice(0, 7)).toEqual(breakerRow!.slice(0, 7));
  });

  it.each([
    ['a phone shorter than 4 digits', { phone: '۱۲' }],
    ['a range that ends before it starts', { from: '2026-11-20', to: '2026-11-01' }],
  ])(
    'when the export is asked with %s, then a Persian 400 comes before any download starts',
    async (_case, query) => {
      for (const endpoint of [exportCsv, orderEndpoints.exportXlsx]) {
        const response = await request(context.app).get(endpoint.path).query(query).set(admin()).expect(400);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(persianMessage(response.body)).toMatch(/[\u0600-\u06FF]/);
      }
    },
  );

  it('when a shopper or a stranger calls the desk, then 403 or 401; a shopper sees only his own orders', async () => {
    await request(context.app).get(list.path).set(as(context.shopper)).expect(403);
    await request(context.app).get(list.path).expect(401);
    const stranger = await createUser(context.db);
    const answer = await request(context.app).get(mine.path).set(as(stranger)).expect(200);
    expect(mine.response.parse(answer.body).orders).toEqual([]);
  });
});
