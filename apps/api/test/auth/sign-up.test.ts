import { apiErrorSchema, authEndpoints } from '@shop/contracts';
import { INVALID_PHONE_MESSAGE, toPersianDigits } from '@shop/persian';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { phoneVerifications, users } from '../../src/db/schema';
import { HOUR, manualClock, MINUTE, SECOND } from '../support/manual-clock';
import { readLastCode, sentTo } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { generateOtp, verifyOtp, register, validateToken } = authEndpoints;
const PASSWORD = 'a-long-test-password';

describe('sign-up with an SMS code', () => {
  const clock = manualClock();
  const context = useTestApp({ clock: clock.now });
  // The browser of each test: it keeps cookies (the sign-up ticket, the session) like a real one.
  let browser: ReturnType<typeof request.agent>;
  // Every test starts a day later, so the per-IP and per-phone windows of earlier tests have passed.
  beforeEach(() => {
    clock.advance(24 * HOUR);
    browser = request.agent(context.app);
  });

  const askCode = (phone: string) => browser.post(generateOtp.path).send({ phone });
  const sendCode = (phone: string, otp: string) => browser.post(verifyOtp.path).send({ phone, otp });
  const registerWith = (phone: string, password: string) =>
    browser.post(register.path).send({ phone, password });
  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);

  async function verifiedPhone(phone = uniquePhone()) {
    await askCode(phone).expect(200);
    await sendCode(phone, readLastCode(context.config.dataDir, phone)).expect(200);
    return phone;
  }

  describe('asking for a code', () => {
    it('when a new phone asks, then a 6-digit code is sent and the answer names the masked number and the 120 s wait', async () => {
      const phone = uniquePhone();
      const response = await askCode(phone).expect(200);
      const { message, resendAfterSeconds } = generateOtp.response.parse(response.body);
      expect(resendAfterSeconds).toBe(120);
      expect(message).toContain(toPersianDigits(`${phone.slice(0, 4)}***${phone.slice(-4)}`));
      expect(message).not.toContain(phone);
      const code = readLastCode(context.config.dataDir, phone);
      expect(code).toMatch(/^\d{6}$/);

      const [stored] = await context.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, phone));
      expect(stored?.codeHash).not.toContain(code);
      expect(stored?.expiresAt.getTime()).toBe(clock.now().getTime() + 3 * MINUTE);
    });

    it('when the number is typed the ways Iranians type it, then the code goes to the canonical number', async () => {
      const typings = [
        (p: string) => p.slice(1),
        (p: string) => `+98${p.slice(1)}`,
        (p: string) => `0098${p.slice(1)}`,
        (p: string) => `${p.slice(0, 4)} ${p.slice(4, 7)}-${p.slice(7)}`,
        (p: string) => toPersianDigits(p),
        (p: string) => p.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!),
      ];
      for (const typed of typings) {
        const phone = uniquePhone();
        await askCode(typed(phone)).expect(200);
        expect(sentTo(context.config.dataDir, phone)).toHaveLength(1);
      }
    });

    it.each(['0212345678', '091212345', '+1 555 123 4567', 'not a phone'])(
      'when the number is %p, then 400 says it is invalid',
      async (phone) => {
        const response = await askCode(phone).expect(400);
        expect(errorOf(response).message).toBe(INVALID_PHONE_MESSAGE);
      },
    );

    it('when no phone is sent, then 400 asks for it', async () => {
      const response = await request(context.app).post(generateOtp.path).send({}).expect(400);
      expect(errorOf(response).message).toBe('شماره موبایل را وارد کنید');
    });

    it('when the phone already has an account, then 409 says so and no SMS is sent', async () => {
      const { phone } = await createUser(context.db);
      const response = await askCode(phone).expect(409);
      expect(errorOf(response).message).toBe('این شماره قبلا ثبت نام کرده است');
      expect(sentTo(context.config.dataDir, phone)).toHaveLength(0);
    });

    it('when a second code is asked within 120 s, then 429 tells the seconds left; after that a new code replaces the old one', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      const firstCode = readLastCode(context.config.dataDir, phone);

      clock.advance(30 * SECOND);
      const tooSoon = await askCode(phone).expect(429);
      expect(tooSoon.headers['retry-after']).toBe('90');
      expect(errorOf(tooSoon).message).toContain(toPersianDigits(90));
      expect(errorOf(tooSoon).code).toBe('RATE_LIMITED');

      clock.advance(90 * SECOND);
      await askCode(phone).expect(200);
      const secondCode = readLastCode(context.config.dataDir, phone);
      if (firstCode !== secondCode) {
        expect(errorOf(await sendCode(phone, firstCode).expect(400)).message).toBe('کد تایید اشتباه است');
      }
      expect(verifyOtp.response.parse((await sendCode(phone, secondCode).expect(200)).body)).toEqual({
        verified: true,
      });
    });

    it('when a phone asked 5 times in an hour, then the 5th answer says the wait and the 6th is refused until the hour has passed', async () => {
      const phone = uniquePhone();
      const waits: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        waits.push(generateOtp.response.parse((await askCode(phone).expect(200)).body).resendAfterSeconds);
        clock.advance(2 * MINUTE);
      }
      // The 5th code came 8 minutes after the 1st, which leaves the hour's window 52 minutes later.
      expect(waits).toEqual([120, 120, 120, 120, 52 * 60]);
      const refused = await askCode(phone).expect(429);
      expect(Number(refused.headers['retry-after'])).toBe(50 * 60);
      expect(errorOf(refused).message).toContain(toPersianDigits(50));

      clock.advance(50 * MINUTE);
      await askCode(phone).expect(200);
      expect(sentTo(context.config.dataDir, phone)).toHaveLength(6);
    });

    it('when one connection asked for 20 codes in an hour, then the 21st is refused', async () => {
      for (let i = 0; i < 20; i += 1) await askCode(uniquePhone()).expect(200);
      const phone = uniquePhone();
      const refused = await askCode(phone).expect(429);
      expect(Number(refused.headers['retry-after'])).toBe(60 * 60);
      expect(sentTo(context.config.dataDir, phone)).toHaveLength(0);

      clock.advance(HOUR);
      await askCode(phone).expect(200);
    });
  });

  describe('checking the code', () => {
    it('when the right code is sent (in Persian digits too), then the phone is verified', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      const response = await sendCode(
        phone,
        toPersianDigits(readLastCode(context.config.dataDir, phone)),
      ).expect(200);
      expect(verifyOtp.response.parse(response.body)).toEqual({ verified: true });
    });

    it('when a wrong code is sent, then 400 says it is wrong', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      const wrong = readLastCode(context.config.dataDir, phone) === '000000' ? '111111' : '000000';
      expect(errorOf(await sendCode(phone, wrong).expect(400)).message).toBe('کد تایید اشتباه است');
    });

    it('when the code is older than 3 minutes, then 400 says it has expired', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      clock.advance(3 * MINUTE);
      const response = await sendCode(phone, readLastCode(context.config.dataDir, phone)).expect(400);
      expect(errorOf(response).message).toBe('کد تایید منقضی شده است');
    });

    it('when 5 wrong codes were tried, then even the right one is refused and a new code is needed', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      const code = readLastCode(context.config.dataDir, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) await sendCode(phone, wrong).expect(400);
      const refused = await sendCode(phone, code).expect(400);
      expect(errorOf(refused).message).toBe('تعداد تلاش‌های اشتباه بیش از حد مجاز شد؛ کد جدید درخواست کنید');

      clock.advance(2 * MINUTE);
      await askCode(phone).expect(200);
      await sendCode(phone, readLastCode(context.config.dataDir, phone)).expect(200);
    });

    it('when no code was asked for, then 400 says to ask for one first', async () => {
      const response = await sendCode(uniquePhone(), '123456').expect(400);
      expect(errorOf(response).message).toBe('ابتدا کد تایید را درخواست کنید');
    });

    it('when the code is not 6 digits, then 400 says so without using up a try', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      for (let i = 0; i < 6; i += 1) {
        expect(errorOf(await sendCode(phone, '12a45').expect(400)).message).toBe('کد تایید باید ۶ رقم باشد');
      }
      await sendCode(phone, readLastCode(context.config.dataDir, phone)).expect(200);
    });
  });

  describe('creating the account', () => {
    it('when a verified phone registers, then the account exists and a session cookie is set', async () => {
      const phone = await verifiedPhone();
      const response = await registerWith(phone, PASSWORD).expect(200);
      const session = register.response.parse(response.body);
      expect(session.userRole).toBe('user');

      expect(session).not.toHaveProperty('token');
      expect(response.headers['cache-control']).toBe('no-store');
      const cookies = [response.headers['set-cookie'] ?? []].flat();
      const cookie = cookies.find((line) => line.startsWith('session=')) ?? '';
      expect(cookie).toMatch(/^session=[^;]+/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);

      const status = await request(context.app)
        .get(validateToken.path)
        .set('Cookie', cookie.split(';')[0]!)
        .expect(200);
      expect(validateToken.response.parse(status.body)).toMatchObject({
        userId: session.userId,
        isAuthenticated: true,
      });
      const [stored] = await context.db.select().from(users).where(eq(users.phone, phone));
      expect(stored?.id).toBe(session.userId);
      expect(stored?.passwordHash).toMatch(/^\$2[aby]\$04\$/);
    });

    it('when the phone asked for a code but did not verify it, then 403 and no account', async () => {
      const phone = uniquePhone();
      await askCode(phone).expect(200);
      const response = await registerWith(phone, PASSWORD).expect(403);
      expect(errorOf(response).message).toMatch(/تایید نشده/);
      expect(await context.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    });

    it('when the phone was verified more than 15 minutes ago, then 403', async () => {
      const phone = await verifiedPhone();
      clock.advance(15 * MINUTE + SECOND);
      await registerWith(phone, PASSWORD).expect(403);
    });

    it('when the verification was used once, then a second registration is refused', async () => {
      const phone = await verifiedPhone();
      await registerWith(phone, PASSWORD).expect(200);
      await registerWith(phone, 'another-long-password').expect(403);
    });

    it.each([
      ['short', 'kotah12', 'رمز عبور باید دست‌کم ۸ کاراکتر باشد'],
      ['too long', 'x'.repeat(129), 'رمز عبور حداکثر ۱۲۸ کاراکتر است'],
      ['common', 'iloveyou', 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید'],
      [
        'common in another case, with spaces',
        ' SunShine ',
        'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید',
      ],
    ])(
      'when the password is %s, then 400 explains it and the verification stays usable',
      async (_kind, password, message) => {
        const phone = await verifiedPhone();
        const response = await registerWith(phone, password).expect(400);
        expect(errorOf(response).message).toBe(message);
        await registerWith(phone, PASSWORD).expect(200);
      },
    );

    it('when the password is 64 Persian letters, then every letter counts (nothing is cut at 72 bytes)', async () => {
      const phone = await verifiedPhone();
      const password = 'سلام'.repeat(16);
      await registerWith(phone, password).expect(200);

      const login = (typed: string) =>
        request(context.app).post(authEndpoints.login.path).send({ phone, password: typed });
      await login(`${password.slice(0, 63)}ب`).expect(401);
      await login(password).expect(200);
    });

    it('when the password is 128 Persian letters, then it is accepted (length counts letters, not bytes)', async () => {
      const phone = await verifiedPhone();
      await registerWith(phone, 'ب'.repeat(128)).expect(200);
    });
  });
});
