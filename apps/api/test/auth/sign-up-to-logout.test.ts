import { authEndpoints, usersEndpoints } from '@shop/contracts';
import request from 'supertest';
import { readLastCode } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';
import { uniquePhone } from '../support/users';

const { generateOtp, verifyOtp, register, login, validateToken, logout } = authEndpoints;

describe('the whole account story, as a browser lives it', () => {
  const context = useTestApp();

  it('signs up with an SMS code, logs in, reads the own profile and logs out', async () => {
    // The agent keeps cookies between requests like a browser; it sends Origin like one too.
    const browser = request.agent(context.app).set('Origin', context.config.publicUrl);
    const phone = uniquePhone();
    const password = 'کلمه عبور من برای فروشگاه';

    const sent = await browser.post(generateOtp.path).send({ phone }).expect(200);
    expect(generateOtp.response.parse(sent.body).message).toMatch(/ارسال شد/);
    const otp = readLastCode(context.config.dataDir, phone);
    expect(
      verifyOtp.response.parse((await browser.post(verifyOtp.path).send({ phone, otp }).expect(200)).body),
    ).toEqual({ verified: true });
    const registered = register.response.parse(
      (await browser.post(register.path).send({ phone, password }).expect(200)).body,
    );

    const session = login.response.parse(
      (await browser.post(login.path).send({ phone, password }).expect(200)).body,
    );
    expect(session).toMatchObject({ userId: registered.userId, userRole: 'user', isAuthenticated: true });
    expect(
      validateToken.response.parse((await browser.get(validateToken.path).expect(200)).body).userId,
    ).toBe(registered.userId);

    const profile = await browser.get(usersEndpoints.getUser.path.replace(':id', session.userId)).expect(200);
    expect(usersEndpoints.getUser.response.parse(profile.body).user).toMatchObject({
      _id: session.userId,
      phone,
      role: 'user',
      name: null,
    });

    expect(logout.response.parse((await browser.post(logout.path).expect(200)).body).message).toBe(
      'از حساب کاربری خارج شدید',
    );
    await browser.get(validateToken.path).expect(401);
    await request(context.app)
      .get(validateToken.path)
      .set('Authorization', `Bearer ${session.token}`)
      .expect(401);
    await browser.get(usersEndpoints.getUser.path.replace(':id', session.userId)).expect(401);
  });
});
