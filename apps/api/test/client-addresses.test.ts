import { randomUUID } from 'node:crypto';
import { apiErrorSchema, authEndpoints, inquiryEndpoints, SEARCH_RATE_BURST } from '@shop/contracts';
import request from 'supertest';
import { ADDRESS_BUDGETS } from '../src/http/address-budgets';
import { manualClock } from './support/manual-clock';
import { useTestApp } from './support/use-test-app';
import { uniquePhone } from './support/users';

const INQUIRY_BUDGET = ADDRESS_BUDGETS.inquiry.limit;

/** Per-address limits when the client picks its address: IPv6 /64s, mapped IPv4, forged headers, proxies. */
describe('per-address limits and the client address', () => {
  const clock = manualClock(); // stands still: no budget refills while a test runs
  // Behind the shop's reverse proxy on this machine: the client address comes from X-Forwarded-For.
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now });

  const inquiryFrom = (address: string) =>
    request(context.app)
      .post(inquiryEndpoints.record.path)
      .set('X-Forwarded-For', address)
      .send({ productId: randomUUID(), channel: 'call' });

  it('when one IPv6 /64 sends from a new address every time, then all of them share one budget', async () => {
    for (let i = 1; i <= INQUIRY_BUDGET; i++) {
      await inquiryFrom(`2001:db8:1:2:${i.toString(16)}::${i.toString(16)}`).expect(404);
    }
    const refused = await inquiryFrom('2001:db8:1:2:ffff:ffff:ffff:ffff');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The neighbouring /64 is another customer.
    await inquiryFrom('2001:db8:1:3::1').expect(404);
  });

  it('when an IPv4 address is written as IPv4-mapped IPv6, then it is the same address', async () => {
    for (let i = 0; i < INQUIRY_BUDGET; i++) {
      await inquiryFrom(i % 2 ? '203.0.113.40' : '::ffff:203.0.113.40').expect(404);
    }
    expect((await inquiryFrom('::ffff:cb00:7128')).status).toBe(429); // 203.0.113.40 in hex
    expect((await inquiryFrom('203.0.113.40')).status).toBe(429);
  });

  it('when the client address is not an IP, then 400 in Persian instead of a limit of its own (or a 500)', async () => {
    for (const forged of ['not-an-address', 'x'.repeat(5000), '999.1.1.1', '2001:db8::/64']) {
      const response = await request(context.app)
        .post(authEndpoints.login.path)
        .set('X-Forwarded-For', forged)
        .send({ phone: uniquePhone(), password: 'a-long-test-password' });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toBe('نشانی اتصال شما قابل شناسایی نیست');
    }
  });

  it('when a proxy is trusted and a client names itself 127.0.0.1, then it is limited like anyone else', async () => {
    const search = () =>
      request(context.app).get('/api/search').query({ q: 'کابل' }).set('X-Forwarded-For', '127.0.0.1');
    for (let i = 0; i < SEARCH_RATE_BURST; i++) await search().expect(200);
    await search().expect(429);
  });
});

describe('a client that reaches the shop without its proxy', () => {
  const clock = manualClock();
  // Only the proxy at 172.30.0.2 is trusted; these requests come straight from 127.0.0.1.
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 172.30.0.2' }, clock: clock.now });

  it('when it sends X-Forwarded-For, then the header is ignored and it cannot pick its address', async () => {
    const inquiry = (address: string) =>
      request(context.app)
        .post(inquiryEndpoints.record.path)
        .set('X-Forwarded-For', address)
        .send({ productId: randomUUID(), channel: 'call' });
    for (let i = 0; i < INQUIRY_BUDGET; i++) await inquiry(`198.51.100.${i}`).expect(404);
    expect((await inquiry('198.51.100.250')).status).toBe(429);
  });
});
