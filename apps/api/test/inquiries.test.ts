import { apiErrorSchema, inquiryEndpoints } from '@shop/contracts';
import request from 'supertest';
import { ADDRESS_BUDGETS } from '../src/http/address-budgets';
import { createProduct } from './support/catalog-client';
import { HOUR, manualClock } from './support/manual-clock';
import { useTestApp } from './support/use-test-app';

const { record, counts } = inquiryEndpoints;

describe('inquiry counts: order-button clicks per product, channel and day', () => {
  const clock = manualClock();
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now, admin: true });

  const click = (productId: string, channel: string, address = '203.0.113.1') =>
    request(context.app).post(record.path).set('X-Forwarded-For', address).send({ productId, channel });
  const countsFor = (days: number) =>
    request(context.app).get(counts.path).query({ days }).set('Authorization', context.admin.bearer);

  it('when shoppers click order buttons, then the dashboard sees the most asked-about products for 7 and 30 days', async () => {
    const popular = await createProduct(context.app, context.admin, { title: 'پاوربانک پرطرفدار' });
    const quiet = await createProduct(context.app, context.admin, { title: 'کابل کم‌طرفدار' });
    clock.advance(-20 * 24 * HOUR);
    await click(quiet._id, 'call').expect(202);
    await click(quiet._id, 'call').expect(202);
    await click(quiet._id, 'call').expect(202);
    clock.advance(20 * 24 * HOUR);
    await click(popular._id, 'whatsapp').expect(202);
    await click(popular._id, 'whatsapp').expect(202);
    await click(popular._id, 'telegram').expect(202);
    await click(popular._id, 'bale').expect(202);

    const week = counts.response.parse((await countsFor(7).expect(200)).body);
    expect(week.products).toEqual([
      {
        productId: popular._id,
        title: 'پاوربانک پرطرفدار',
        whatsapp: 2,
        telegram: 1,
        call: 0,
        bale: 1,
        eitaa: 0,
        rubika: 0,
        total: 4,
      },
    ]);
    const month = counts.response.parse((await countsFor(30).expect(200)).body);
    expect(new Set(month.products.map((p) => `${p.title}:${p.total}`))).toEqual(
      new Set(['کابل کم‌طرفدار:3', 'پاوربانک پرطرفدار:4']),
    );
  });

  it('when the input is wrong, the product unknown or the caller not an admin, then the right error', async () => {
    const bad = await click('not-an-id', 'whatsapp').expect(400);
    expect(apiErrorSchema.parse(bad.body).message).toBe('محصول نامعتبر است');
    await click('00000000-0000-4000-8000-000000000000', 'whatsapp').expect(404);
    const product = await createProduct(context.app, context.admin);
    await click(product._id, 'email').expect(400);
    await request(context.app).get(counts.path).query({ days: 7 }).expect(401);
    await countsFor(9).expect(400);
  });

  it('when one address clicks past its budget, then 429 and the count stops growing', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'محصول پرکلیک' });
    for (let i = 0; i < ADDRESS_BUDGETS.inquiry.limit; i++)
      await click(product._id, 'call', '198.51.100.3').expect(202);
    await click(product._id, 'call', '198.51.100.3').expect(429);
    const week = counts.response.parse((await countsFor(7).expect(200)).body);
    expect(week.products.find((p) => p.productId === product._id)?.call).toBe(ADDRESS_BUDGETS.inquiry.limit);
  });
});
