import { searchResponseSchema, type SearchResponse } from '@shop/contracts';
import request from 'supertest';
import { seedDemoCatalog } from '../../src/demo/seed-demo';
import { createTestContext, type TestContext } from '../support/test-app';

/** What a query must bring: the top product, a category, a correction, a word left out, or nothing. */
type Expectation =
  | { first: string; also?: string }
  | { inTop3: string }
  | { category: string }
  | { suggestion: string; first: string }
  | { ignored: string; first: string }
  | { nothing: true };

/** Queries typed the way shoppers type on Digikala or Torob, by class, against the demo catalog. */
const corpus: Record<string, Array<[query: string, expectation: Expectation]>> = {
  exact: [
    ['کلید مینیاتوری', { first: 'کلید مینیاتوری' }],
    ['سیم برق', { first: 'سیم برق' }],
    ['باتری', { first: 'باتری' }],
    ['هدفون', { first: 'هدفون' }],
    ['دوربین', { first: 'دوربین' }],
    ['پریز هوشمند', { first: 'پریز هوشمند' }],
    ['کلمپ متر', { first: 'کلمپ متر' }],
    ['منبع تغذیه', { first: 'منبع تغذیه' }],
    ['ساندبار', { first: 'ساندبار' }],
    ['میکروفون', { first: 'میکروفون' }],
    ['دریل چکشی', { first: 'دریل چکشی' }],
    ['چراغ اضطراری', { first: 'چراغ اضطراری' }],
    ['کنترل فاز', { first: 'کنترل فاز' }],
    ['محافظ ولتاژ', { first: 'محافظ ولتاژ' }],
    ['کنتاکتور', { first: 'کنتاکتور' }],
    ['لامپ LED', { first: 'لامپ LED' }],
    ['iC60N', { first: 'iC60N' }],
    ['ic60n', { first: 'iC60N' }],
    ['WH-CH720N', { first: 'WH-CH720N' }],
    ['UT33D+', { first: 'UT33D+' }],
    ['LC1D09M7', { first: 'LC1D09M7' }],
    ['FX-888D', { first: 'FX-888D' }],
    ['سنسور در و پنجره', { first: 'سنسور در و پنجره' }],
  ],
  'letter variants': [
    ['كليد مينياتوري', { first: 'کلید مینیاتوری' }],
    ['پريز', { first: 'پریز' }],
    ['كابل', { first: 'کابل' }],
    ['باتري', { first: 'باتری' }],
    ['تلويزيون', { first: 'تلویزیون' }],
    ['سيم افشان', { first: 'سیم افشان' }],
    ['كلمپ متر', { first: 'کلمپ متر' }],
    ['اسپيكر', { first: 'اسپیکر' }],
    ['ماژول كليد', { first: 'ماژول کلید' }],
    ['اداپتور', { first: 'آداپتور' }],
    ['كـــابـــل', { first: 'کابل' }],
    ['کابْلِ', { first: 'کابل' }],
    ['لامپ led', { first: 'لامپ LED' }],
  ],
  ZWNJ: [
    ['ارتدار', { first: 'ارت‌دار' }],
    ['ارت دار', { first: 'ارت‌دار' }],
    ['ارت‌دار', { first: 'ارت‌دار' }],
    ['پیچ گوشتی', { first: 'پیچ‌گوشتی' }],
    ['پیچگوشتی', { first: 'پیچ‌گوشتی' }],
    ['سیم لخت کن', { first: 'سیم‌لخت‌کن' }],
    ['یوپی اس', { first: 'یو‌پی‌اس' }],
    ['یو پی اس', { first: 'یو‌پی‌اس' }],
    ['میکروفون یقه ای', { first: 'یقه‌ای' }],
    ['میکروفون یقهای', { first: 'یقه‌ای' }],
    ['گیت وی', { first: 'گیت‌وی' }],
    ['گیتوی', { first: 'گیت‌وی' }],
    ['وای فای', { first: 'وای‌فای' }],
    ['نیم قلمی', { first: 'نیم‌قلمی' }],
    ['نیمقلمی', { first: 'نیم‌قلمی' }],
    ['مولتیمتر', { first: 'مولتی متر' }],
    ['پاور بانک', { first: 'پاوربانک' }],
    ['هدفون بیسیم', { first: 'هدفون بی‌سیم' }],
  ],
  digits: [
    ['کابل ۲.۵', { first: 'کابل افشان ۳ در 2.5' }],
    ['کابل 2.5', { first: 'کابل افشان ۳ در 2.5' }],
    ['کابل ٢.٥', { first: 'کابل افشان ۳ در 2.5' }],
    ['سیم ۲/۵', { first: 'سیم برق افشان ۱ در ۲.۵' }],
    ['سیم ۲٫۵', { first: 'سیم برق افشان ۱ در ۲.۵' }],
    ['16 آمپر', { first: 'کلید مینیاتوری تک پل ۱۶ آمپر' }],
    ['۱۶ آمپر', { first: 'کلید مینیاتوری تک پل ۱۶ آمپر' }],
    ['تلویزیون ۵۵', { first: 'تلویزیون ۵۵ اینچ' }],
    ['تلویزیون 43', { first: 'تلویزیون ۴۳ اینچ' }],
    ['CR2032', { first: 'CR2032' }],
    ['کابل ۴ در ۱۰', { first: 'NYY ۴ در ۱۰' }],
    ['سیم ۱ در ۱.۵', { first: 'سیم افشان ۱ در ۱.۵' }],
    ['پاوربانک ۲۰۰۰۰', { first: 'پاوربانک ۲۰۰۰۰' }],
    ['پاوربانک 20,000', { first: 'پاوربانک ۲۰۰۰۰' }],
    ['دیمر ۵۰۰', { first: 'دیمر چرخشی ۵۰۰ وات' }],
  ],
  'brands in Latin script': [
    ['schneider', { first: 'Schneider' }],
    ['SCHNEIDER', { first: 'Schneider' }],
    ['Xiaomi', { first: 'Xiaomi' }],
    ['LG', { first: 'LG' }],
    ['philips', { first: 'Philips' }],
    ['sony', { first: 'Sony' }],
    ['JBL', { first: 'JBL' }],
    ['fluke', { first: 'Fluke' }],
    ['bosch', { first: 'Bosch' }],
    ['makita', { first: 'Makita' }],
    ['legrand', { first: 'Legrand' }],
    ['hager', { first: 'Hager' }],
    ['Schneider کلید', { first: 'Schneider', also: 'کلید' }],
    ['اسپیکر jbl', { first: 'اسپیکر بلوتوثی JBL' }],
    ['مولتی متر fluke', { first: 'مولتی متر دیجیتال Fluke' }],
  ],
  'brands in Persian script': [
    ['شیائومی', { first: 'Xiaomi' }],
    ['شیاومی', { first: 'Xiaomi' }],
    ['ال‌جی', { first: 'LG' }],
    ['الجی', { first: 'LG' }],
    ['ال جی', { first: 'LG' }],
    ['سامسونگ', { first: 'Samsung' }],
    ['اشنایدر', { first: 'Schneider' }],
    ['شنایدر', { first: 'Schneider' }],
    ['فیلیپس', { first: 'Philips' }],
    ['سونی', { first: 'Sony' }],
    ['فلوک', { first: 'Fluke' }],
    ['پاناسونیک', { first: 'Panasonic' }],
    ['ماکیتا', { first: 'Makita' }],
    ['جی بی ال', { first: 'JBL' }],
    ['هدفون سونی', { first: 'هدفون', also: 'Sony' }],
    ['پاوربانک شیائومی', { first: 'پاوربانک' }],
    ['تلویزیون سامسونگ', { first: 'تلویزیون ۵۵ اینچ 4K Samsung' }],
    ['کلید مینیاتوری اشنایدر', { first: 'کلید مینیاتوری تک پل ۱۶ آمپر Schneider' }],
  ],
  English: [
    ['lamp', { first: 'لامپ' }],
    ['lamps', { first: 'لامپ' }],
    ['cable', { first: 'کابل' }],
    ['power bank', { first: 'پاوربانک' }],
    ['powerbank', { first: 'پاوربانک' }],
    ['multimeter', { first: 'مولتی متر' }],
    ['speaker', { first: 'اسپیکر' }],
    ['headphones', { first: 'هدفون' }],
    ['battery', { first: 'باتری' }],
    ['camera', { first: 'دوربین' }],
    ['tv', { first: 'تلویزیون' }],
    ['drill', { first: 'دریل' }],
    ['soundbar', { first: 'ساندبار' }],
    ['socket', { first: 'پریز' }],
    ['microphone', { first: 'میکروفون' }],
    ['wire', { first: 'سیم' }],
    ['clamp meter', { first: 'کلمپ متر' }],
    ['ups', { first: 'یو‌پی‌اس' }],
    ['xiaomi power bank', { first: 'پاوربانک' }],
    ['sony headphones', { first: 'هدفون' }],
    ['led lamp', { first: 'لامپ LED' }],
  ],
  plurals: [
    ['لامپها', { first: 'لامپ' }],
    ['لامپ‌ها', { first: 'لامپ' }],
    ['لامپهای', { inTop3: 'لامپ‌های LED' }],
    ['کلیدها', { first: 'کلید' }],
    ['کلید ها', { first: 'کلید' }],
    ['باتری‌ها', { first: 'باتری' }],
    ['باتریهای قلمی', { first: 'باتری قلمی' }],
    ['اسپیکرها', { first: 'اسپیکر' }],
    ['هدفون‌ها', { first: 'هدفون' }],
    ['پریزهای هوشمند', { first: 'پریز هوشمند' }],
    ['دوربین‌های امنیتی', { first: 'دوربین امنیتی' }],
    ['کابلهای شبکه', { first: 'کابل شبکه' }],
  ],
  'typo: a same-sounding letter': [
    ['سیم برغ', { suggestion: 'سیم برق', first: 'سیم برق' }],
    ['مولتی مطر', { suggestion: 'مولتی متر', first: 'مولتی متر' }],
    ['باطری', { suggestion: 'باتری', first: 'باتری' }],
    ['بلوتوسی', { suggestion: 'بلوتوثی', first: 'بلوتوثی' }],
    ['کنطاکتور', { suggestion: 'کنتاکتور', first: 'کنتاکتور' }],
    ['سنصور', { suggestion: 'سنسور', first: 'سنسور' }],
    ['تلویضیون', { suggestion: 'تلویزیون', first: 'تلویزیون' }],
  ],
  'typo: swapped letters': [
    ['schnieder', { suggestion: 'schneider', first: 'Schneider' }],
    ['کیلد', { suggestion: 'کلید', first: 'کلید' }],
    ['لاپم', { suggestion: 'لامپ', first: 'لامپ' }],
    ['هدفنو', { suggestion: 'هدفون', first: 'هدفون' }],
    ['دروبین', { suggestion: 'دوربین', first: 'دوربین' }],
    ['xaiomi', { suggestion: 'xiaomi', first: 'Xiaomi' }],
  ],
  'typo: a missing letter': [
    ['تلویزون', { suggestion: 'تلویزیون', first: 'تلویزیون' }],
    ['میکرفون', { suggestion: 'میکروفون', first: 'میکروفون' }],
    ['اسپکر', { suggestion: 'اسپیکر', first: 'اسپیکر' }],
    ['کنتاکتر', { suggestion: 'کنتاکتور', first: 'کنتاکتور' }],
    ['ساندبر', { suggestion: 'ساندبار', first: 'ساندبار' }],
    ['samsng', { suggestion: 'samsung', first: 'Samsung' }],
  ],
  'typo: an extra letter': [
    ['هدفونن', { suggestion: 'هدفون', first: 'هدفون' }],
    ['دوربیین', { suggestion: 'دوربین', first: 'دوربین' }],
    ['باتتری', { suggestion: 'باتری', first: 'باتری' }],
    ['panasonnic', { suggestion: 'panasonic', first: 'Panasonic' }],
    ['آداپتوور', { suggestion: 'اداپتور', first: 'آداپتور' }],
  ],
  'typo: a wrong letter': [
    ['دوربیم', { suggestion: 'دوربین', first: 'دوربین' }],
    ['هدفوم', { suggestion: 'هدفون', first: 'هدفون' }],
    ['legrant', { suggestion: 'legrand', first: 'Legrand' }],
    ['ساندبال', { suggestion: 'ساندبار', first: 'ساندبار' }],
  ],
  'multi-word with a typo': [
    ['کلید مینیاطوری', { suggestion: 'کلید مینیاتوری', first: 'کلید مینیاتوری' }],
    ['اسپیکر بلوتوسی', { suggestion: 'اسپیکر بلوتوثی', first: 'اسپیکر بلوتوثی' }],
    ['دوربین امنیطی', { suggestion: 'دوربین امنیتی', first: 'دوربین امنیتی' }],
    ['باطری قلمی', { suggestion: 'باتری قلمی', first: 'باتری قلمی' }],
    ['پریز هوشمبد', { suggestion: 'پریز هوشمند', first: 'پریز هوشمند' }],
    ['کابل شبکع', { suggestion: 'کابل شبکه', first: 'کابل شبکه' }],
    ['سیم افشام', { suggestion: 'سیم افشان', first: 'سیم افشان' }],
    ['schnieder کلید', { suggestion: 'schneider کلید', first: 'Schneider' }],
  ],
  units: [
    ['۴ میلیمتر', { first: 'سیم مفتولی ۱ در ۴' }],
    ['۴ میلی‌متر', { first: 'سیم مفتولی ۱ در ۴' }],
    ['سیم 4mm', { first: 'سیم مفتولی ۱ در ۴' }],
    ['2.5mm', { first: 'افشان' }],
    ['سیم ۲.۵ میل', { first: 'سیم برق افشان ۱ در ۲.۵' }],
    ['16A', { first: 'کلید مینیاتوری تک پل ۱۶ آمپر' }],
    ['16 A', { first: 'کلید مینیاتوری تک پل ۱۶ آمپر' }],
    ['کلید ۱۶آمپر', { first: 'کلید مینیاتوری تک پل ۱۶ آمپر' }],
    ['لامپ 12W', { first: 'لامپ LED حبابی ۱۲ وات' }],
    ['لامپ ۱۲ وات', { first: 'لامپ LED حبابی ۱۲ وات' }],
    ['پرژکتور 100W', { first: 'پرژکتور LED ۱۰۰ وات' }],
    ['آداپتور 12V', { first: 'آداپتور ۱۲ ولت' }],
    ['آداپتور ۱۲ ولتی', { first: 'آداپتور ۱۲ ولت' }],
    ['تلویزیون 55 inch', { first: 'تلویزیون ۵۵ اینچ' }],
    ['تلویزیون ۵۵ اینچی', { first: 'تلویزیون ۵۵ اینچ' }],
    ['پاوربانک 20000mAh', { first: 'پاوربانک' }],
    ['کنتاکتور 9A', { first: 'کنتاکتور ۹ آمپر' }],
    ['کابل hdmi 2m', { first: 'کابل HDMI' }],
    ['یو پی اس 1000VA', { first: 'یو‌پی‌اس آنلاین ۱۰۰۰ ولت‌آمپر' }],
    ['باتری 7Ah', { first: 'باتری یو‌پی‌اس ۱۲ ولت ۷ آمپر ساعت' }],
    ['ست پیچ گوشتی ۱۰۰۰ ولت', { first: 'ست پیچ‌گوشتی عایق ۱۰۰۰ ولت' }],
  ],
  'a word left out': [
    ['هدفون سونی قرمز', { ignored: 'قرمز', first: 'هدفون' }],
    ['کابل hdmi ۵ متری', { ignored: '۵ متری', first: 'کابل HDMI' }],
    ['xiaomi router', { ignored: 'router', first: 'Xiaomi' }],
    ['smart plug', { ignored: 'plug', first: 'هوشمند' }],
    ['پاوربانک انکر', { ignored: 'انکر', first: 'پاوربانک' }],
    ['دریل بوش نارنجی', { ignored: 'نارنجی', first: 'دریل' }],
    ['اسپیکر jbl بنفش', { ignored: 'بنفش', first: 'اسپیکر بلوتوثی JBL' }],
    ['کلید مینیاتوری ۶۳ آمپر', { ignored: '۶۳ آمپر', first: 'کلید مینیاتوری' }],
    ['تلویزیون ۸۵ اینچ', { ignored: '۸۵ اینچ', first: 'تلویزیون' }],
    ['هندزفری اپل', { ignored: 'اپل', first: 'هندزفری' }],
  ],
  'not sold': [
    ['zzqqxxv', { nothing: true }],
    ['اتو', { nothing: true }],
    ['اتو بخار', { nothing: true }],
    ['یخچال ساید', { nothing: true }],
    ['ماشین لباسشویی', { nothing: true }],
    ['جارو برقی', { nothing: true }],
    ['جاروبرقی', { nothing: true }],
    ['بخاری برقی', { nothing: true }],
    ['ساعت هوشمند', { nothing: true }],
    ['ماشین ظرفشویی', { nothing: true }],
    ['کفش ورزشی', { nothing: true }],
    ['iphone 15', { nothing: true }],
    ['playstation', { nothing: true }],
    ['سشوار', { nothing: true }],
    ['چای ساز', { nothing: true }],
    ['قهوه ساز', { nothing: true }],
    ['مایکروویو', { nothing: true }],
    ['دوچرخه', { nothing: true }],
    ['پنکه سقفی', { nothing: true }],
    ['سماور برقی', { nothing: true }],
  ],
  categories: [
    ['روشنایی', { category: 'روشنایی' }],
    ['هوشمند', { category: 'خانه هوشمند' }],
    ['ابزار و تستر', { category: 'ابزار و تستر' }],
    ['صوتی', { category: 'صوتی و تصویری' }],
    ['سیم و کابل', { category: 'سیم و کابل' }],
    ['منبع تغذیه', { category: 'باتری و منبع تغذیه' }],
  ],
};

