import net from 'node:net';
import { apiErrorSchema } from '@shop/contracts';
import request from 'supertest';
import { parseConfig } from '../src/config';
import { SERVER_LIMITS } from '../src/http/server-limits';
import { createLogger } from '../src/logger';
import { startServer, type RunningServer } from '../src/start-server';
import { createCategory } from './support/catalog-client';
import { jsonOf, rawRequest, requestBytes, sendRaw } from './support/raw-http';
import { makeTempDir, TEST_JWT_SECRET } from './support/test-app';
import { createEmptyPostgresDatabase, usingPostgres } from './support/test-database';
import { useTestApp } from './support/use-test-app';
import { createUser } from './support/users';

const persianError = (body: unknown) => {
  const error = apiErrorSchema.parse(body);
  expect(error.message).toMatch(/[\u0600-\u06FF]/);
  expect(error.message).not.toMatch(/[A-Za-z]{4,}/);
  return error;
};

describe('server limits on what a request may carry', () => {
  const context = useTestApp({ admin: true });

  it('when a JSON body is over 100 KB, then 413 in Persian', async () => {
    const response = await request(context.app)
      .post('/api/auth/login')
      .send({ phone: '09121234567', password: 'x'.repeat(SERVER_LIMITS.jsonBodyBytes) })
      .expect(413);
    expect(persianError(response.body).message).toBe('حجم درخواست بیش از حد مجاز است');
  });

  it('when a gzipped JSON body inflates past 100 KB, then 413, however small it came', async () => {
    const { gzipSync } = await import('node:zlib');
    const inflated = JSON.stringify({ phone: '0912', password: ' '.repeat(5_000_000) });
    const response = await request(context.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // Sent as the bytes given (superagent's types say a serializer returns a string; a Buffer goes too).
      .serialize(((body: Buffer) => body) as unknown as (body: unknown) => string)
      .send(gzipSync(inflated))
      .expect(413);
    persianError(response.body);
  });

  it('when a URL is over 8 KB, then 414 in Persian', async () => {
    const response = await request(context.app)
      .get(`/api/search?q=${'a'.repeat(SERVER_LIMITS.urlBytes)}`)
      .expect(414);
    expect(persianError(response.body).message).toBe('نشانی درخواست بیش از حد طولانی است');
  });

  it('when a multipart form has thousands of fields, then 413 in Persian and nothing is stored', async () => {
    const before = await request(context.app).get('/api/category').expect(200);
    let form = request(context.app).post('/api/category').set('Authorization', context.admin.bearer);
    for (let index = 0; index < 5000; index += 1) form = form.field(`f${index}`, 'x');
    const response = await form.expect(413);
    expect(persianError(response.body).message).toBe('حجم فرم ارسالی بیش از حد مجاز است');
    const after = await request(context.app).get('/api/category').expect(200);
    expect(after.body).toEqual(before.body);
  });
});

describe('server limits on connections (a listening server)', () => {
  let running: RunningServer;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (usingPostgres()) {
      const target = await createEmptyPostgresDatabase();
      databaseUrl = target.url;
      dropDatabase = target.drop;
    }
    const env = {
      DATA_DIR: makeTempDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    running = await startServer({ config: parseConfig(env), logger: createLogger('silent') });
  });
  afterAll(async () => {
    await running.shutdown();
    await dropDatabase();
  });

  const address = () => new URL(running.url.replace('localhost', '127.0.0.1'));

  it('when the headers are over 16 KB, then 431 in Persian', async () => {
    const answer = await rawRequest(address().href, {
      method: 'GET',
      target: '/healthz',
      headers: { 'X-Padding': 'a'.repeat(SERVER_LIMITS.headerBytes) },
    });
    expect(answer.status).toBe(431);
    persianError(jsonOf(answer));
  });

  it('when an HTTP/1.1 request has no Host, then 400 in Persian', async () => {
    const answer = await sendRaw(
      address().href,
      Buffer.from('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(400);
    persianError(jsonOf(answer));
  });

  it('when a request expects what the server cannot do, then 417 in Persian', async () => {
    const answer = await rawRequest(address().href, {
      method: 'POST',
      target: '/api/auth/login',
      headers: { Expect: 'teapot', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(417);
    persianError(jsonOf(answer));
  });

  // A client that reads only once it has sent everything loses an answer sent before it finished if the
  // server then closes the connection (it resets): the server reads the rest first.
  const bigBody = Buffer.alloc(20 * 1024 * 1024, 0x61);

  it('when a request line is malformed and its client is still sending a large body, then it still reads its Persian 400', async () => {
    const answer = await sendRaw(
      address().href,
      requestBytes({ method: 'POST', target: '/api/product\u0000', body: bigBody }),
      { readAfterSending: true },
    );
    expect(answer.status).toBe(400);
    persianError(jsonOf(answer));
  });

  it('when an anonymous client uploads a large form to an admin endpoint, then it still reads its Persian 401', async () => {
    const answer = await sendRaw(
      address().href,
      requestBytes({
        method: 'POST',
        target: '/api/product',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: bigBody,
      }),
      { readAfterSending: true },
    );
    expect(answer.status).toBe(401);
    persianError(jsonOf(answer));
  });

  it('when a chunked body is broken while it is read, then 400 in Persian, and 413 for a chunk extension over 16 KB', async () => {
    const chunked = (chunks: string) =>
      Buffer.from(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}`,
      );
    const badSize = await sendRaw(address().href, chunked('2\r\n{}\r\nzz\r\n'));
    expect(badSize.status).toBe(400);
    persianError(jsonOf(badSize));
    const longExtension = await sendRaw(
      address().href,
      chunked(`2;${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`),
    );
    expect(longExtension.status).toBe(413);
    persianError(jsonOf(longExtension));
  });

  it('when a client gives up half-way through a body its endpoint never reads, then it is not told 400 while the write goes on', async () => {
    const admin = await createUser(running.database.db, { role: 'admin' });
    const category = await createCategory(running.url, admin);
    const target = `/api/category/${category._id}`;
    const whole = requestBytes({
      method: 'DELETE',
      target,
      headers: { Authorization: admin.bearer, 'Content-Type': 'text/plain' },
      body: 'a body the delete does not read',
    });
    const answer = await sendRaw(address().href, whole.subarray(0, whole.length - 10), {
      endAfterSending: true,
    });
    expect([0, 200]).toContain(answer.status);
    let gone = false;
    for (let attempt = 0; attempt < 50 && !gone; attempt += 1) {
      gone = (await rawRequest(address().href, { method: 'GET', target })).status === 404;
    }
    expect(gone).toBe(true);
  });

  it('when a request has more than 100 headers, then those past the hundredth are not read', async () => {
    const padding = Object.fromEntries(
      Array.from({ length: SERVER_LIMITS.headersCount }, (_, index) => [`X-Pad-${index}`, 'x']),
    );
    const late = await rawRequest(address().href, {
      method: 'GET',
      target: '/healthz',
      headers: { ...padding, 'X-Request-Id': 'read-or-not' },
    });
    const early = await rawRequest(address().href, {
      method: 'GET',
      target: '/healthz',
      headers: { 'X-Request-Id': 'read-or-not', ...padding },
    });
    expect([late.status, early.status]).toEqual([200, 200]);
    expect(early.headers['x-request-id']).toBe('read-or-not');
    expect(late.headers['x-request-id']).not.toBe('read-or-not');
  });

  it('when a client sends its headers a byte at a time, then it is cut with 408 after 10 s, while a slow body and an idle keep-alive connection are kept', async () => {
    const { hostname, port } = address();
    const started = performance.now();

    const slowHeaders = net.connect(Number(port), hostname);
    let slowAnswer = '';
    slowHeaders.on('data', (chunk: Buffer) => (slowAnswer += chunk.toString()));
    const slowHeadersClosed = new Promise<number>((resolve) =>
      slowHeaders.on('close', () => resolve(performance.now() - started)),
    );
    const header = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n' + 'X-Slow: ' + 'a'.repeat(60);
    let sent = 0;
    const drip = setInterval(() => slowHeaders.write(header[sent++] ?? 'a'), 500);

    // The headers promptly, then the body over 12 s: uploads may take long (requestTimeout), headers may not.
    const body = JSON.stringify({ phone: '09121234567', password: 'a-wrong-password' });
    const slowBody = net.connect(Number(port), hostname);
    let slowBodyAnswer = '';
    slowBody.on('data', (chunk: Buffer) => (slowBodyAnswer += chunk.toString()));
    slowBody.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    const slowBodyClosed = new Promise<void>((resolve) => slowBody.on('close', () => resolve()));
    let bodySent = 0;
    const bodyDrip = setInterval(
      () => {
        const piece = body.slice(bodySent, bodySent + 4);
        bodySent += 4;
        slowBody.write(piece);
        if (bodySent >= body.length) clearInterval(bodyDrip);
      },
      12_000 / (body.length / 4),
    );

    // A keep-alive connection answered once, then left idle past Node's default 5 s keep-alive.
    const idle = net.connect(Number(port), hostname);
    let idleAnswers = '';
    idle.on('data', (chunk: Buffer) => (idleAnswers += chunk.toString()));
    idle.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');

    const cutAfter = await slowHeadersClosed;
    clearInterval(drip);
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 408 /);
    persianError(JSON.parse(slowAnswer.slice(slowAnswer.indexOf('\r\n\r\n') + 4)));
    expect(cutAfter).toBeGreaterThanOrEqual(SERVER_LIMITS.headersTimeoutMs - 100);
    // Checked every second: well before Node's default (60 s, checked every 30 s), even on a busy machine.
    expect(cutAfter).toBeLessThan(SERVER_LIMITS.headersTimeoutMs + 3_000);

    await slowBodyClosed;
    expect(performance.now() - started).toBeGreaterThan(12_000);
    expect(slowBodyAnswer).toMatch(/^HTTP\/1\.1 401 /);

    idle.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await new Promise((resolve) => idle.on('close', resolve));
    expect(idleAnswers.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  }, 30_000);

  it('when 1,000 connections are open, then the next is closed at once, and the server serves again once they go', async () => {
    const { hostname, port } = address();
    const open = await Promise.all(
      Array.from(
        { length: SERVER_LIMITS.connections },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), hostname, () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      const refused = await sendRaw(address().href, Buffer.from('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
      expect(refused.status).toBe(0);
      expect(refused.ms).toBeLessThan(2000);
    } finally {
      for (const socket of open) socket.destroy();
    }
    let served = 0;
    for (let attempt = 0; attempt < 50 && served !== 200; attempt += 1) {
      served = (await rawRequest(address().href, { method: 'GET', target: '/healthz' })).status;
    }
    expect(served).toBe(200);
  });
});
