import { SEARCH_RATE_BURST } from '@shop/contracts';
import request from 'supertest';
import { manualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

/** Draws the URL it was given, so a test sees the address the page was built for. */
const ECHO_RENDERER = `exports.renderPage = async (url) => '<main data-url="' + url + '"></main>';`;

describe('pages asked under other spellings of their address', () => {
  const clock = manualClock(); // stands still: no search budget refills while the test runs
  const context = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example', TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    webDist: fakeWebBuild(ECHO_RENDERER),
  });

  it('when the results page is asked as /./search or /a/../search, then every spelling spends the one search budget; //x/search is no search at all', async () => {
    await request(context.app)
      .get('//x/search')
      .query({ q: 'کابل' })
      .set('X-Forwarded-For', '203.0.113.30')
      .expect(404);
    const spellings = ['/./search', '/a/../search', '/a/%2e%2e/search', '/.//search', '/search'];
    for (let i = 0; i < SEARCH_RATE_BURST; i++) {
      await request(context.app)
        .get(spellings[i % spellings.length]!)
        .query({ q: `کابل ${i}` })
        .set('X-Forwarded-For', '203.0.113.30')
        .expect(200);
    }
    for (const spelling of spellings) {
      const refused = await request(context.app)
        .get(spelling)
        .query({ q: 'کابل' })
        .set('X-Forwarded-For', '203.0.113.30');
      expect([spelling, refused.status]).toEqual([spelling, 429]);
    }
  });

  it('when a page is asked as //attacker.example/…, then no absolute URL names that host, nor does the page cached for the plain path', async () => {
    for (const path of ['/shop', '/auth']) {
      await request(context.app).get(`//attacker.example${path}`);
      const plain = await request(context.app).get(path).expect(200);
      expect(plain.text).not.toContain('attacker.example');
    }
    const drawn = await request(context.app).get('//attacker.example/shop');
    expect(drawn.text).not.toContain('attacker.example');
  });

  it('when a page has no canonical address, then it has no og:url either', async () => {
    const page = await request(context.app).get('/auth').expect(200);
    expect(page.text).toContain('noindex');
    expect(page.text).not.toContain('og:url');
    const product = await request(context.app).get('/shop').expect(200);
    expect(product.text).toContain('<meta property="og:url" content="https://shop.example/shop" />');
  });

  it('when the path names a host with an impossible port, then 404 instead of 500', async () => {
    await request(context.app).get('//evil:99999/').expect(404);
  });
});