/** The dropdown: the last word is still being typed, so it matches the start of a word. */
const dropdownCorpus: Array<[query: string, first: string]> = [
  ['کلید مینیا', 'کلید مینیاتوری'],
  ['پاور', 'پاوربانک'],
  ['اسپی', 'اسپیکر'],
  ['هدف', 'هدفون'],
  ['لام', 'لامپ'],
  ['schn', 'Schneider'],
  ['تلوی', 'تلویزیون'],
  ['دوربین امن', 'دوربین امنیتی'],
  ['مولتی م', 'مولتی متر'],
  ['کابل ش', 'کابل شبکه'],
  ['xiao', 'Xiaomi'],
  ['باتری قل', 'باتری قلمی'],
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

  describe.each(Object.entries(corpus))('%s', (_kind, queries) => {
    it.each(queries)('%s', async (query, expectation) => {
      const result = await search({ q: query });
      const titles = result.products.map((product) => product.title);
      if ('category' in expectation) {
        expect(result.categories.map((category) => category.title)).toContain(expectation.category);
      } else if ('nothing' in expectation) {
        expect(result).toMatchObject({ products: [], total: 0, suggestion: null, ignoredWords: [] });
        expect(result.categories.length).toBeGreaterThan(0);
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

  it('when nothing plausible matches, then every category holding products is offered to browse, in menu order', async () => {
    const result = await search({ q: 'ماشین لباسشویی' });
    const menu = await request(context.app).get('/api/category').expect(200);
    const titles = (menu.body.categories as Array<{ title: string }>).map((category) => category.title);
    expect(result.categories.map((category) => category.title)).toEqual(
      titles.filter((title) => title !== 'others'),
    );
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
