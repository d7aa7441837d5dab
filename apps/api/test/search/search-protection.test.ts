import {
  apiErrorSchema,
  SEARCH_RATE_BURST,
  SEARCH_RATE_REFILL_SECONDS,
  searchResponseSchema,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createProduct, withForm } from '../support/catalog-client';
import { manualClock, SECOND } from '../support/manual-clock';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { sanitizeRichText } from '../../src/http/sanitize-html';

describe('search rate limit per client address', () => {
  const clock = manualClock();
  // Behind the shop's reverse proxy: the client address comes from X-Forwarded-For.
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now });

  const searchFrom = (address: string, q = 'کابل') =>
    request(context.app).get('/api/search').query({ q }).set('X-Forwarded-For', address);

  it('when one address sends more searches than its budget, then it gets a Persian 429 with Retry-After while another address still gets answers', async () => {
    for (let i = 0; i < SEARCH_RATE_BURST; i++) await searchFrom('203.0.113.7', `کابل ${i}`).expect(200);

    const refused = await searchFrom('203.0.113.7').expect(429);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^تعداد جستجوها از این اتصال بیش از حد مجاز است؛ لطفاً [۰-۹]+ ثانیه/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const other = await searchFrom('198.51.100.20').expect(200);
    expect(searchResponseSchema.parse(other.body).page).toBe(1);

    // The budget refills with time: one search per refill interval.
    clock.advance(SEARCH_RATE_REFILL_SECONDS * SECOND);
    await searchFrom('203.0.113.7').expect(200);
    await searchFrom('203.0.113.7').expect(429);
    clock.advance(Number(refused.headers['retry-after']) * SECOND);
    await searchFrom('203.0.113.7').expect(200);
  });

  it('when a client sends requests in parallel, then the budget still holds', async () => {
    // Eight at a time, twice the test database's four connections: the bucket's upserts still race, and
    // no request waits on a busy machine past the pool's 1.5 s wait (a 503 that is not this test's matter).
    const queue = Array.from({ length: SEARCH_RATE_BURST + 10 }, (_, i) => i);
    const statuses: number[] = [];
    const sender = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift())
        statuses.push((await searchFrom('192.0.2.55', `سیم ${i}`)).status);
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    expect(statuses.filter((status) => status === 200)).toHaveLength(SEARCH_RATE_BURST);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});

describe('search answers cached per catalog version', () => {
  const context = useTestApp({ admin: true });

  const titles = async (q: string) => {
    const response = await request(context.app).get('/api/search').query({ q }).expect(200);
    return searchResponseSchema.parse(response.body).products.map((product) => product.title);
  };

  /** Writes a product straight into the table with the triggers off: the catalog version does not move. */
  async function insertBehindTheCachesBack(title: string) {
    await context.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await insertProducts(tx, [
        { title, description: sanitizeRichText('<p>آزمایشی</p>'), price: 100_000, stock: 1 },
      ]);
    });
  }

  it('when a query is repeated in another spelling, then the cached answer is served; a catalog write through the API clears it', async () => {
    const first = await createProduct(context.app, context.admin, { title: 'ترموستات دیجیتال آزمایشی' });
    expect(await titles('ترموستات')).toEqual([first.title]);

    // Stored now, but the answer for «ترموستات» (in any spelling) was cached before it existed.
    await insertBehindTheCachesBack('ترموستات آنالوگ آزمایشی');
    expect(await titles('ترموستات')).toEqual([first.title]);
    expect(await titles('  ترموستاتِ ')).toEqual([first.title]);
    // A query not asked before reads the table and sees the new row.
    expect(await titles('ترموستات آنالوگ')).toEqual(['ترموستات آنالوگ آزمایشی']);

    // Any catalog write moves the version: the next search reads the table again.
    await withForm(
      request(context.app).put(`/api/product/${first._id}`).set('Authorization', context.admin.bearer),
      {
        title: 'ترموستات دیجیتال ویرایش‌شده',
        description: sanitizeRichText('<p>توضیح</p>'),
        price: '120000',
        stock: 'true',
      },
    ).expect(200);
    expect((await titles('ترموستات')).sort()).toEqual(
      ['ترموستات دیجیتال ویرایش‌شده', 'ترموستات آنالوگ آزمایشی'].sort(),
    );
  });

  it('when a product is deleted, then a cached answer no longer shows it', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'هیتر فن‌دار آزمایشی' });
    expect(await titles('هیتر')).toEqual([product.title]);
    await request(context.app)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await titles('هیتر')).toEqual([]);
  });
});
