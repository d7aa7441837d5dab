import { apiErrorSchema, authEndpoints } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import request from 'supertest';
import { manualClock, MINUTE, SECOND } from '../support/manual-clock';
import { sentTo, waitForCode, waitForSms } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { requestPasswordReset, confirmPasswordReset, login, validateToken } = authEndpoints;
const NEW_PASSWORD = 'my-brand-new-password';

describe('password reset by SMS code', () => {
  const clock = manualClock();
  const context = useTestApp({ clock: clock.now });

  const askReset = (phone: string) => request(context.app).post(requestPasswordReset.path).send({ phone });
  const confirm = (phone: string, otp: string, password = NEW_PASSWORD) =>
    request(context.app).post(confirmPasswordReset.path).send({ phone, otp, password });
  const logIn = (phone: string, password: string) =>
    request(context.app).post(login.path).send({ phone, password });
  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);

  it('when a registered phone resets its password, then the new one works, the old one not, and every old session ends', async () => {
    const user = await createUser(context.db);
    const oldSession = await logIn(user.phone, user.password).expect(200);

    const asked = await askReset(user.phone).expect(200);
    expect(requestPasswordReset.response.parse(asked.body).message).toContain(
      toPersianDigits(`${user.phone.slice(0, 4)}***`),
    );
    const response = await confirm(user.phone, await waitForCode(context.config.dataDir, user.phone)).expect(
      200,
    );
    expect(confirmPasswordReset.response.parse(response.body).message).toBe(
      'رمز عبور تغییر کرد؛ با رمز جدید وارد شوید',
    );

    await request(context.app)
      .get(validateToken.path)
      .set('Authorization', `Bearer ${oldSession.body.token}`)
      .expect(401);
    await request(context.app).get(validateToken.path).set('Authorization', user.bearer).expect(401);
    await logIn(user.phone, user.password).expect(401);
    await logIn(user.phone, NEW_PASSWORD).expect(200);
  });

  it('when the phone has no account, then the answer is the same but no SMS is sent', async () => {
    const user = await createUser(context.db);
    // Same masked form (first 4 and last 4 digits) as the registered number, but no account.
    const stranger = `${user.phone.slice(0, 4)}${user.phone.slice(4, 7) === '000' ? '111' : '000'}${user.phone.slice(-4)}`;
    const registered = await askReset(user.phone).expect(200);
    const unknown = await askReset(stranger).expect(200);
    expect(unknown.body).toEqual(registered.body);
    expect(await waitForSms(context.config.dataDir, user.phone)).toHaveLength(1);
    expect(sentTo(context.config.dataDir, stranger)).toHaveLength(0);
  });

  it('when the phone has no account, then the limits are the same too', async () => {
    const phone = uniquePhone();
    await askReset(phone).expect(200);
    const tooSoon = await askReset(phone).expect(429);
    expect(tooSoon.headers['retry-after']).toBe('120');
  });

  it('when a reset code was asked, then the answer says 120 s, and another asked within them is refused with the seconds left', async () => {
    const user = await createUser(context.db);
    const asked = await askReset(user.phone).expect(200);
    expect(requestPasswordReset.response.parse(asked.body).resendAfterSeconds).toBe(120);
    clock.advance(100 * SECOND);
    const tooSoon = await askReset(user.phone).expect(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
    expect(errorOf(tooSoon).message).toContain(toPersianDigits(20));
  });

  it('when the code is wrong or expired, then the password stays as it was', async () => {
    const user = await createUser(context.db);
    await askReset(user.phone).expect(200);
    const code = await waitForCode(context.config.dataDir, user.phone);
    expect(
      errorOf(await confirm(user.phone, code === '000000' ? '111111' : '000000').expect(400)).message,
    ).toBe('کد تایید اشتباه است');
    clock.advance(3 * MINUTE);
    expect(errorOf(await confirm(user.phone, code).expect(400)).message).toBe('کد تایید منقضی شده است');
    await logIn(user.phone, user.password).expect(200);
  });

  it('when a code was used once, then it cannot set the password again', async () => {
    const user = await createUser(context.db);
    await askReset(user.phone).expect(200);
    const code = await waitForCode(context.config.dataDir, user.phone);
    await confirm(user.phone, code).expect(200);
    await confirm(user.phone, code, 'someone-elses-password').expect(400);
    await logIn(user.phone, NEW_PASSWORD).expect(200);
  });

  it('when the new password is common or short, then 400 and the code stays usable', async () => {
    const user = await createUser(context.db);
    await askReset(user.phone).expect(200);
    const code = await waitForCode(context.config.dataDir, user.phone);
    expect(errorOf(await confirm(user.phone, code, 'password1').expect(400)).message).toBe(
      'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید',
    );
    expect(errorOf(await confirm(user.phone, code, 'short').expect(400)).message).toBe(
      'رمز عبور باید دست‌کم ۸ کاراکتر باشد',
    );
    await confirm(user.phone, code).expect(200);
  });

  it('when a locked-out user resets the password, then they can log in at once', async () => {
    const user = await createUser(context.db);
    for (let i = 0; i < 5; i += 1) await logIn(user.phone, 'not-the-password').expect(401);
    await logIn(user.phone, user.password).expect(429);
    await askReset(user.phone).expect(200);
    await confirm(user.phone, await waitForCode(context.config.dataDir, user.phone)).expect(200);
    await logIn(user.phone, NEW_PASSWORD).expect(200);
  });
});
