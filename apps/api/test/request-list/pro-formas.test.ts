import { randomBytes, randomUUID } from 'node:crypto';
import {
  proFormaEndpoints,
  requestListEndpoints,
  settingsEndpoints,
  type Product,
  type ProForma,
  type RequestLine,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { ADDRESS_BUDGETS } from '../../src/http/address-budgets';
import { proFormas } from '../../src/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../../src/modules/settings/defaults';
import { PRO_FORMAS_PER_ACCOUNT } from '../../src/modules/pro-forma/service';
import { HOUR, manualClock, SECOND } from '../support/manual-clock';
import { secondProcess, useTestApp } from '../support/use-test-app';
import type { TestUser } from '../support/users';
import {
  createBreaker,
  createCable,
  deleteProduct,
  persianMessage,
  setVariant,
  storedCounts,
  variantOf,
} from './list-fixtures';

const { create, get } = proFormaEndpoints;
const DAY = 24 * HOUR;
/** Esfand 29, 1404 in Tehran (15:30): Nowruz 1405 begins at 2026-03-20T20:30Z. */
const LAST_DAY_OF_1404 = new Date('2026-03-20T12:00:00Z');

let addresses = 0;
/** A client address no other request of the file used: its budget is whole. */
const freshAddress = () => `198.51.100.${++addresses}`;

describe('pro-formas: a list frozen with the server’s prices, numbered per Solar Hijri year', () => {
  const clock = manualClock(LAST_DAY_OF_1404);
  const context = useTestApp({
    env: { TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    admin: true,
    shopper: true,
  });
  let cable: Product;
  let breaker: Product;
  beforeAll(async () => {
    cable = await createCable(context);
    breaker = await createBreaker(context, 250_000, 40);
    await request(context.app)
      .put(settingsEndpoints.update.path)
      .set('Authorization', context.admin.bearer)
      .send({
        ...DEFAULT_SHOP_SETTINGS,
        phone: '021-66778899',
        address: 'تهران، خیابان لاله‌زار، پلاک ۱۲',
      })
      .expect(200);
  });

  const line = (variantId: string, quantity: number, addedPrice: number | null = null): RequestLine => ({
    variantId,
    quantity,
    addedPrice,
  });
  const post = (body: object, options: { as?: TestUser; address?: string } = {}) => {
    const test = request(context.app)
      .post(create.path)
      .set('X-Forwarded-For', options.address ?? freshAddress());
    return (options.as ? test.set('Authorization', options.as.bearer) : test).send(body);
  };
  const make = async (lines: RequestLine[], options: { as?: TestUser; address?: string } = {}) =>
    create.response.parse((await post({ lines, channel: 'whatsapp' }, options).expect(200)).body).proForma;
  const open = async (token: string) =>
    get.response.parse((await request(context.app).get(`/api/pro-forma/${token}`).expect(200)).body);
  const blackCable = () => variantOf(cable, '۲٫۵', 'مشکی');
  const seqOf = (proForma: ProForma) => Number(proForma.number.split('-')[1]);

  it('when a list is sent, then a pro-forma is stored with a number of the Solar Hijri year, an unguessable link, the lines and the shop’s details of the moment', async () => {
    const proForma = await make([line(blackCable(), 25, 48_500), line(breaker.variants[0]!._id, 2)], {
      as: context.shopper,
    });

    expect(proForma.number).toBe('1404-00001');
    expect(proForma.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(proForma.createdAt).toBe(LAST_DAY_OF_1404.toISOString());
    expect(proForma.validUntil).toBe(new Date(LAST_DAY_OF_1404.getTime() + 3 * DAY).toISOString());
    expect(proForma.lines).toEqual([
      {
        productId: cable._id,
        variantId: blackCable(),
        title: cable.title,
        variantLabel: 'سطح مقطع: ۲٫۵، رنگ: مشکی',
        unit: 'metre',
        unitSize: null,
        minQuantity: 10,
        quantityStep: 5,
        quantity: 25,
        unitPrice: 48_500,
        lineTotal: 1_212_500,
        shopPrice: 48_500,
        priceRule: null,
      },
      expect.objectContaining({
        productId: breaker._id,
        quantity: 2,
        unitPrice: 250_000,
        lineTotal: 500_000,
      }),
    ]);
    expect(proForma.total).toBe(1_712_500);
    expect(proForma.shop).toEqual({
      name: DEFAULT_SHOP_SETTINGS.shopName.fa,
      phone: '021-66778899',
      address: 'تهران، خیابان لاله‌زار، پلاک ۱۲',
    });
    // No one's phone but the shop's: not the shopper's who asked for it.
    expect(JSON.stringify(proForma)).not.toContain(context.shopper.phone);

    expect(await open(proForma.token)).toEqual({ proForma, expired: false });
    const [row] = await context.db.select().from(proFormas).where(eq(proFormas.token, proForma.token));
    expect(row).toMatchObject({
      number: '1404-00001',
      year: 1404,
      seq: 1,
      userId: context.shopper.id,
      channel: 'whatsapp',
      total: 1_712_500,
    });
  });

  it('when pro-formas follow each other, then the sequence grows by one, and starts again at Nowruz in Tehran', async () => {
    const first = await make([line(blackCable(), 10)]);
    const second = await make([line(blackCable(), 10)]);
    expect(second.number).toBe(`1404-${String(seqOf(first) + 1).padStart(5, '0')}`);

    // 20:30 UTC is midnight in Tehran: the first day of 1405.
    clock.advance(new Date('2026-03-20T20:30:00Z').getTime() - clock.now().getTime());
    expect((await make([line(blackCable(), 10)])).number).toBe('1405-00001');
    expect((await make([line(blackCable(), 10)])).number).toBe('1405-00002');
  });

  it('when 10 pro-formas are asked for at once from two processes, then each gets its own number, none skipped', async () => {
    const other = secondProcess(context, clock.now);
    const before = seqOf(await make([line(blackCable(), 10)]));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        request(index % 2 ? other : context.app)
          .post(create.path)
          .set('X-Forwarded-For', freshAddress())
          .send({ lines: [line(blackCable(), 10)], channel: 'telegram' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const seqs = answers
      .map((answer) => seqOf(create.response.parse(answer.body).proForma))
      .sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 10 }, (_, index) => before + 1 + index));
  });

  it('when prices change after a pro-forma was made, then it keeps the prices it was made with, while the list shows today’s', async () => {
    const item = await createBreaker(context, 180_000, 10);
    const proForma = await make([line(item.variants[0]!._id, 3)]);
    await setVariant(context.db, item.variants[0]!._id, { price: 210_000, stock: 0 });
    await deleteProduct(context, item._id);

    const opened = await open(proForma.token);
    expect(opened.proForma.lines).toEqual([
      expect.objectContaining({ title: item.title, unitPrice: 180_000, lineTotal: 540_000 }),
    ]);
    expect(opened.proForma.total).toBe(540_000);
  });

  it('when the client sends prices and totals of its own, then the pro-forma holds the server’s', async () => {
    const response = await post({
      lines: [
        { variantId: breaker.variants[0]!._id, quantity: 4, addedPrice: 1, unitPrice: 1, lineTotal: 4 },
      ],
      channel: 'sms',
      total: 4,
    }).expect(200);
    const { proForma } = create.response.parse(response.body);
    expect(proForma.lines[0]).toMatchObject({ unitPrice: 250_000, lineTotal: 1_000_000 });
    expect(proForma.total).toBe(1_000_000);
  });

  it('when some lines cannot be ordered, then only the available ones are frozen, and the total is theirs', async () => {
    const proForma = await make([
      line(randomUUID(), 1, 99_000),
      line(variantOf(cable, '۱٫۵', 'قرمز'), 10),
      line(variantOf(cable, '۱٫۵', 'مشکی'), 12),
      line(variantOf(cable, '۴', 'مشکی'), 20),
    ]);
    expect(proForma.lines.map((frozen) => frozen.variantId)).toEqual([variantOf(cable, '۴', 'مشکی')]);
    expect(proForma.total).toBe(20 * 71_000);
  });

  it('when its validity has passed by the app’s clock, then the pro-forma says it expired; a new validity counts for new ones only', async () => {
    const proForma = await make([line(blackCable(), 10)]);
    clock.advance(3 * DAY);
    expect((await open(proForma.token)).expired).toBe(false);
    clock.advance(SECOND);
    expect((await open(proForma.token)).expired).toBe(true);

    await request(context.app)
      .put(settingsEndpoints.update.path)
      .set('Authorization', context.admin.bearer)
      .send({ ...DEFAULT_SHOP_SETTINGS, proFormaValidDays: 7 })
      .expect(200);
    const longer = await make([line(blackCable(), 10)]);
    expect(new Date(longer.validUntil).getTime() - new Date(longer.createdAt).getTime()).toBe(7 * DAY);
    expect((await open(proForma.token)).proForma.validUntil).toBe(proForma.validUntil);
  });

  it('when a token names nothing, is malformed or is only a number, then 404 in Persian, as JSON and as PDF', async () => {
    const known = await make([line(blackCable(), 10)]);
    for (const token of [
      randomBytes(24).toString('base64url'),
      'short',
      known.number,
      `${known.token}x`.repeat(3),
      '../../settings',
    ]) {
      for (const path of [`/api/pro-forma/${token}`, `/api/pro-forma/${token}/pdf`]) {
        const response = await request(context.app).get(path);
        expect([path, response.status]).toEqual([path, 404]);
        persianMessage(response.body);
      }
    }
  });

  it('when one address asks for too many, then 429 in Persian with Retry-After, and nothing is written', async () => {
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_BUDGETS['pro-forma'].limit; i++) {
      await post({ lines: [line(blackCable(), 10)], channel: 'link' }, { address }).expect(200);
    }
    const before = await storedCounts(context.db);
    const refused = await post({ lines: [line(blackCable(), 10)], channel: 'link' }, { address }).expect(429);
    persianMessage(refused.body);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCounts(context.db)).toEqual(before);
    // Another address is not held back.
    await post({ lines: [line(blackCable(), 10)], channel: 'link' }).expect(200);
  });

  it('when one account asks for too many in a day, from any address, then 429 in Persian with Retry-After until the day has passed', async () => {
    const { limit } = PRO_FORMAS_PER_ACCOUNT;
    const account = context.shopper;
    const madeToday = async () =>
      (await context.db.select({ id: proFormas.id }).from(proFormas).where(eq(proFormas.userId, account.id)))
        .length;
    clock.advance(2 * DAY);
    const earlier = await madeToday();
    for (let i = 0; i < limit; i++) await make([line(blackCable(), 10)], { as: account });
    const refused = await post({ lines: [line(blackCable(), 10)], channel: 'call' }, { as: account }).expect(
      429,
    );
    persianMessage(refused.body);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await madeToday()).toBe(earlier + limit);

    clock.advance(DAY);
    await make([line(blackCable(), 10)], { as: account });
  });

  it.each([
    {
      holding: 'an empty list',
      body: () => ({ lines: [], channel: 'whatsapp' }),
      message: 'لیست خالی است؛ ابتدا کالایی به لیست بیفزایید',
    },
    {
      holding: 'no line that can be ordered',
      body: () => ({
        lines: [line(randomUUID(), 1), line(variantOf(cable, '۱٫۵', 'قرمز'), 10)],
        channel: 'sms',
      }),
      message:
        'هیچ‌یک از کالاهای لیست اکنون قابل سفارش نیست؛ موجودی، تعداد یا وضعیت کالاها را در لیست ببینید',
    },
    {
      holding: '101 lines',
      body: () => ({ lines: Array.from({ length: 101 }, () => line(randomUUID(), 1)), channel: 'whatsapp' }),
      message: 'لیست حداکثر ۱۰۰ ردیف دارد',
    },
    {
      holding: 'the same variant twice',
      body: () => ({ lines: [line(blackCable(), 10), line(blackCable(), 15)], channel: 'sms' }),
      message: 'هر کالا یک بار در لیست می‌آید',
    },
    {
      holding: 'a negative quantity',
      body: () => ({ lines: [{ ...line(blackCable(), 10), quantity: -10 }], channel: 'sms' }),
      message: 'تعداد باید بیشتر از صفر باشد',
    },
    {
      holding: 'a channel that does not exist',
      body: () => ({ lines: [line(blackCable(), 10)], channel: 'email' }),
      message: 'راه ارسال نامعتبر است',
    },
    {
      holding: 'no channel',
      body: () => ({ lines: [line(blackCable(), 10)] }),
      message: 'راه ارسال نامعتبر است',
    },
  ])(
    'when the request holds $holding, then 400 in Persian and nothing is written',
    async ({ body, message }) => {
      const before = await storedCounts(context.db);
      const response = await post(body()).expect(400);
      expect(persianMessage(response.body)).toBe(message);
      expect(await storedCounts(context.db)).toEqual(before);
    },
  );

  it('when the pro-forma’s PDF is asked for, then a PDF download named by its number', async () => {
    const proForma = await make([line(blackCable(), 10), line(breaker.variants[0]!._id, 1)]);
    const response = await request(context.app)
      .get(`/api/pro-forma/${proForma.token}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pro-forma-${proForma.number}.pdf"`,
    );
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('when one address asks for the PDF again and again, then it gets the same file and is held to its budget', async () => {
    const proForma = await make([line(blackCable(), 10)]);
    const address = freshAddress();
    const pdfOf = () =>
      request(context.app).get(`/api/pro-forma/${proForma.token}/pdf`).set('X-Forwarded-For', address);
    const bodies = new Set<string>();
    for (let i = 0; i < ADDRESS_BUDGETS['pro-forma-pdf'].limit; i++) {
      const response = await pdfOf().buffer(true).expect(200);
      bodies.add(String(response.headers['content-length']));
    }
    expect(bodies.size).toBe(1);
    const refused = await pdfOf().expect(429);
    persianMessage(refused.body);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a list is priced, then the request list’s own endpoint agrees with what a pro-forma freezes', async () => {
    const lines = [line(blackCable(), 30), line(breaker.variants[0]!._id, 3)];
    const priced = requestListEndpoints.price.response.parse(
      (await request(context.app).post(requestListEndpoints.price.path).send({ lines }).expect(200)).body,
    );
    const proForma = await make(lines);
    expect(proForma.total).toBe(priced.total);
    expect(proForma.lines.map((frozen) => frozen.lineTotal)).toEqual(
      priced.lines.map((each) => each.lineTotal),
    );
  });
});
