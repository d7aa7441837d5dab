import { apiErrorSchema, authEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { phoneVerifications } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { kavenegarSms } from '../../src/modules/auth/sms/kavenegar-sms';
import { FAKE_KAVENEGAR_KEY, FAKE_KAVENEGAR_TEMPLATE, startFakeKavenegar } from '../support/fake-kavenegar';
import { sentTo } from '../support/sms-outbox';
import { appBeside } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { generateOtp, verifyOtp, requestPasswordReset } = authEndpoints;
const SMS_FAILED = 'ارسال پیامک با خطا روبه‌رو شد؛ چند لحظه دیگر دوباره تلاش کنید';

interface LogLine {
  level: number;
  msg: string;
  phone?: string;
}

async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SMS through Kavenegar', () => {
  let kavenegar: Awaited<ReturnType<typeof startFakeKavenegar>>;
  beforeAll(async () => {
    kavenegar = await startFakeKavenegar();
  });
  afterAll(() => kavenegar.close());
  /** The app's warnings and errors. */
  const logged: LogLine[] = [];
  const context = useTestApp(() => ({
    env: {
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: FAKE_KAVENEGAR_KEY,
      KAVENEGAR_TEMPLATE: FAKE_KAVENEGAR_TEMPLATE,
      KAVENEGAR_BASE_URL: kavenegar.baseUrl,
    },
    logger: createLogger('warn', { write: (line: string) => void logged.push(JSON.parse(line)) }),
  }));
  beforeEach(() => kavenegar.setMode('ok'));

  const askCode = (phone: string) => request(context.app).post(generateOtp.path).send({ phone });
  const storedCodes = (phone: string) =>
    context.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));

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

  describe('password reset codes', () => {
    const askReset = (phone: string) => request(context.app).post(requestPasswordReset.path).send({ phone });

    it('when a reset code cannot be sent, then a registered and an unknown phone get the same answers and the failure is only logged', async () => {
      const user = await createUser(context.db);
      // Same masked form (first 4 and last 4 digits) as the registered number, but no account.
      const stranger = `${user.phone.slice(0, 4)}${user.phone.slice(4, 7) === '000' ? '111' : '000'}${user.phone.slice(-4)}`;
      kavenegar.setMode('error');

      const registered = await askReset(user.phone);
      const unknown = await askReset(stranger);
      expect([registered.status, unknown.status]).toEqual([200, 200]);
      expect(requestPasswordReset.response.parse(unknown.body)).toEqual(registered.body);
      await eventually(() => logged.some((line) => line.phone === user.phone));
      expect(logged.filter((line) => line.phone === user.phone)).toEqual([
        expect.objectContaining({ level: 40, msg: 'password reset SMS could not be sent' }),
      ]);

      // Both unsent codes stay counted, so the limits answer alike too.
      expect(await storedCodes(user.phone)).toHaveLength(1);
      expect(await storedCodes(stranger)).toHaveLength(1);
      const registeredAgain = await askReset(user.phone).expect(429);
      const unknownAgain = await askReset(stranger).expect(429);
      expect(unknownAgain.headers['retry-after']).toBe(registeredAgain.headers['retry-after']);
      expect(apiErrorSchema.parse(unknownAgain.body)).toEqual(registeredAgain.body);
    });

    it('when Kavenegar is slow, then the answer to a registered phone does not wait for it', async () => {
      const user = await createUser(context.db);
      kavenegar.setMode('hang');
      const started = Date.now();
      await askReset(user.phone).expect(200);
      // The provider timeout is 5 s; the answer comes long before it.
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  it('when the API key is wrong, then the provider refuses and the shop answers 502', async () => {
    const wrongKey = appBeside(context, {
      sms: kavenegarSms({
        apiKey: 'not-our-key',
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: kavenegar.baseUrl,
      }),
    });
    await request(wrongKey).post(generateOtp.path).send({ phone: uniquePhone() }).expect(502);
  });

  it('when Kavenegar does not answer in time, then 502 after the timeout and the unsent code is not usable', async () => {
    const phone = uniquePhone();
    kavenegar.setMode('hang');
    const impatient = appBeside(context, {
      sms: kavenegarSms({
        apiKey: FAKE_KAVENEGAR_KEY,
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: kavenegar.baseUrl,
        timeoutMs: 300,
      }),
    });
    const started = Date.now();
    const failed = await request(impatient).post(generateOtp.path).send({ phone }).expect(502);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(apiErrorSchema.parse(failed.body).message).toBe(SMS_FAILED);
    const response = await request(impatient).post(verifyOtp.path).send({ phone, otp: '123456' }).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('ابتدا کد تایید را درخواست کنید');
  });
});
