import { orderEndpoints, type Order, type Product } from '@shop/contracts';
import request from 'supertest';
import { createBreaker } from '../request-list/list-fixtures';
import {
  fakeKavenegarEnv,
  FAKE_KAVENEGAR_ORDER_TEMPLATES,
  startFakeKavenegar,
} from '../support/fake-kavenegar';
import { useTestApp } from '../support/use-test-app';

const { create, setStatus, get } = orderEndpoints;

describe('an order’s SMS through Kavenegar', () => {
  let kavenegar: Awaited<ReturnType<typeof startFakeKavenegar>>;
  beforeAll(async () => {
    kavenegar = await startFakeKavenegar();
  });
  afterAll(() => kavenegar.close());
  const context = useTestApp(() => ({
    env: fakeKavenegarEnv(kavenegar.baseUrl),
    admin: true,
  }));
  let breaker: Product;
  beforeAll(async () => {
    breaker = await createBreaker(context, 250_000, 40);
  });
  beforeEach(() => kavenegar.setMode('ok'));

  const handOrder = async (phone: string) =>
    create.response.parse(
      (
        await request(context.app)
          .post(create.path)
          .set('Authorization', context.admin.bearer)
          .send({ channel: 'call', phone, lines: [{ variantId: breaker.variants[0]!._id, quantity: 2 }] })
          .expect(200)
      ).body,
    ).order;
  const move = async (order: Order, status: string) =>
    setStatus.response.parse(
      (
        await request(context.app)
          .post(`/api/orders/${order.id}/status`)
          .set('Authorization', context.admin.bearer)
          .send({ status })
          .expect(200)
      ).body,
    ).order;
  const lastEvent = async (order: Order) =>
    get.response
      .parse(
        (await request(context.app).get(`/api/orders/${order.id}`).set('Authorization', context.admin.bearer))
          .body,
      )
      .events.at(-1);

  it('when an order is confirmed and shipped, then Kavenegar gets each template with the number, the invoice and the total as tokens', async () => {
    const phone = '09123334455';
    const order = await handOrder(phone);
    const confirmed = await move(order, 'confirmed');
    await move(order, 'shipped');

    expect(kavenegar.messages.filter((message) => message.receptor === phone)).toEqual([
      {
        receptor: phone,
        template: FAKE_KAVENEGAR_ORDER_TEMPLATES['order-confirmed'],
        tokens: [order.number, confirmed.invoiceNumber, '500000'],
      },
      { receptor: phone, template: FAKE_KAVENEGAR_ORDER_TEMPLATES['order-shipped'], tokens: [order.number] },
    ]);
    expect((await lastEvent(order))?.note).toMatch(/^پیامک فرستاده شد: .* ارسال شد\.$/);
  });

  it('when Kavenegar fails, then the order is confirmed all the same and its history says the SMS did not go', async () => {
    const order = await handOrder('09123334466');
    kavenegar.setMode('error');
    const confirmed = await move(order, 'confirmed');
    expect(confirmed.status).toBe('confirmed');
    expect(await lastEvent(order)).toMatchObject({
      kind: 'sms',
      note: 'پیامک فرستاده نشد (خطای سرویس پیامک)',
    });
  });
});
