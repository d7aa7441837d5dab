import { Writable } from 'node:stream';
import { apiErrorSchema, TOKEN_IN_BODY_HEADER } from '@shop/contracts';
import request from 'supertest';
import { createLogger } from '../src/logger';
import { useTestApp } from './support/use-test-app';

// What careless or hostile clients send, across the API: always a clear Persian 4xx, never a 500.
describe('bad input anywhere', () => {
  const logLines: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const context = useTestApp({ logger: createLogger('info', logs), admin: true });

  const persianError = (body: unknown) => {
    const error = apiErrorSchema.parse(body);
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(error.message).not.toMatch(/[A-Za-z]{4,}/);
    return error;
  };

  it('when a JSON body holds a NUL character, then it is refused before the database', async () => {
    const response = await request(context.app)
      .post('/api/auth/login')
      .send({ phone: '09121234567', password: 'a\u0000bcdefgh' })
      .expect(400);
    expect(persianError(response.body).message).toBe('متن ارسال‌شده نویسه نامعتبر دارد');
  });

  it('when a JSON body nests about 50,000 arrays deep (under the size limit), then 400 in Persian, not a 500', async () => {
    const depth = 49_990;
    const response = await request(context.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(`{"phone":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(response.status).toBe(400);
    expect(persianError(response.body).message).toBe('ساختار داده ارسال‌شده بیش از حد تودرتو است');
  });

  it('when a query string holds a NUL character, then it is refused', async () => {
    const response = await request(context.app).get('/api/search?q=%DA%A9%00').expect(400);
    persianError(response.body);
  });

  it('when a JSON body is missing or of the wrong shape, then zod speaks Persian', async () => {
    persianError((await request(context.app).post('/api/auth/login').expect(400)).body);
    persianError((await request(context.app).post('/api/auth/login').send([1, 2]).expect(400)).body);
    persianError(
      (
        await request(context.app)
          .post('/api/auth/login')
          .send({ phone: 9121234567, password: ['x'] })
          .expect(400)
      ).body,
    );
  });

  it('when a multipart form has no boundary, then it is a malformed form, not a crash', async () => {
    const response = await request(context.app)
      .post('/api/category')
      .set('Authorization', context.admin.bearer)
      .set('Content-Type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nکابل\r\n--x--\r\n')
      .expect(400);
    expect(persianError(response.body).message).toBe('فرم ارسالی نامعتبر است');
  });

  it('when a multipart body is cut short, then it is a malformed form', async () => {
    const response = await request(context.app)
      .post('/api/product')
      .set('Authorization', context.admin.bearer)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nکابل')
      .expect(400);
    expect(persianError(response.body).message).toBe('فرم ارسالی نامعتبر است');
  });

  it('when a description holds only invisible characters, then it counts as empty', async () => {
    const response = await request(context.app)
      .post('/api/category')
      .set('Authorization', context.admin.bearer)
      .field('title', '\u200c\u200b ')
      .field('description', '<p>\u200b\u200c</p>')
      .attach('image', Buffer.from('not an image'), 'a.jpg')
      .expect(400);
    const error = persianError(response.body);
    expect(error.details).toMatchObject({ title: 'عنوان الزامی است.', description: 'توضیحات الزامی است.' });
  });

  it('when a session starts, then its token never reaches the logs', async () => {
    const response = await request(context.app)
      .post('/api/auth/login')
      .set(TOKEN_IN_BODY_HEADER, 'true')
      .send({ phone: context.admin.phone, password: context.admin.password })
      .expect(200);
    const token = (response.body as { token: string }).token;
    await request(context.app).get('/api/auth/validate-token').set('Cookie', `session=${token}`).expect(200);
    expect(logLines.length).toBeGreaterThan(1);
    expect(logLines.join('\n')).not.toContain(token.split('.')[2]);
  });
});
