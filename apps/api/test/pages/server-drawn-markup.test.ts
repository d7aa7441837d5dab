import request from 'supertest';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/logger';
import { createTestContext, type TestContext } from '../support/test-app';
import { fakeWebBuild } from '../support/web-build';

/** Stands in for the web's server build: draws which page it was asked for and what data it was given. */
const ECHO_RENDERER = `
exports.renderPage = async (url, answers) =>
  '<main data-url="' + url + '">' + answers.map((answer) => answer.key[0]).join(',') + '</main>';
`;
const FAILING_RENDERER = `exports.renderPage = async () => { throw new Error('a component broke'); };`;

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe('shopper pages drawn on the server', () => {
  let context: TestContext;
  const appWith = (renderer?: string) =>
    createApp({
      config: context.config,
      database: context.database,
      logger: createLogger('silent'),
      webDist: fakeWebBuild(renderer),
    });

  beforeAll(async () => {
    context = await createTestContext({ env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(() => context.close());

  it('when a shopper page is opened, then its markup is drawn from the same answers it embeds', async () => {
    const response = await request(appWith(ECHO_RENDERER)).get('/shop?page=1').expect(200);
    expect(rootOf(response.text)).toBe(
      '<main data-url="https://shop.example/shop?page=1">/api/settings,/api/category/get-all,/api/products</main>',
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
