import { gunzipSync, gzipSync } from 'node:zlib';
import * as contracts from '@shop/contracts';
import {
  alertEndpoints,
  apiErrorSchema,
  productEndpoints,
  questionEndpoints,
  synonymEndpoints,
  type Endpoint,
} from '@shop/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { makeImage } from '../test/fixtures/images';
import { createCategory, createProduct } from '../test/support/catalog-client';
import { requestBytes, sendRaw, type RawAnswer } from '../test/support/raw-http';
import { waitForSms } from '../test/support/sms-outbox';
import { recordFigure } from './support/figures';
import { brokenRequests, hostileCases, type Caller, type HostileCase } from './support/hostile-requests';
import { hostileFiles, multipartBody, type HostileFile } from './support/multipart';
import { byProfile } from './support/profile';
import { shopState } from './support/shop-state';
import { startShopUnderTest, type ShopUnderTest } from './support/shop-under-test';

const SUITE = 'hostile input';
/** Rows the fuzzer names by id, made in this order (a question and an alert are the product's). */
const KINDS = ['category', 'product', 'synonym', 'question', 'alert'] as const;
type Kind = (typeof KINDS)[number];
/** Fuzz cases per endpoint for the caller its access is about, and for each caller it refuses. */
const RUNS = byProfile(8, 300);
const REFUSED_CALLER_RUNS = byProfile(2, 40);
/** An answer slower than this is a hang. */
const ANSWER_LIMIT_MS = 15_000;
/** The server's JavaScript heap is capped: a request that makes it grow without bound kills it. */
const HEAP_LIMIT_MB = 256;
const BROKEN_REQUEST_RUNS = byProfile(40, 600);
/** Requests of the volley that really decode big images (and as many pixel floods). */
const VOLLEY_DECODES = byProfile(3, 8);
const PEAK_RSS_LIMIT_MB = 1_024;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
const ENDPOINTS = Object.values(contracts as Record<string, unknown>)
  .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter(isEndpoint);
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The caller an endpoint's access is about first, then those it refuses. */
const CALLERS: Record<Endpoint['access'], Caller[]> = {
  public: ['anonymous'],
  user: ['shopper', 'anonymous'],
  admin: ['admin', 'shopper', 'anonymous'],
};

/** A failure in a few lines: the cause and how to run the same cases again (a case may be megabytes). */
function briefly(details: fc.RunDetails<[HostileCase]>) {
  if (!details.failed) return;
  const [hostile] = details.counterexample ?? [];
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `${cause.slice(0, 2_000)}\n  request: ${hostile?.method} ${hostile?.target.toString('latin1').slice(0, 300)}` +
      `\n  replay: { seed: ${details.seed}, path: "${details.counterexamplePath}" }`,
  );
}

/** The spec's own words for a refused token check (docs/auth.md), kept as the old app's clients read them. */
const SPEC_MESSAGES = new Set(['Invalid token']);

