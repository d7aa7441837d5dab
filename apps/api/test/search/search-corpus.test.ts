import { searchResponseSchema, type SearchResponse } from '@shop/contracts';
import request from 'supertest';
import { seedDemoCatalog } from '../../src/demo/seed-demo';
import { createTestContext, type TestContext } from '../support/test-app';

type Expectation =
  | { first: string }
  | { includes: string }
  | { category: string }
  | { suggestion: string; includes?: string }
  | { nothing: true };

// What shoppers type on different keyboards, against the demo catalog.
const corpus: Array<[string, string, Expectation]> = [
  ['Arabic yeh and kaf', 'كليد مينياتوري', { first: 'کلید مینیاتوری' }],
  ['Persian letters', 'کلید مینیاتوری', { first: 'کلید مینیاتوری' }],
  ['Arabic yeh alone', 'پريز', { includes: 'پریز' }],
  ['no zero-width non-joiner', 'ارتدار', { includes: 'ارت‌دار' }],
  ['a space instead of the non-joiner', 'ارت دار', { includes: 'ارت‌دار' }],
  ['with the non-joiner', 'ارت‌دار', { includes: 'ارت‌دار' }],
  ['plural written solid', 'لامپهای', { includes: 'لامپ‌های LED' }],
  ['a compound written solid', 'مولتیمتر', { includes: 'مولتی متر' }],
  ['Persian digits and decimal point', 'کابل ۲.۵', { includes: 'کابل افشان ۳ در 2.5' }],
  ['Latin digits', 'کابل 2.5', { includes: 'کابل افشان ۳ در 2.5' }],
  ['Arabic-Indic digits', 'کابل ٢.٥', { includes: 'کابل افشان ۳ در 2.5' }],
  ['Persian decimal slash', 'سیم ۲/۵', { includes: 'سیم برق افشان ۱ در ۲.۵' }],
  ['Latin digits against Persian ones', '16 آمپر', { includes: '۱۶ آمپر' }],
  ['Persian digits', '۱۶ آمپر', { includes: '۱۶ آمپر' }],
  ['brand in lower case', 'schneider', { includes: 'Schneider' }],
  ['brand in upper case', 'SCHNEIDER', { includes: 'Schneider' }],
  ['brand and kind', 'Schneider کلید', { first: 'Schneider' }],
  ['model number', 'iC60N', { first: 'iC60N' }],
  ['model number in lower case', 'ic60n', { first: 'iC60N' }],
  ['model with punctuation', 'WH-CH720N', { first: 'WH-CH720N' }],
  ['model with a plus sign', 'UT33D+', { first: 'UT33D+' }],
  ['mixed script', 'لامپ LED', { first: 'لامپ LED' }],
  ['mixed script, lower case', 'لامپ led', { first: 'لامپ LED' }],
  ['two words, one Latin', 'مولتی متر fluke', { first: 'مولتی متر دیجیتال Fluke' }],
  ['word start only', 'پاور', { includes: 'پاوربانک' }],
  ['title words', 'سیم برق', { first: 'سیم برق' }],
  ['single word', 'باتری', { first: 'باتری' }],
  ['camera', 'دوربین', { includes: 'دوربین' }],
  ['headphones', 'هدفون', { includes: 'هدفون' }],
  ['speaker and brand', 'اسپیکر jbl', { first: 'JBL' }],
  ['tatweel', 'كـــابـــل', { includes: 'کابل' }],
  ['diacritics', 'کابْلِ', { includes: 'کابل' }],
  ['category title', 'روشنایی', { category: 'روشنایی' }],
  ['category word', 'هوشمند', { category: 'خانه هوشمند' }],
  ['category with Arabic kaf', 'ابزار و تستر', { category: 'ابزار و تستر' }],
  ['typo in the last word', 'سیم برغ', { suggestion: 'سیم برق', includes: 'سیم برق' }],
  ['typo with a similar letter', 'مولتی مطر', { suggestion: 'مولتی متر', includes: 'مولتی متر' }],
  ['common misspelling', 'باطری', { suggestion: 'باتری', includes: 'باتری' }],
  ['typo in a brand', 'schnieder', { suggestion: 'schneider', includes: 'Schneider' }],
  ['typo in a long word', 'بلوتوسی', { suggestion: 'بلوتوثی', includes: 'بلوتوثی' }],
  ['nothing like it', 'zzqqxxv', { nothing: true }],
];

describe('Persian search over the demo catalog', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await seedDemoCatalog(context.database.db, context.config.uploadsDir);
  }, 120_000);
  afterAll(() => context.close());

  const search = async (query: Record<string, string>): Promise<SearchResponse> => {
    const response = await request(context.app).get('/api/search').query(query).expect(200);
    return searchResponseSchema.parse(response.body);
  };

  it.each(corpus)('%s: %s', async (_name, query, expectation) => {
    const result = await search({ q: query });
    const titles = result.products.map((product) => product.title);
    if ('first' in expectation) {
      expect(titles[0]).toContain(expectation.first);
    } else if ('category' in expectation) {
      expect(result.categories.map((category) => category.title)).toContain(expectation.category);
    } else if ('suggestion' in expectation) {
      expect(result.suggestion).toBe(expectation.suggestion);
      if (expectation.includes)
        expect(titles.some((title) => title.includes(expectation.includes!))).toBe(true);
    } else if ('nothing' in expectation) {
      expect(result).toMatchObject({ products: [], categories: [], total: 0, suggestion: null });
    } else {
      expect(titles.some((title) => title.includes(expectation.includes))).toBe(true);
    }
  });

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
    const response = await request(context.app).get('/api/search').query({ q: 'کلید' }).expect(200);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers.etag).toBeDefined();
    await request(context.app)
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
    const response = await request(context.app).get('/api/search?q=a&q=b').expect(400);
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
