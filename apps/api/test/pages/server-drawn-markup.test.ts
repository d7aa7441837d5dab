import { SEARCH_RATE_BURST } from '@shop/contracts';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/logger';
import { manualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

/** Stands in for the web's server build: draws which page it was asked for and what data it was given. */
const ECHO_RENDERER = `
exports.renderPage = async (url, answers) =>
  '<main data-url="' + url + '">' + answers.map((answer) => answer.key[0]).join(',') + '</main>';
`;
const FAILING_RENDERER = `exports.renderPage = async () => { throw new Error('a component broke'); };`;

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe('shopper pages drawn on the server', () => {
  const context = useTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  const appWith = (renderer?: string) =>
    createApp({
      config: context.config,
      database: context.database,
      logger: createLogger('silent'),
      webDist: fakeWebBuild(renderer),
    });

  it('when a shopper page is opened, then its markup is drawn from the same answers it embeds', async () => {
    const response = await request(appWith(ECHO_RENDERER)).get('/shop?page=1').expect(200);
    expect(rootOf(response.text)).toBe(
      '<main data-url="https://shop.example/shop?page=1">/api/settings,/api/category/get-all,/api/products,/api/products/filters</main>',
    );
  });

  it('when an account or admin screen is opened, then it is left to the browser, since it depends on who asks', async () => {
    const app = appWith(ECHO_RENDERER);
    for (const screen of ['/auth', '/dashboard', '/product/create']) {
      const response = await request(app).get(screen).expect(200);
      expect(rootOf(response.text)).toBe('');
    }
  });

  it('when drawing fails, or the web has no server build, then the page is still served for the browser to draw', async () => {
    for (const app of [appWith(FAILING_RENDERER), appWith()]) {
      const response = await request(app).get('/').expect(200);
      expect(rootOf(response.text)).toBe('');
      expect(response.text).toContain('<script id="shop-data"');
    }
  });
});

describe('pages under load from one address', () => {
  const clock = manualClock(); // stands still: no search budget refills while the test runs
  // Behind the shop's reverse proxy: the client address comes from X-Forwarded-For.
  const context = useTestApp({
    env: { TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    webDist: fakeWebBuild(ECHO_RENDERER),
  });

  it('when parameters no page reads are added, then it is the same page, drawn once', async () => {
    const plain = await request(context.app).get('/shop?page=1').expect(200);
    const tagged = await request(context.app).get('/shop?utm_source=x&page=1&nonce=42').expect(200);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
  });

  it('when one address asks for more results pages than the search budget, then it is refused with 429 while another address is served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCH_RATE_BURST; i++) {
      const response = await request(context.app)
        .get('/search')
        .query({ q: `کابل ${i}` })
        .set('X-Forwarded-For', '203.0.113.9');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SEARCH_RATE_BURST).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await request(context.app)
      .get('/search')
      .query({ q: 'کابل' })
      .set('X-Forwarded-For', '203.0.113.10')
      .expect(200);
  });

  it('when an address spends its search budget on the dropdown, then its results page is refused too: one budget', async () => {
    const address = '203.0.113.11';
    for (let i = 0; i < SEARCH_RATE_BURST; i++) {
      await request(context.app)
        .get('/api/search')
        .query({ q: `سیم ${i}` })
        .set('X-Forwarded-For', address)
        .expect(200);
    }
    await request(context.app).get('/search').query({ q: 'سیم' }).set('X-Forwarded-For', address).expect(429);
  });
});
