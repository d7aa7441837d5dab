import { apiErrorSchema, authEndpoints, inquiryEndpoints, settingsEndpoints } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { addressRequests, loginFailures, phoneVerifications } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { scheduleLimitPruning } from '../../src/modules/auth/rate-limits';
import { HOUR, manualClock, MINUTE } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { generateOtp, requestPasswordReset, login } = authEndpoints;
const DAY = 24 * HOUR;

describe('the limits’ own upkeep: the shop’s SMS budget and old rows', () => {
  const clock = manualClock();
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now, admin: true });
  beforeEach(() => clock.advance(2 * DAY));

  let addresses = 0;
  const from = (address = `10.1.${Math.floor(addresses / 250) % 250}.${addresses++ % 250}`) => ({
    post: (path: string, body: object) =>
      request(context.app).post(path).set('X-Forwarded-For', address).send(body),
  });

  it('when a botnet asks for codes past the shop’s hourly SMS budget, then every further code is refused until the hour has passed', async () => {
    const { settings } = settingsEndpoints.get.response.parse(
      (await request(context.app).get('/api/settings')).body,
    );
    await request(context.app)
      .put(settingsEndpoints.update.path)
      .set('Authorization', context.admin.bearer)
      .send({ ...settings, smsPerHour: 3 })
      .expect(200);

    for (let i = 0; i < 3; i++) await from().post(generateOtp.path, { phone: uniquePhone() }).expect(200);
    for (const path of [generateOtp.path, requestPasswordReset.path]) {
      const refused = await from().post(path, { phone: uniquePhone() });
      expect(refused.status).toBe(429);
      expect(apiErrorSchema.parse(refused.body).message).toMatch(
        /^ارسال پیامک فروشگاه در این ساعت به سقف رسیده است/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    clock.advance(HOUR);
    await from().post(generateOtp.path, { phone: uniquePhone() }).expect(200);
  });

  it('when the limits’ rows are older than every window, then the pruning deletes them while newer ones still count', async () => {
    const user = await createUser(context.db);
    const old = clock.now();
    await from().post(generateOtp.path, { phone: uniquePhone() }).expect(200);
    await from().post(inquiryEndpoints.record.path, { productId: randomUUID(), channel: 'call' }).expect(404);
    await from().post(login.path, { phone: user.phone, password: 'a-wrong-guess' }).expect(401);

    clock.advance(DAY + MINUTE);
    const stranger = from('192.0.2.77');
    for (let i = 0; i < 5; i++)
      await stranger.post(login.path, { phone: user.phone, password: 'nope' }).expect(401);

    const stop = scheduleLimitPruning(context.db, createLogger('silent'), clock.now);
    await stop();

    const { db } = context.database;
    const olderThan = (column: AnyPgColumn) => lt(column, new Date(old.getTime() + MINUTE));
    expect(await db.select().from(phoneVerifications).where(olderThan(phoneVerifications.createdAt))).toEqual(
      [],
    );
    expect(await db.select().from(addressRequests).where(olderThan(addressRequests.createdAt))).toEqual([]);
    expect(await db.select().from(loginFailures).where(olderThan(loginFailures.createdAt))).toEqual([]);
    // The stranger's failures are recent: they still lock the phone for that address.
    await stranger.post(login.path, { phone: user.phone, password: user.password }).expect(429);
  });
});
