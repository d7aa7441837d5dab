import { searchResponseSchema, type SearchResponse } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { embedded } from '../support/page-html';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

describe('search results in the order the shopper asks for', () => {
  const context = useTestApp({ webDist: fakeWebBuild() });

  const search = async (query: Record<string, string>): Promise<SearchResponse> => {
    const response = await request(context.app).get('/api/search').query(query).expect(200);
    return searchResponseSchema.parse(response.body);
  };
  const titles = async (query: Record<string, string>) =>
    (await search(query)).products.map((product) => product.title);

  // Inserted oldest first: «کلید مینیاتوری» is the best match for its own name, but neither the
  // cheapest, the dearest, the newest nor the first by name.
  const switches = [
    { title: 'کلید مینیاتوری', price: 300_000 },
    { title: 'کلید مینیاتوری تک پل ABB', price: 100_000 },
    { title: 'کلید مینیاتوری سه پل Hager', price: 900_000 },
    { title: 'جعبه کلید مینیاتوری', price: 500_000 },
    { title: 'کلید مینیاتوری دو پل ارزان', price: 50_000 },
  ];
  const byPrice = [...switches].sort((a, b) => a.price - b.price).map((item) => item.title);
  const byName = switches.map((item) => item.title).sort((a, b) => a.localeCompare(b, 'fa'));
  const newest = switches.map((item) => item.title).reverse();

  beforeAll(async () => {
    await insertProducts(
      context.db,
      switches.map(({ title, price }) => ({ title, price })),
    );
  });

  it('when no order is asked, then the best match comes first, as it did before orders were offered', async () => {
    const best = await titles({ q: 'کلید مینیاتوری' });
    expect(best[0]).toBe('کلید مینیاتوری');
    expect(await titles({ q: 'کلید مینیاتوری', sort: 'relevance' })).toEqual(best);
  });

  it('when cheapest, dearest, newest or by name is asked, then every match comes in that order (answers cached apart)', async () => {
    expect(await titles({ q: 'کلید مینیاتوری', sort: 'price-asc' })).toEqual(byPrice);
    expect(await titles({ q: 'کلید مینیاتوری', sort: 'price-desc' })).toEqual([...byPrice].reverse());
    expect(await titles({ q: 'کلید مینیاتوری', sort: 'newest' })).toEqual(newest);
    expect(await titles({ q: 'کلید مینیاتوری', sort: 'name' })).toEqual(byName);
    // Asked again, each order is its own cached answer.
    expect(await titles({ q: 'کلید مینیاتوری', sort: 'price-asc' })).toEqual(byPrice);
    expect((await titles({ q: 'کلید مینیاتوری' }))[0]).toBe('کلید مینیاتوری');
  });

  it('when an order is asked with a page, then the pages follow that order without a product twice', async () => {
    const first = await search({ q: 'کلید مینیاتوری', sort: 'price-asc', pageSize: '2', page: '1' });
    const second = await search({ q: 'کلید مینیاتوری', sort: 'price-asc', pageSize: '2', page: '2' });
    const third = await search({ q: 'کلید مینیاتوری', sort: 'price-asc', pageSize: '2', page: '3' });
    expect([...first.products, ...second.products, ...third.products].map((item) => item.title)).toEqual(
      byPrice,
    );
    expect(first).toMatchObject({ total: switches.length, totalIsEstimate: false });
  });

  it('when a misspelt query is sorted, then the correction is still offered and its products come in the order asked', async () => {
    const answer = await search({ q: 'کلید مینیاطوری', sort: 'price-asc' });
    expect(answer.suggestion).toBe('کلید مینیاتوری');
    expect(answer.products.map((item) => item.title)).toEqual(byPrice);
    const best = await search({ q: 'کلید مینیاطوری' });
    expect(best.suggestion).toBe('کلید مینیاتوری');
    expect(best.products[0]?.title).toBe('کلید مینیاتوری');
  });

  it('when a word is left out of a sorted query, then it is named and the rest come in the order asked', async () => {
    const answer = await search({ q: 'کلید مینیاتوری زرافه', sort: 'price-desc' });
    expect(answer.ignoredWords).toEqual(['زرافه']);
    expect(answer.products.map((item) => item.title)).toEqual([...byPrice].reverse());
  });

  it('when the dropdown asks with an order, then it keeps the best match first', async () => {
    expect((await titles({ searchItem: 'کلید مینیاتوری', sort: 'price-asc' }))[0]).toBe('کلید مینیاتوری');
  });

  it('when an unknown order is asked, then the API says so in Persian', async () => {
    const response = await request(context.app)
      .get('/api/search')
      .query({ q: 'کلید', sort: 'cheap' })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('ترتیب نمایش نامعتبر است');
  });

  it('when the results page is opened with an order, then the server draws it in that order under the key the browser asks with', async () => {
    const response = await request(context.app)
      .get('/search?q=' + encodeURIComponent('کلید مینیاتوری') + '&sort=price-asc')
      .expect(200);
    const entry = embedded(response.text).find((item) => item.key[0] === '/api/search')!;
    expect(entry.key[2]).toEqual({ q: 'کلید مینیاتوری', page: 1, pageSize: 24, sort: 'price-asc' });
    expect(searchResponseSchema.parse(entry.data).products.map((item) => item.title)).toEqual(byPrice);

    // The default order, or one the page does not know, is the search without an order.
    for (const sort of ['relevance', 'cheap']) {
      const plain = await request(context.app)
        .get('/search?q=' + encodeURIComponent('کلید مینیاتوری') + `&sort=${sort}`)
        .expect(200);
      const key = embedded(plain.text).find((item) => item.key[0] === '/api/search')!.key[2];
      expect(key).toEqual({ q: 'کلید مینیاتوری', page: 1, pageSize: 24 });
    }
  });
});

describe('a sorted search of a query that matches much of the catalog', () => {
  const context = useTestApp();
  // More matches than the search ranks in full, so the total is the planner's estimate.
  const MATCHES = 2_500;

  beforeAll(async () => {
    // Added cheapest last and dearest first: a window of the first matches found holds neither.
    await insertProducts(
      context.db,
      Array.from({ length: MATCHES }, (_, n) => ({
        title: `سیم افشان نمونه ${n + 1}`,
        price: 1_000_000 - n * 100,
      })),
    );
    await context.db.execute(sql`ANALYZE products`);
  }, 120_000);

  it('when cheapest or dearest is asked, then the first are those of every match, and the total is flagged as an estimate', async () => {
    const cheapest = searchResponseSchema.parse(
      (await request(context.app).get('/api/search').query({ q: 'سیم افشان', sort: 'price-asc' }).expect(200))
        .body,
    );
    expect(cheapest.totalIsEstimate).toBe(true);
    expect(cheapest.total).toBeGreaterThan(2_000);
    expect(cheapest.products.slice(0, 3).map((item) => item.title)).toEqual([
      `سیم افشان نمونه ${MATCHES}`,
      `سیم افشان نمونه ${MATCHES - 1}`,
      `سیم افشان نمونه ${MATCHES - 2}`,
    ]);
    const dearest = searchResponseSchema.parse(
      (
        await request(context.app)
          .get('/api/search')
          .query({ q: 'سیم افشان', sort: 'price-desc' })
          .expect(200)
      ).body,
    );
    expect(dearest.products[0]?.title).toBe('سیم افشان نمونه 1');
    const prices = dearest.products.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});
