import { apiErrorSchema, authEndpoints } from '@shop/contracts';
import { INVALID_PHONE_MESSAGE, toPersianDigits } from '@shop/persian';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { loginFailures, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/password';
import { manualClock, MINUTE } from '../support/manual-clock';
import { TEST_JWT_SECRET } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { login, validateToken, logout } = authEndpoints;
const WRONG_CREDENTIALS = 'شماره موبایل یا رمز عبور اشتباه است';

const cookieOf = (response: request.Response) => response.headers['set-cookie']?.[0]?.split(';')[0] ?? '';

describe('sessions: login, token check and logout', () => {
  const clock = manualClock();
  let origin: string;
  const context = useTestApp({ clock: clock.now });
  beforeAll(async () => {
    origin = context.config.publicUrl;
  });

  const logIn = (phone: string, password: string) =>
    request(context.app).post(login.path).send({ phone, password });
  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);

  it('when the phone and password are right, then the session comes back and is set as a cookie', async () => {
    const user = await createUser(context.db, { role: 'admin' });
    const response = await logIn(`+98${user.phone.slice(1)}`, user.password).expect(200);
    expect(login.response.parse(response.body)).toMatchObject({
      userId: user.id,
      userRole: 'admin',
      isAuthenticated: true,
    });
    expect(response.headers['set-cookie']?.[0]).toMatch(
      /^session=.+; Max-Age=604800; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );

    const status = await request(context.app)
      .get(validateToken.path)
      .set('Cookie', cookieOf(response))
      .expect(200);
    expect(validateToken.response.parse(status.body)).toEqual({
      userId: user.id,
      userRole: 'admin',
      token: response.body.token,
      isAuthenticated: true,
    });
  });

  it('when the password is wrong or the phone has no account, then 401 with the same message', async () => {
    const user = await createUser(context.db);
    const wrongPassword = await logIn(user.phone, 'not-the-password').expect(401);
    const unknownPhone = await logIn(uniquePhone(), user.password).expect(401);
    expect(errorOf(wrongPassword).message).toBe(WRONG_CREDENTIALS);
    expect(errorOf(unknownPhone)).toEqual(errorOf(wrongPassword));
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('when the phone is not a mobile number, then 400 says so', async () => {
    expect(errorOf(await logIn('12345', 'whatever-password').expect(400)).message).toBe(
      INVALID_PHONE_MESSAGE,
    );
  });

  it('when a phone failed 5 times in 15 minutes, then even the right password gets 429 until the window passes', async () => {
    const user = await createUser(context.db);
    for (let i = 0; i < 5; i += 1) {
      await logIn(user.phone, 'not-the-password').expect(401);
      clock.advance(MINUTE);
    }
    const locked = await logIn(user.phone, user.password).expect(429);
    // The first failure leaves the 15-minute window 10 minutes from now.
    expect(Number(locked.headers['retry-after'])).toBe(10 * 60);
    expect(errorOf(locked).message).toContain(toPersianDigits(10));

    clock.advance(10 * MINUTE);
    await logIn(user.phone, user.password).expect(200);
  });

  it('when a login succeeds, then earlier failures of that phone no longer count', async () => {
    const user = await createUser(context.db);
    for (let i = 0; i < 4; i += 1) await logIn(user.phone, 'not-the-password').expect(401);
    await logIn(user.phone, user.password).expect(200);
    for (let i = 0; i < 4; i += 1) await logIn(user.phone, 'not-the-password').expect(401);
    await logIn(user.phone, user.password).expect(200);
  });

  it('when one connection failed 20 times in 15 minutes across phones, then it gets 429', async () => {
    clock.advance(20 * MINUTE);
    for (let i = 0; i < 20; i += 1) await logIn(uniquePhone(), 'not-the-password').expect(401);
    const user = await createUser(context.db);
    const refused = await logIn(user.phone, user.password).expect(429);
    expect(errorOf(refused).message).toMatch(/اتصال/);

    clock.advance(15 * MINUTE);
    await logIn(user.phone, user.password).expect(200);
  });

  it('when the token is missing, forged or expired, then 401 "Invalid token" and the cookie is cleared', async () => {
    const anonymous = await request(context.app).get(validateToken.path).expect(401);
    expect(anonymous.body).toEqual({ message: 'Invalid token', code: 'UNAUTHENTICATED' });
    expect(anonymous.headers['set-cookie']?.[0]).toMatch(/^session=; Path=\/; Expires=Thu, 01 Jan 1970/);

    const user = await createUser(context.db);
    const claims = { role: 'user', ver: 0 };
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
      subject: user.id,
    });
    const forged = jwt.sign(claims, 'another-secret-that-is-long-enough-0123456789', {
      subject: user.id,
      expiresIn: '7d',
    });
    for (const token of ['not.a.jwt', expired, forged]) {
      const response = await request(context.app)
        .get(validateToken.path)
        .set('Cookie', `session=${token}`)
        .expect(401);
      expect(response.body).toEqual({ message: 'Invalid token', code: 'UNAUTHENTICATED' });
      await request(context.app).get(validateToken.path).set('Authorization', `Bearer ${token}`).expect(401);
    }
  });

  it('when a non-browser client sends the token as a Bearer header, then it is accepted', async () => {
    const user = await createUser(context.db);
    const response = await request(context.app)
      .get(validateToken.path)
      .set('Authorization', user.bearer)
      .expect(200);
    expect(validateToken.response.parse(response.body).userId).toBe(user.id);
  });

  it('when the user logs out, then the cookie is cleared and that token (and every copy of it) stops working', async () => {
    const user = await createUser(context.db);
    const session = await logIn(user.phone, user.password).expect(200);
    const cookie = cookieOf(session);

    const response = await request(context.app)
      .post(logout.path)
      .set('Cookie', cookie)
      .set('Origin', origin)
      .expect(200);
    expect(logout.response.parse(response.body).message).toBe('از حساب کاربری خارج شدید');
    expect(response.headers['set-cookie']?.[0]).toMatch(/^session=;/);

    await request(context.app).get(validateToken.path).set('Cookie', cookie).expect(401);
    await request(context.app)
      .get(validateToken.path)
      .set('Authorization', `Bearer ${session.body.token}`)
      .expect(401);
    await request(context.app).get(validateToken.path).set('Authorization', user.bearer).expect(401);
    await logIn(user.phone, user.password).expect(200);
  });

  it('when nobody is signed in, then logout answers 401', async () => {
    await request(context.app).post(logout.path).expect(401);
  });

  it('when the cookie is expired, forged or already logged out, then logout answers 401 and still clears it', async () => {
    const user = await createUser(context.db);
    const loggedOut = cookieOf(await logIn(user.phone, user.password).expect(200));
    await request(context.app).post(logout.path).set('Cookie', loggedOut).set('Origin', origin).expect(200);
    const expired = jwt.sign(
      { role: 'user', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_JWT_SECRET,
      {
        subject: user.id,
      },
    );

    for (const cookie of [loggedOut, `session=${expired}`, 'session=not.a.jwt']) {
      const response = await request(context.app)
        .post(logout.path)
        .set('Cookie', cookie)
        .set('Origin', origin)
        .expect(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
      expect(response.headers['set-cookie']?.[0]).toMatch(/^session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
  });

  it('when an admin is demoted, then the next request already sees the new role', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    await context.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const response = await request(context.app)
      .get(validateToken.path)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(validateToken.response.parse(response.body).userRole).toBe('user');
  });

  describe('cross-site protection', () => {
    async function signedIn() {
      const user = await createUser(context.db);
      return cookieOf(await logIn(user.phone, user.password).expect(200));
    }

    it('when a cookie-authenticated POST has no Origin or Referer, then 403', async () => {
      const cookie = await signedIn();
      await request(context.app).post(logout.path).set('Cookie', cookie).expect(403);
      await request(context.app).get(validateToken.path).set('Cookie', cookie).expect(200);
    });

    it('when it comes from another site, then 403', async () => {
      const cookie = await signedIn();
      const response = await request(context.app)
        .post(logout.path)
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .expect(403);
      expect(apiErrorSchema.parse(response.body).code).toBe('FORBIDDEN');
      await request(context.app)
        .post(logout.path)
        .set('Cookie', cookie)
        .set('Referer', 'https://evil.example/page')
        .expect(403);
    });

    it('when only a Referer from our own site is sent, then it is accepted', async () => {
      const cookie = await signedIn();
      await request(context.app)
        .post(logout.path)
        .set('Cookie', cookie)
        .set('Referer', `${origin}/profile/1`)
        .expect(200);
    });

    it('when the token comes as a Bearer header, then no Origin is needed', async () => {
      const user = await createUser(context.db);
      await request(context.app).post(logout.path).set('Authorization', user.bearer).expect(200);
    });

    it('when CORS is asked, then only our origins get credentials', async () => {
      const ours = await request(context.app)
        .options(login.path)
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST');
      expect(ours.headers['access-control-allow-origin']).toBe(origin);
      expect(ours.headers['access-control-allow-credentials']).toBe('true');
      const theirs = await request(context.app)
        .options(login.path)
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('sessions behind https', () => {
  const context = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example', CORS_ORIGINS: 'https://admin.shop.example' },
  });

  it('when PUBLIC_URL is https, then the cookie is Secure and named with the __Host- prefix', async () => {
    const user = await createUser(context.db);
    const response = await request(context.app)
      .post(login.path)
      .send({ phone: user.phone, password: user.password })
      .expect(200);
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^__Host-session=[^;]+;.*Path=\/;.*HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/);

    const sessionCookie = cookie.split(';')[0]!;
    await request(context.app).get(validateToken.path).set('Cookie', sessionCookie).expect(200);
    await request(context.app)
      .post(logout.path)
      .set('Cookie', sessionCookie)
      .set('Origin', 'https://admin.shop.example')
      .expect(200);
  });
});

describe('login limits under parallel requests', () => {
  const clock = manualClock();
  // A realistic bcrypt cost: every request spends a while comparing, so parallel ones overlap.
  const context = useTestApp({ clock: clock.now, env: { BCRYPT_COST: '10' } });

  const logInAtOnce = (attempts: { phone: string; password: string }[]) =>
    Promise.all(attempts.map((body) => request(context.app).post(login.path).send(body)));
  const statusesOf = (responses: request.Response[]) => responses.map((response) => response.status).sort();

  it('when 12 wrong passwords for one phone arrive at once, then 5 are checked and 7 get 429', async () => {
    const user = await createUser(context.db);
    await context.db
      .update(users)
      .set({ passwordHash: await hashPassword(user.password, 10) })
      .where(eq(users.id, user.id));

    const responses = await logInAtOnce(
      Array.from({ length: 12 }, () => ({ phone: user.phone, password: 'not-the-password' })),
    );
    expect(statusesOf(responses)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    for (const response of responses) apiErrorSchema.parse(response.body);
    const failures = await context.db.select().from(loginFailures).where(eq(loginFailures.phone, user.phone));
    expect(failures).toHaveLength(5);

    await request(context.app)
      .post(login.path)
      .send({ phone: user.phone, password: user.password })
      .expect(429);
  });

  it('when 30 wrong logins for different phones arrive at once from one connection, then 20 are checked and 10 get 429', async () => {
    clock.advance(20 * MINUTE);
    const responses = await logInAtOnce(
      Array.from({ length: 30 }, () => ({ phone: uniquePhone(), password: 'not-the-password' })),
    );
    expect(statusesOf(responses)).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
    const refused = responses.filter((response) => response.status === 429);
    for (const response of refused) expect(apiErrorSchema.parse(response.body).message).toMatch(/اتصال/);
  });
});

describe('login timing', () => {
  // A realistic bcrypt cost, so the comparison dominates the answer time.
  const context = useTestApp({ env: { BCRYPT_COST: '10' } });

  async function medianMs(phone: string, password: string) {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await request(context.app).post(login.path).send({ phone, password }).expect(401);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[1]!;
  }

  it('when the phone has no account, then the answer takes about as long as a wrong password', async () => {
    const user = await createUser(context.db);
    await context.db
      .update(users)
      .set({ passwordHash: await hashPassword(user.password, 10) })
      .where(eq(users.id, user.id));
    await medianMs(uniquePhone(), 'warm-up-password');
    const known = await medianMs(user.phone, 'not-the-password');
    const unknown = await medianMs(uniquePhone(), 'not-the-password');
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});
