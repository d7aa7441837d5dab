import { searchResponseSchema, type SearchResponse } from '@shop/contracts';
import request from 'supertest';
import { createTestContext } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { corpus, dropdownCorpus } from './corpus';

describe('Persian search over the demo catalog', () => {
  const demo = useTestApp({ catalog: 'demo' });

  const search = async (query: Record<string, string>): Promise<SearchResponse> => {
    const response = await request(demo.app).get('/api/search').query(query).expect(200);
    return searchResponseSchema.parse(response.body);
  };

  describe.each(Object.entries(corpus))('%s', (_kind, queries) => {
    it.each(queries)('%s', async (query, expectation) => {
      const result = await search({ q: query });
      const titles = result.products.map((product) => product.title);
      if ('category' in expectation) {
        expect(result.categories.map((category) => category.title)).toContain(expectation.category);
      } else if ('nothing' in expectation) {
        expect(result).toMatchObject({ products: [], total: 0, suggestion: null, ignoredWords: [] });
        expect(result.categories).toEqual([]);
      } else if ('inTop3' in expectation) {
        expect(titles.slice(0, 3).join(' | ')).toContain(expectation.inTop3);
      } else {
        expect(titles[0]).toContain(expectation.first);
        if ('also' in expectation) expect(titles[0]).toContain(expectation.also);
        expect(result.suggestion).toBe('suggestion' in expectation ? expectation.suggestion : null);
        expect(result.ignoredWords).toEqual('ignored' in expectation ? [expectation.ignored] : []);
      }
    });
  });

  describe('dropdown', () => {
    it.each(dropdownCorpus)('%s', async (query, first) => {
      const result = await search({ searchItem: query });
      expect(result.products[0]?.title).toContain(first);
    });
  });

  it('the corpus holds at least 150 queries', () => {
    const size = Object.values(corpus).flat().length + dropdownCorpus.length;
    expect(size).toBeGreaterThanOrEqual(150);
  });

  it.each([
    ['q', 'یخچال فریزر'],
    ['searchItem', 'یخچال فریزر'],
    ['searchItem', 'qzxwv'],
    ['q', 'پرینتر'],
    ['searchItem', 'پرینتر'],
    ['q', 'جاروبرقی'],
    ['searchItem', 'جاروبرقی'],
  ])(
    'when nothing the shop sells matches (%s=%s), then no product and no category is a hit',
    async (name, text) => {
      const result = await search({ [name]: text });
      expect(result).toMatchObject({ products: [], categories: [], total: 0, suggestion: null });
    },
  );

  it.each([
    ['q', 'کابل', ['سیم و کابل']],
    ['searchItem', 'کابل', ['سیم و کابل']],
    ['q', 'روشنایی', ['روشنایی']],
    ['q', 'کلید', ['کلید و پریز', 'کلید مینیاتوری و تجهیزات حفاظتی']],
    ['searchItem', 'لامپ', []],
    ['q', 'مولتی متر', []],
  ])(
    'when products match (%s=%s), then the categories are only those whose title holds the query',
    async (name, text, titles) => {
      const result = await search({ [name]: text });
      expect(result.total).toBeGreaterThan(0);
      // Menu order; categories seeded in one statement share a creation time, so compare as sets.
      expect(result.categories.map((category) => category.title).sort()).toEqual([...titles].sort());
    },
  );

  it('when a query matches as written, then no suggestion is offered', async () => {
    expect((await search({ q: 'سیم برق' })).suggestion).toBeNull();
  });

  it('the dropdown (searchItem) answers the first page of at most 20 products', async () => {
    const result = await search({ searchItem: 'ا' });
    expect(result.products.length).toBeLessThanOrEqual(20);
    expect(result.total).toBeGreaterThan(20);
    expect(result.page).toBe(1);
  });

  it('the results page pages through every match without repeats', async () => {
    const first = await search({ q: 'LED', pageSize: '4', page: '1' });
    const second = await search({ q: 'LED', pageSize: '4', page: '2' });
    expect(first.total).toBeGreaterThan(8);
    expect(second.total).toBe(first.total);
    const ids = [...first.products, ...second.products].map((product) => product._id);
    expect(new Set(ids).size).toBe(8);
  });

  it('list items carry an excerpt but never the description HTML', async () => {
    const [product] = (await search({ q: 'مولتی متر' })).products;
    expect(product?.excerpt.length).toBeGreaterThan(20);
    expect(product).not.toHaveProperty('description');
    expect(product?.excerpt).not.toMatch(/[<>]/);
  });

  it('answers with public caching headers and an ETag', async () => {
    const response = await request(demo.app).get('/api/search').query({ q: 'کلید' }).expect(200);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers.etag).toBeDefined();
    await request(demo.app)
      .get('/api/search')
      .query({ q: 'کلید' })
      .set('If-None-Match', response.headers.etag!)
      .expect(304);
  });

  it.each(['%', '_', "'", '\\', '%%__'])(
    'when the query is only the character(s) %p, then nothing is found',
    async (query) => {
      expect(await search({ q: query })).toMatchObject({ products: [], categories: [], total: 0 });
    },
  );

  it.each([
    ['SQL fragment', "'; DROP TABLE products; --"],
    ['boolean injection', "' OR 1=1 --"],
    ['regular-expression characters', '.*[a-z]+(?:x)'],
  ])('when the query is hostile (%s), then it is searched as plain text', async (_name, query) => {
    const everything = await search({ q: 'ا' });
    const result = await search({ q: query });
    expect(result.total).toBeLessThan(everything.total);
    expect((await search({ q: 'کابل' })).total).toBeGreaterThan(0);
  });

  it('when the wildcards wrap a real word, then only that word is searched', async () => {
    const wrapped = await search({ q: '%کابل_' });
    const plain = await search({ q: 'کابل' });
    expect(wrapped.total).toBe(plain.total);
  });

  it('when the query is longer than 100 characters, then it is cut, not refused', async () => {
    const result = await search({ q: `کابل ${'ب'.repeat(1000)}` });
    expect(result.page).toBe(1);
  });

  it('when the query is repeated as an array, then a Persian 400 comes back', async () => {
    const response = await request(demo.app).get('/api/search?q=a&q=b').expect(400);
    expect(response.body.message).toBe('عبارت جستجو نامعتبر است');
  });
});

describe('blank queries', () => {
  it('when the query is blank, then empty lists come back without touching the database', async () => {
    const context = await createTestContext();
    await context.database.close(); // any database call would now fail
    for (const q of ['', '   ', '\u200c', '،؛!']) {
      const response = await request(context.app).get('/api/search').query({ q }).expect(200);
      expect(searchResponseSchema.parse(response.body)).toMatchObject({
        products: [],
        categories: [],
        total: 0,
      });
    }
    await request(context.app).get('/api/search').query({ searchItem: ' ' }).expect(200);
  });
});
