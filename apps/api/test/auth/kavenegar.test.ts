import { apiErrorSchema, authEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { phoneVerifications } from '../../src/db/schema';
import { kavenegarSms } from '../../src/modules/auth/sms/kavenegar-sms';
import { FAKE_KAVENEGAR_KEY, FAKE_KAVENEGAR_TEMPLATE, startFakeKavenegar } from '../support/fake-kavenegar';
import { sentTo } from '../support/sms-outbox';
import { createTestContext, type TestContext } from '../support/test-app';
import { createUser, uniquePhone } from '../support/users';

const { generateOtp, verifyOtp, requestPasswordReset } = authEndpoints;
const SMS_FAILED = 'ارسال پیامک با خطا روبه‌رو شد؛ چند لحظه دیگر دوباره تلاش کنید';

describe('SMS through Kavenegar', () => {
  let kavenegar: Awaited<ReturnType<typeof startFakeKavenegar>>;
  let context: TestContext;
  beforeAll(async () => {
    kavenegar = await startFakeKavenegar();
    context = await createTestContext({
      env: {
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: FAKE_KAVENEGAR_KEY,
        KAVENEGAR_TEMPLATE: FAKE_KAVENEGAR_TEMPLATE,
        KAVENEGAR_BASE_URL: kavenegar.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await kavenegar.close();
  });
  beforeEach(() => kavenegar.setMode('ok'));

  const askCode = (phone: string) => request(context.app).post(generateOtp.path).send({ phone });
  const storedCodes = (phone: string) =>
    context.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));

  it('when a code is asked, then Kavenegar gets exactly the verify-lookup request and the code it got works', async () => {
    const phone = uniquePhone();
    await askCode(`+98${phone.slice(1)}`).expect(200);
    const sent = kavenegar.sent.filter((message) => message.receptor === phone);
    expect(sent).toHaveLength(1);

    const response = await request(context.app)
      .post(verifyOtp.path)
      .send({ phone, otp: sent[0]!.token })
      .expect(200);
    expect(verifyOtp.response.parse(response.body)).toEqual({ verified: true });
    expect(sentTo(context.config.dataDir, phone)).toHaveLength(0);
  });

  it('when Kavenegar answers an error, then 502 in Persian, no code is kept, and asking again works at once', async () => {
    const phone = uniquePhone();
    kavenegar.setMode('error');
    const failed = await askCode(phone).expect(502);
    expect(apiErrorSchema.parse(failed.body)).toEqual({ message: SMS_FAILED, code: 'BAD_GATEWAY' });
    expect(await storedCodes(phone)).toHaveLength(0);

    kavenegar.setMode('ok');
    await askCode(phone).expect(200);
  });

  it('when a reset code cannot be sent, then 502 as well', async () => {
    const user = await createUser(context.database.db);
    kavenegar.setMode('error');
    await request(context.app).post(requestPasswordReset.path).send({ phone: user.phone }).expect(502);
    expect(await storedCodes(user.phone)).toHaveLength(0);
  });

  it('when the API key is wrong, then the provider refuses and the shop answers 502', async () => {
    const phone = uniquePhone();
    const wrongKey = await createTestContext({
      sms: kavenegarSms({
        apiKey: 'not-our-key',
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: kavenegar.baseUrl,
      }),
    });
    try {
      await request(wrongKey.app).post(generateOtp.path).send({ phone }).expect(502);
    } finally {
      await wrongKey.close();
    }
  });

  it('when Kavenegar does not answer in time, then 502 after the timeout and the unsent code is not usable', async () => {
    const phone = uniquePhone();
    kavenegar.setMode('hang');
    const impatient = await createTestContext({
      sms: kavenegarSms({
        apiKey: FAKE_KAVENEGAR_KEY,
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: kavenegar.baseUrl,
        timeoutMs: 300,
      }),
    });
    try {
      const started = Date.now();
      const failed = await request(impatient.app).post(generateOtp.path).send({ phone }).expect(502);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(apiErrorSchema.parse(failed.body).message).toBe(SMS_FAILED);
      const response = await request(impatient.app)
        .post(verifyOtp.path)
        .send({ phone, otp: '123456' })
        .expect(400);
      expect(apiErrorSchema.parse(response.body).message).toBe('ابتدا کد تایید را درخواست کنید');
    } finally {
      await impatient.close();
    }
  });
});