const persianError = (answer: RawAnswer) => {
  const error = apiErrorSchema.parse(JSON.parse(bodyText(answer)));
  if (!SPEC_MESSAGES.has(error.message)) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  return error;
};
/** A 2xx body read as its type says, throwing when it is cut or malformed. */
function readWhole(answer: RawAnswer) {
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) JSON.parse(bodyText(answer));
  else if (type.startsWith('application/x-ndjson')) {
    for (const line of bodyText(answer).split('\n').filter(Boolean)) JSON.parse(line);
  } else expect(type).toMatch(/^(text\/csv|application\/vnd\.openxmlformats)/);
}
const bodyText = (answer: RawAnswer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');

describe('hostile input to every endpoint', () => {
  let shop: ShopUnderTest;
  let files: HostileFile[];
  /** Rows the fuzzer may name by id: made through the API, made again if a fuzz case deletes one. */
  const rows: Record<Kind, string> = { category: '', product: '', synonym: '', question: '', alert: '' };
  /** Stop-link tokens of alerts the shopper's SMS carried (the link of POST /api/alerts/stop/:token). */
  const stopTokens: string[] = [];
  const statuses = new Map<number, number>();
  const casesRun = new Map<string, Map<Caller, number>>();
  let slowest = { ms: 0, label: '' };

  async function make(kind: Kind) {
    const admin = shop.account('admin');
    const shopper = shop.account('shopper');
    if (kind === 'question') {
      const response = await request(shop.url)
        .post(`/api/product/${rows.product}/questions`)
        .set('Authorization', shopper.bearer)
        .set('X-Forwarded-For', '192.0.2.10')
        .send({ question: `این کلید برای بار سه فاز هم مناسب است؟ ${Date.now()}` })
        .expect(200);
      rows.question = questionEndpoints.ask.response.parse(response.body).question.id;
    }
    if (kind === 'alert') rows.alert = (await subscribe({ kind: 'price-drop' }))._id;
    if (kind === 'category') rows.category = (await createCategory(shop.url, admin))._id;
    if (kind === 'product') {
      const files = [
        { field: 'image', buffer: await makeImage() },
        { field: 'gallery', buffer: await makeImage() },
      ];
      rows.product = (await createProduct(shop.url, admin, { categoryId: rows.category }, files))._id;
    }
    if (kind === 'synonym') {
      const response = await request(shop.url)
        .post('/api/search/synonyms')
        .set('Authorization', admin.bearer)
        .send({ terms: [`fuzz${Date.now()}a`, `fuzz${Date.now()}b`] })
        .expect(200);
      rows.synonym = synonymEndpoints.create.response.parse(response.body).synonym._id;
    }
  }

  /** The shopper waits for a drop of the product's (first) variant, or for another's event. */
  async function subscribe(wish: { kind: 'price-drop' | 'in-stock'; variantId?: string }) {
    const { product } = productEndpoints.get.response.parse(
      (await request(shop.url).get(`/api/product/${rows.product}`).expect(200)).body,
    );
    const response = await request(shop.url)
      .post('/api/alerts')
      .set('Authorization', shop.account('shopper').bearer)
      .send({ variantId: product.variants[0]!._id, ...wish })
      .expect(200);
    return alertEndpoints.subscribe.response.parse(response.body).alert;
  }

  /**
   * A real stop link: an alert on a sold-out product that comes back, so the shop's queue sends its SMS
   * (every process polls it), whose link names the token.
   */
  async function sentStopToken(): Promise<string> {
    const admin = shop.account('admin');
    const soldOut = await createProduct(shop.url, admin, { stock: '0' });
    const response = await request(shop.url)
      .post('/api/alerts')
      .set('Authorization', shop.account('shopper').bearer)
      .send({ variantId: soldOut.variants[0]!._id, kind: 'in-stock' })
      .expect(200);
    alertEndpoints.subscribe.response.parse(response.body);
    await request(shop.url)
      .put(`/api/product/${soldOut._id}`)
      .set('Authorization', admin.bearer)
      .field('title', soldOut.title)
      .field('description', '<p>دوباره موجود</p>')
      .field('stock', '5')
      .expect(200);
    const [sms] = await waitForSms(shop.dataDir, shop.account('shopper').phone, 1, 30_000);
    const token = /\/alerts\/stop\/([\w-]+)/.exec((sms as unknown as { text: string }).text)?.[1];
    if (!token) throw new Error(`no stop link in the alert SMS: ${JSON.stringify(sms)}`);
    return token;
  }

  const existing = {
    ids: () => [rows.category, rows.product, rows.synonym, rows.question, rows.alert, shop.otherUserId],
    tokens: () => stopTokens,
  };
  const wholeRows = () => [`/api/product/${rows.product}`, `/api/category/${rows.category}`];
  let state = '';

  beforeAll(async () => {
    shop = await startShopUnderTest(`--max-old-space-size=${HEAP_LIMIT_MB}`);
    files = await hostileFiles();
    for (const kind of KINDS) await make(kind);
    stopTokens.push(await sentStopToken());
    state = await shopState(shop, wholeRows());
  }, 120_000);

  afterAll(async () => {
    const memory = shop.memory();
    let total = 0;
    for (const [endpoint, byCaller] of casesRun) {
      const counts = [...byCaller].map(([caller, count]) => `${count} ${caller}`);
      total += [...byCaller.values()].reduce((sum, count) => sum + count, 0);
      recordFigure({ suite: SUITE, name: `fuzz cases, ${endpoint}`, value: counts.join(', ') });
    }
    recordFigure({ suite: SUITE, name: 'fuzz cases in all', value: total });
    recordFigure({
      suite: SUITE,
      name: 'statuses seen',
      value: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status || 'closed'}×${count}`)
        .join(', '),
    });
    recordFigure({
      suite: SUITE,
      name: 'slowest answer',
      value: `${Math.round(slowest.ms)} ms (${slowest.label})`,
    });
    recordFigure({ suite: SUITE, name: 'server peak RSS', value: memory.peakRssMb, unit: 'MB' });
    recordFigure({ suite: SUITE, name: 'server RSS at the end', value: memory.rssMb, unit: 'MB' });
    recordFigure({ suite: SUITE, name: 'server heap cap', value: HEAP_LIMIT_MB, unit: 'MB' });
    await shop?.stop();
  });

  /** Sends one case (its caller's session on it) and reads the answer, failing on a hang. */
  async function send(hostile: HostileCase): Promise<RawAnswer> {
    const headers = { ...hostile.headers };
    if (hostile.caller !== 'anonymous') headers.Authorization = shop.account(hostile.caller).bearer;
    const bytes = requestBytes({
      method: hostile.method,
      target: hostile.target,
      headers,
      body: hostile.body,
    });
    if (!hostile.cut) return sendRaw(shop.url, bytes, { timeoutMs: ANSWER_LIMIT_MS });
    const bodyStart = bytes.indexOf('\r\n\r\n') + 4;
    const half = bytes.subarray(0, bodyStart + Math.floor((bytes.length - bodyStart) / 2));
    return sendRaw(shop.url, half, { timeoutMs: ANSWER_LIMIT_MS, endAfterSending: true });
  }

  function count(endpoint: Endpoint, hostile: HostileCase, answer: RawAnswer) {
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const byCaller = casesRun.get(nameOf(endpoint)) ?? new Map<Caller, number>();
    byCaller.set(hostile.caller, (byCaller.get(hostile.caller) ?? 0) + 1);
    casesRun.set(nameOf(endpoint), byCaller);
    if (answer.ms > slowest.ms) slowest = { ms: answer.ms, label: `${nameOf(endpoint)}, ${hostile.label}` };
  }

  /** What a write that went through (or may have) changed: sessions it ended, rows the fuzzer names. */
  async function afterAcceptedWrite(endpoint: Endpoint, hostile: HostileCase) {
    if (endpoint === contracts.authEndpoints.logout && hostile.caller !== 'anonymous') {
      await shop.signInAgain(hostile.caller);
    }
    if (endpoint.method === 'DELETE') {
      const target = hostile.target.toString('latin1');
      for (const kind of KINDS) {
        if (target.includes(rows[kind])) await make(kind);
      }
      // The product's questions and alerts went with it.
      if (target.includes(`/api/product/${rows.product}`))
        for (const kind of ['question', 'alert'] as const) await make(kind);
    }
    // A stop link that worked took the waiting alert with it.
    if (endpoint === alertEndpoints.stop) await make('alert');
    state = await shopState(shop, wholeRows());
  }

  async function check(endpoint: Endpoint, hostile: HostileCase) {
    const answer = await send(hostile);
    count(endpoint, hostile, answer);
    const context = `${nameOf(endpoint)} as ${hostile.caller}, ${hostile.label}: ${answer.status} ${bodyText(answer).slice(0, 300)}`;
    if (answer.status >= 500 || (answer.status === 0 && !hostile.cut)) throw new Error(context);
    if (answer.status >= 400) persianError(answer);
    // What a 2xx holds the server checks itself against the contract (outside production), as a 500;
    // here only that it is whole: JSON, JSON lines (an import's progress) or a file (an export).
    if (answer.status >= 200 && answer.status < 300) readWhole(answer);
    if (endpoint.method === 'GET') return;
    // A request cut short and closed without an answer went to a handler that does not read the body
    // (server-limits.ts): it may have acted, as after any lost connection (a logout did end the session).
    const mayHaveActed = answer.status === 0;
    if ((answer.status >= 200 && answer.status < 300) || mayHaveActed)
      return afterAcceptedWrite(endpoint, hostile);
    const after = await shopState(shop, wholeRows());
    if (after !== state) throw new Error(`a refused write changed what is stored: ${context}`);
  }

  it.each(ENDPOINTS.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s: hostile requests get a clear Persian 4xx (or their answer), never a 500 or a hang, and a refused write changes nothing',
    async (_name, endpoint) => {
      state = await shopState(shop, wholeRows());
      const errorsBefore = shop.errorLines().length;
      for (const [index, caller] of CALLERS[endpoint.access].entries()) {
        await fc.assert(
          fc.asyncProperty(hostileCases(endpoint, caller, existing, files), (hostile) =>
            check(endpoint, hostile),
          ),
          { numRuns: index === 0 ? RUNS : REFUSED_CALLER_RUNS, endOnFailure: true, reporter: briefly },
        );
      }
      expect(shop.alive()).toBe(true);
      expect(shop.errorLines().slice(errorsBefore)).toEqual([]);
    },
  );

  it('when requests are broken at the HTTP level, then each gets a 4xx (or its answer) or a closed connection, never a 500 or a hang', async () => {
    const paths = [
      ...new Set(
        ENDPOINTS.map((endpoint) =>
          endpoint.path.replace(':id', rows.product).replace(':token', stopTokens[0]!),
        ),
      ),
    ];
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(brokenRequests(paths), async ({ label, path, bytes }) => {
        const answer = await sendRaw(shop.url, bytes, { timeoutMs: ANSWER_LIMIT_MS });
        seen.set(`${label}: ${answer.status || 'closed'}`, answer.status);
        if (answer.status >= 500)
          throw new Error(`${label} to ${path}: ${answer.status} ${bodyText(answer).slice(0, 300)}`);
        if (answer.status >= 400) persianError(answer);
      }),
      { numRuns: BROKEN_REQUEST_RUNS, endOnFailure: true },
    );
    const healthz = await sendRaw(shop.url, requestBytes({ method: 'GET', target: '/healthz' }));
    expect(healthz.status).toBe(200);
    recordFigure({ suite: SUITE, name: 'broken HTTP requests sent', value: BROKEN_REQUEST_RUNS });
    recordFigure({
      suite: SUITE,
      name: 'broken HTTP requests: answers',
      value: [...seen.keys()].sort().join('; '),
    });
  });

  it('when a volley of bombs comes at once, then each is refused or stored, the shop keeps answering others, and memory stays bounded', async () => {
    const bomb = files.find(({ label }) => label === '36-megapixel bomb')!;
    const flood = files.find(({ label }) => label === '400-megapixel bomb')!;
    const productWith = (image: HostileFile, gallery: number) => {
      const b = 'volley';
      const parts = [
        { name: 'title', value: `محصول ${Date.now()}` },
        { name: 'description', value: '<p>توضیحات</p>' },
        { name: 'price', value: '120000' },
        { name: 'image', value: image.bytes, filename: image.filename, contentType: image.contentType },
        ...Array.from({ length: gallery }, () => ({
          name: 'gallery',
          value: image.bytes,
          filename: image.filename,
          contentType: image.contentType,
        })),
      ];
      return {
        headers: { 'Content-Type': `multipart/form-data; boundary=${b}` },
        body: multipartBody(parts, b),
      };
    };
    // What each should get: big but allowed images are stored, the rest refused.
    const shots = [
      ...Array.from({ length: VOLLEY_DECODES }, () => ({
        label: '36-megapixel images',
        status: 200,
        ...productWith(bomb, 2),
      })),
      ...Array.from({ length: VOLLEY_DECODES }, () => ({
        label: '400-megapixel bomb',
        status: 400,
        ...productWith(flood, 12),
      })),
      {
        label: 'gzip bomb',
        status: 413,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body: gzipSync(`{"title":"${' '.repeat(50_000_000)}"}`),
      },
      {
        label: '98,000 deep JSON',
        status: 400,
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from(`{"title":${'['.repeat(49_000)}${']'.repeat(49_000)}}`),
      },
      {
        label: '3 MB field',
        status: 413,
        headers: { 'Content-Type': 'multipart/form-data; boundary=v' },
        body: multipartBody([{ name: 'description', value: 'ب'.repeat(1_500_000) }], 'v'),
      },
    ];
    const peakBefore = shop.memory().peakRssMb;
    const started = performance.now();
    const answers = Promise.all(
      shots.map((shot) =>
        sendRaw(
          shop.url,
          requestBytes({
            method: 'POST',
            target: '/api/product',
            headers: { ...shot.headers, Authorization: shop.account('admin').bearer },
            body: shot.body,
          }),
          { timeoutMs: 60_000 },
        ).then((answer) => ({ ...shot, answer })),
      ),
    );
    // Someone else asks meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const others = await sendRaw(shop.url, requestBytes({ method: 'GET', target: '/api/category' }), {
      timeoutMs: 60_000,
    });
    const results = await answers;
    const volleyMs = performance.now() - started;
    const memory = shop.memory();

    expect(others.status).toBe(200);
    for (const { label, status, answer } of results) {
      expect({ label, status: answer.status }).toEqual({ label, status });
      if (answer.status >= 400) persianError(answer);
    }
    expect(shop.alive()).toBe(true);
    expect(memory.peakRssMb).toBeLessThan(PEAK_RSS_LIMIT_MB);
    state = await shopState(shop, wholeRows());

    recordFigure({
      suite: SUITE,
      name: 'bomb volley',
      value: `${shots.length} requests at once, answered in ${Math.round(volleyMs)} ms`,
    });
    recordFigure({
      suite: SUITE,
      name: 'bomb volley: answers',
      value: results.map(({ label, answer }) => `${label} ${answer.status}`).join(', '),
    });
    recordFigure({
      suite: SUITE,
      name: 'bomb volley: another request answered in',
      value: Math.round(others.ms),
      unit: 'ms',
    });
    recordFigure({
      suite: SUITE,
      name: 'bomb volley: server peak RSS before, after',
      value: `${peakBefore}, ${memory.peakRssMb}`,
      unit: 'MB',
    });
  });
});
