import { apiErrorSchema, authEndpoints, OTP_LENGTH } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { signInAddresses } from '../../src/db/schema';
import { ADDRESS_BUDGETS } from '../../src/http/address-budgets';
import { PHONE_GUESS_DELAY, WRONG_RESET_CODES_PER_PHONE } from '../../src/modules/auth/rate-limits';
import { HOUR, manualClock, SECOND } from '../support/manual-clock';
import { waitForCode } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';
import { expectDocumented, inDocs } from './documented-limits';

const {
  login,
  changePassword,
  requestPasswordReset,
  confirmPasswordReset,
  generateOtp,
  verifyOtp,
  register,
} = authEndpoints;
const DAY = 24 * HOUR;

/** Attackers with many addresses against one phone's password and its reset codes. */
describe('guessing one account from many addresses', () => {
  const clock = manualClock();
  // Behind the shop's reverse proxy: the client address comes from X-Forwarded-For.
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now });
  beforeEach(() => clock.advance(2 * DAY));

  let addresses = 0;
  /** Another of the attacker's 1,000 addresses. */
  const anotherAddress = () => `10.0.${Math.floor(addresses / 250) % 4}.${addresses++ % 250}`;
  const from = (address: string) => ({
    post: (path: string, body: object) =>
      request(context.app).post(path).set('X-Forwarded-For', address).send(body),
  });
  const retryAfter = (response: request.Response) => Number(response.headers['retry-after']);

  describe('passwords', () => {
    it('when strangers from many addresses guess the owner’s password, then the owner still signs in from an address they used before', async () => {
      const owner = await createUser(context.db);
      const home = '192.0.2.10';
      await from(home).post(login.path, { phone: owner.phone, password: owner.password }).expect(200);

      for (let i = 0; i < 60; i++) {
        const guess = await from(anotherAddress()).post(login.path, {
          phone: owner.phone,
          password: `guess-${i}`,
        });
        expect([401, 429]).toContain(guess.status);
      }

      await from(home).post(login.path, { phone: owner.phone, password: owner.password }).expect(200);
      // From an address that never signed in, the owner waits like the strangers, and is told how long.
      const elsewhere = await from('192.0.2.11').post(login.path, {
        phone: owner.phone,
        password: owner.password,
      });
      expect(elsewhere.status).toBe(429);
      expect(apiErrorSchema.parse(elsewhere.body).message).toMatch(/[۰-۹]+ دقیقه دیگر/);
      expect(retryAfter(elsewhere)).toBeLessThanOrEqual(PHONE_GUESS_DELAY.longestDelayMs / SECOND);
    });

    it('when strangers guess the password of a phone that signed up by code, then the owner signs in at once from the address they signed up from', async () => {
      const phone = uniquePhone();
      const password = 'the-new-owner-password';
      const home = '192.0.2.20';
      // The sign-up ticket is a cookie: one browser at home goes through the three steps.
      const browser = request.agent(context.app);
      const fromHome = (path: string, body: object) =>
        browser.post(path).set('X-Forwarded-For', home).send(body);
      await fromHome(generateOtp.path, { phone }).expect(200);
      await fromHome(verifyOtp.path, { phone, otp: await waitForCode(context.config.dataDir, phone) }).expect(
        200,
      );
      const signedUp = register.response.parse(
        (await fromHome(register.path, { phone, password }).expect(200)).body,
      );

      for (let i = 0; i < 60; i++) {
        const guess = await from(anotherAddress()).post(login.path, { phone, password: `guess-${i}` });
        expect([401, 429]).toContain(guess.status);
      }

      const again = await from(home).post(login.path, { phone, password }).expect(200);
      expect(login.response.parse(again.body).userId).toBe(signedUp.userId);
      const known = await context.db
        .select()
        .from(signInAddresses)
        .where(and(eq(signInAddresses.userId, signedUp.userId), eq(signInAddresses.ip, home)));
      expect(known).toHaveLength(1);
    });

    it('when guesses at one phone come from ever new addresses, then after the free ones each waits twice as long as the last', async () => {
      const owner = await createUser(context.db);
      const guess = () =>
        from(anotherAddress()).post(login.path, { phone: owner.phone, password: 'a-wrong-guess' });
      for (let i = 0; i < PHONE_GUESS_DELAY.free; i++) await guess().expect(401);

      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const refused = await guess().expect(429);
        waits.push(retryAfter(refused));
        clock.advance(retryAfter(refused) * SECOND);
        await guess().expect(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    });

    it('when an attacker with 1,000 addresses guesses one password for a day, then the day’s guesses are as few as docs/auth.md says', async () => {
      const owner = await createUser(context.db);
      const end = clock.now().getTime() + DAY;
      let checked = 0;
      while (clock.now().getTime() < end) {
        const guess = await from(anotherAddress()).post(login.path, {
          phone: owner.phone,
          password: 'a-wrong-guess',
        });
        if (guess.status === 401) checked++;
        else clock.advance(retryAfter(guess) * SECOND);
      }
      // From then on every guess waits the longest delay.
      const perDay = DAY / PHONE_GUESS_DELAY.longestDelayMs;
      expectDocumented(`${inDocs(checked)} guesses on the first day and ${inDocs(perDay)} a day after that`);
    });

    it('when a signed-in user mistypes the current password while changing it, then it is not counted as a failed login', async () => {
      const user = await createUser(context.db);
      const address = '192.0.2.20';
      for (let i = 0; i < 8; i++) {
        await request(context.app)
          .post(changePassword.path)
          .set('X-Forwarded-For', address)
          .set('Authorization', user.bearer)
          .send({ currentPassword: `not-it-${i}`, newPassword: 'a-brand-new-password' })
          .expect(400);
      }
      await from(address).post(login.path, { phone: user.phone, password: user.password }).expect(200);
      await from(anotherAddress())
        .post(login.path, { phone: user.phone, password: user.password })
        .expect(200);
    });
  });

  describe('reset codes', () => {
    const askReset = (phone: string) => from(anotherAddress()).post(requestPasswordReset.path, { phone });
    const confirm = (phone: string, otp: string) =>
      from(anotherAddress()).post(confirmPasswordReset.path, {
        phone,
        otp,
        password: 'my-brand-new-password',
      });
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('when wrong reset codes for one phone reach the daily cap, then reset pauses for that phone for a day, even with the right code', async () => {
      const owner = await createUser(context.db);
      const codes: string[] = [];
      const nextCode = async () => {
        clock.advance(121 * SECOND);
        await askReset(owner.phone).expect(200);
        codes.push(await waitForCode(context.config.dataDir, owner.phone, codes.length + 1));
        return codes.at(-1)!;
      };
      const first = await nextCode();
      for (let i = 0; i < 5; i++) await confirm(owner.phone, wrongCode(first)).expect(400);
      const second = await nextCode();
      for (let i = 0; i < 4; i++) await confirm(owner.phone, wrongCode(second)).expect(400);
      const third = await nextCode();
      await confirm(owner.phone, wrongCode(third)).expect(400); // the 10th wrong code of the day

      const paused = await confirm(owner.phone, third);
      expect(paused.status).toBe(429);
      expect(apiErrorSchema.parse(paused.body).message).toMatch(/[۰-۹]+ ساعت دیگر/);
      expect(retryAfter(paused)).toBeGreaterThan(23 * 3600);
      clock.advance(121 * SECOND);
      expect((await askReset(owner.phone)).status).toBe(429);

      clock.advance(DAY);
      const fourth = await nextCode();
      await confirm(owner.phone, fourth).expect(200);
    });

    it('when reset is guessed for a year at the daily cap, then the odds in docs/auth.md are what the constants give', () => {
      const guessesPerYear = 365 * WRONG_RESET_CODES_PER_PHONE.limit;
      const odds = 1 - (1 - 10 ** -OTP_LENGTH) ** guessesPerYear;
      expectDocumented(
        `${inDocs(guessesPerYear)} guesses a year: odds ${(odds * 100).toFixed(2)} %, about 1 in ${inDocs(Math.round(1 / odds))}`,
      );
    });

    it('when one address tries reset codes past its budget, then it gets 429 like the other code routes', async () => {
      const address = '203.0.113.80';
      const budget = ADDRESS_BUDGETS['reset-password'].limit;
      for (let i = 0; i < budget; i++) {
        await from(address)
          .post(confirmPasswordReset.path, {
            phone: uniquePhone(),
            otp: '123456',
            password: 'my-brand-new-password',
          })
          .expect(400);
      }
      const refused = await from(address).post(confirmPasswordReset.path, {
        phone: uniquePhone(),
        otp: '123456',
        password: 'my-brand-new-password',
      });
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(0);
    });
  });
});
