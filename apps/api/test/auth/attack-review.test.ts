import { apiErrorSchema, authEndpoints, TOKEN_IN_BODY_HEADER } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { users } from '../../src/db/schema';
import { sessionKey } from '../../src/modules/auth/keys';
import { ADDRESS_BUDGETS } from '../../src/http/address-budgets';
import { HOUR, manualClock } from '../support/manual-clock';
import { readLastCode } from '../support/sms-outbox';
import { TEST_JWT_SECRET } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { generateOtp, verifyOtp, register, login, validateToken, requestPasswordReset } = authEndpoints;
const PASSWORD = 'a-long-test-password';

/** Requests from several client addresses, as an attacker with many addresses would send them. */
describe('accounts under attack from several addresses', () => {
  const clock = manualClock();
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now });
  beforeEach(() => clock.advance(24 * HOUR));

  const from = (address: string) => ({
    post: (path: string, body: object) =>
      request(context.app).post(path).set('X-Forwarded-For', address).send(body),
  });
  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);
  const accountsWith = (phone: string) => context.db.select().from(users).where(eq(users.phone, phone));

  describe('finishing a sign-up', () => {
    it('when another client registers a phone someone else verified, then 403 and the owner still can', async () => {
      const owner = request.agent(context.app);
      const phone = uniquePhone();
      await owner.post(generateOtp.path).send({ phone }).expect(200);
      const verified = await owner
        .post(verifyOtp.path)
        .send({ phone, otp: readLastCode(context.config.dataDir, phone) })
        .expect(200);
      expect(verifyOtp.response.parse(verified.body)).toEqual({ verified: true });
      const ticketCookie = [verified.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => c.startsWith('signup='))!;
      expect(ticketCookie).toMatch(/HttpOnly/);
      expect(ticketCookie).toMatch(/Path=\/api\/auth\/register/);
      expect(ticketCookie).toMatch(/SameSite=Strict/);
      expect(ticketCookie).toMatch(/Max-Age=900/);

      const stranger = await from('198.51.100.9').post(register.path, {
        phone,
        password: 'stranger-password-1',
      });
      expect(stranger.status).toBe(403);
      const forged = await from('198.51.100.9').post(register.path, {
        phone,
        password: 'x-password-12',
        ticket: 'guess',
      });
      expect(forged.status).toBe(403);
      expect(await accountsWith(phone)).toHaveLength(0);

      const created = await owner.post(register.path).send({ phone, password: PASSWORD }).expect(200);
      expect(register.response.parse(created.body).userRole).toBe('user');
      expect(await accountsWith(phone)).toHaveLength(1);
    });

    it('when a non-browser client asks for it, then the ticket comes in the body and works once', async () => {
      const phone = uniquePhone();
      const app = () => request(context.app);
      await app().post(generateOtp.path).send({ phone }).expect(200);
      const verified = await app()
        .post(verifyOtp.path)
        .set(TOKEN_IN_BODY_HEADER, 'true')
        .send({ phone, otp: readLastCode(context.config.dataDir, phone) })
        .expect(200);
      const { ticket } = verifyOtp.response.parse(verified.body);
      expect(ticket).toMatch(/^[\w-]{40,}$/);
      const created = await app()
        .post(register.path)
        .set(TOKEN_IN_BODY_HEADER, 'true')
        .send({ phone, password: PASSWORD, ticket })
        .expect(200);
      const session = register.response.parse(created.body);
      expect(session.token).toBeDefined();
      await app().get(validateToken.path).set('Authorization', `Bearer ${session.token}`).expect(200);
      await app().post(register.path).send({ phone, password: PASSWORD, ticket }).expect(403);
    });

    it('when one address registers past its budget, then 429 even with valid-looking input', async () => {
      const address = '203.0.113.50';
      for (let i = 0; i < ADDRESS_BUDGETS.register.limit; i++) {
        await from(address).post(register.path, { phone: uniquePhone(), password: PASSWORD }).expect(403);
      }
      const refused = await from(address).post(register.path, { phone: uniquePhone(), password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      await from('203.0.113.51')
        .post(register.path, { phone: uniquePhone(), password: PASSWORD })
        .expect(403);
    });

    it('when one address guesses codes past its budget, then verify-otp answers 429', async () => {
      const address = '203.0.113.60';
      for (let i = 0; i < ADDRESS_BUDGETS['verify-otp'].limit; i++) {
        await from(address).post(verifyOtp.path, { phone: uniquePhone(), otp: '123456' }).expect(400);
      }
      expect((await from(address).post(verifyOtp.path, { phone: uniquePhone(), otp: '123456' })).status).toBe(
        429,
      );
    });
  });

  it('when one address looks up registered phones, then every answer counts and the 409s stop at the budget', async () => {
    const registered = await createUser(context.db);
    const address = '203.0.113.70';
    for (let i = 0; i < ADDRESS_BUDGETS['generate-otp'].limit; i++) {
      await from(address).post(generateOtp.path, { phone: registered.phone }).expect(409);
    }
    const refused = await from(address).post(generateOtp.path, { phone: registered.phone });
    expect(refused.status).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
  });

  describe('locking accounts', () => {
    it('when a stranger fails five times, then only the stranger is locked: the owner signs in from home', async () => {
      const owner = await createUser(context.db);
      await from('192.0.2.44').post(login.path, { phone: owner.phone, password: owner.password }).expect(200);
      for (let i = 0; i < 5; i++) {
        await from('198.51.100.1')
          .post(login.path, { phone: owner.phone, password: 'wrong-password' })
          .expect(401);
      }
      const locked = await from('198.51.100.1').post(login.path, {
        phone: owner.phone,
        password: owner.password,
      });
      expect(locked.status).toBe(429);
      expect(errorOf(locked).message).toMatch(/[۰-۹]+ دقیقه دیگر/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      await from('192.0.2.44').post(login.path, { phone: owner.phone, password: owner.password }).expect(200);
    });

    it('when strangers use up the reset-code budget, then the owner can still get a sign-up code and vice versa', async () => {
      const phone = uniquePhone();
      for (let i = 0; i < 5; i++) {
        await from(`198.51.100.${20 + i}`)
          .post(requestPasswordReset.path, { phone })
          .expect(200);
        clock.advance(121_000);
      }
      expect((await from('198.51.100.30').post(requestPasswordReset.path, { phone })).status).toBe(429);
      await from('192.0.2.46').post(generateOtp.path, { phone }).expect(200);
    });
  });

  describe('session tokens', () => {
    it('when a browser signs in or checks its session, then no token is in any body and nothing is cached', async () => {
      const user = await createUser(context.db);
      const signedIn = await request(context.app)
        .post(login.path)
        .send({ phone: user.phone, password: user.password })
        .expect(200);
      expect(login.response.parse(signedIn.body)).toEqual({
        userId: user.id,
        userRole: 'user',
        isAuthenticated: true,
      });
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const cookies = [signedIn.headers['set-cookie'] ?? []].flat();
      const session = cookies.find((c) => c.startsWith('session='))!.split(';')[0]!;
      expect(cookies.find((c) => c.startsWith('has_session=1'))).not.toMatch(/HttpOnly/);

      const status = await request(context.app).get(validateToken.path).set('Cookie', session).expect(200);
      expect(status.body).not.toHaveProperty('token');
      expect(status.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(status.body)).not.toContain(session.split('=')[1]!.split('.')[2]);

      const asked = await request(context.app)
        .post(login.path)
        .set(TOKEN_IN_BODY_HEADER, 'true')
        .send({ phone: user.phone, password: user.password })
        .expect(200);
      expect(login.response.parse(asked.body).token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    it('when a cookie session asks for its token in the body, then it is not given: only a Bearer caller gets it back', async () => {
      const { token, ...user } = await createUser(context.db);
      const fromPage = await request(context.app)
        .get(validateToken.path)
        .set('Cookie', `session=${token}`)
        .set(TOKEN_IN_BODY_HEADER, 'true')
        .expect(200);
      expect(validateToken.response.parse(fromPage.body)).toEqual({
        userId: user.id,
        userRole: 'user',
        isAuthenticated: true,
      });
      expect(JSON.stringify(fromPage.body)).not.toContain(token.split('.')[2]);

      const fromApp = await request(context.app)
        .get(validateToken.path)
        .set('Authorization', `Bearer ${token}`)
        .set(TOKEN_IN_BODY_HEADER, 'true')
        .expect(200);
      expect(validateToken.response.parse(fromApp.body).token).toBe(token);
    });

    it('when a token is signed with the raw secret, never expires, or names no user id, then 401 and never 500', async () => {
      const user = await createUser(context.db);
      const claims = { role: 'user', ver: 0 };
      const rawSecret = jwt.sign(claims, TEST_JWT_SECRET, { subject: user.id, expiresIn: '1h' });
      // The right key, so only the claims are wrong.
      const keyed = (payload: object, options: jwt.SignOptions) =>
        jwt.sign(payload, sessionKey(TEST_JWT_SECRET), options);
      const noExpiry = keyed(claims, { subject: user.id });
      const notAUser = keyed(claims, { subject: 'x; DROP TABLE users', expiresIn: '1h' });
      const fine = keyed(claims, { subject: user.id, expiresIn: '1h' });
      for (const token of [rawSecret, noExpiry, notAUser]) {
        await request(context.app)
          .get(validateToken.path)
          .set('Authorization', `Bearer ${token}`)
          .expect(401);
      }
      await request(context.app).get(validateToken.path).set('Authorization', `Bearer ${fine}`).expect(200);
    });
  });

  it('when the message says how long to wait, then it is in Persian digits', async () => {
    const owner = await createUser(context.db);
    for (let i = 0; i < 5; i++)
      await from('198.51.100.77').post(login.path, { phone: owner.phone, password: 'nope-nope-1' });
    const locked = await from('198.51.100.77').post(login.path, {
      phone: owner.phone,
      password: owner.password,
    });
    expect(errorOf(locked).message).toContain(`${toPersianDigits(15)} دقیقه`);
  });
});
