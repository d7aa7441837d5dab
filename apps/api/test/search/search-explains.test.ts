import { searchResponseSchema, type SearchHit } from '@shop/contracts';
import request from 'supertest';
import { sanitizeRichText } from '../../src/http/sanitize-html';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';

const product = (title: string, description: string) => ({
  title,
  description: sanitizeRichText(`<p>${description}</p>`),
});

/** A snippet as a shopper reads it, the marked words in [brackets]. */
const read = (hit: SearchHit | undefined) =>
  hit?.snippet?.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('');

describe('search explains its results (issue 36, item 10)', () => {
  const context = useTestApp();
  const search = async (query: Record<string, string>) => {
    const response = await request(context.app).get('/api/search').query(query).expect(200);
    return searchResponseSchema.parse(response.body);
  };
  const titles = async (query: Record<string, string>) =>
    (await search(query)).products.map((hit) => hit.title);

  beforeAll(async () => {
    await insertProducts(context.db, [
      product('سیم افشان ۱ در ۱٫۵ پارس شهاب', 'سیم مسی افشان برای سیم‌کشی روشنایی.'),
      product(
        'کلید مینیاتوری تک پل ۱۰ آمپر',
        'کلید مینیاتوری ۱۰ آمپر برای حفاظت مدارهای روشنایی با سیم ۱٫۵ میلی‌متر مربع. اهرم بزرگ و نشانگر وضعیت، تشخیص مدار قطع‌شده را آسان می‌کند.',
      ),
      product('سیم برق مفتولی ۱ در ۱.۵', 'سیم تک‌رشته برای داخل لوله.'),
      product(
        'پریز ارت‌دار کرم',
        'پریز ارت‌دار با بدنه مقاوم. پین‌های ارت کناری اتصال ایمن دوشاخه‌های یخچال، لباسشویی و کامپیوتر را تضمین می‌کنند.',
      ),
      product('کلید اتوماتیک ۱۰۰ آمپر', 'کلید قدرت برای تابلو اصلی.'),
      product('سیم‌لخت‌کن اتوماتیک', 'ابزار لخت کردن سیم.'),
      product('کابل افشان ۳ در ۲.۵', 'کابل سه رشته برای کولر.'),
      product('لامپ LED حبابی ۱۲ وات', 'نور مهتابی.'),
      product('کلید مینیاتوری ABB SH201', 'سری SH200 برای مصارف خانگی.'),
      product(
        'کلید مینیاتوری دو پل',
        'جریان را به اندازه‌ی سیم مدار انتخاب کنید: برای هر مدار روشنایی خانه و راهرو ۱۰ آمپر با سیم ۱٫۵ و برای پریز ۱۶ آمپر.',
      ),
      product('باتری قلمی AA', 'برای ریموت کنترل و ماوس بی‌سیم. ولتاژ ۱.۵ ولت.'),
      product('هدفون بی‌سیم', 'اتصال بلوتوث.'),
    ]);
  });

  it('when a product matched by its description, then it carries the words around the match, the query marked', async () => {
    const { products } = await search({ q: 'یخچال' });
    expect(products.map((hit) => hit.title)).toEqual(['پریز ارت‌دار کرم']);
    expect(read(products[0])).toBe(
      '… ارت کناری اتصال ایمن دوشاخه‌های [یخچال]، لباسشویی و کامپیوتر را تضمین می‌کنند.',
    );
    // The Arabic keyboard's ي is the same letter, snippet and all.
    expect((await search({ q: 'يخچال' })).products).toEqual(products);
  });

  it('when the title holds every word, then no snippet: the title says why', async () => {
    const { products } = await search({ q: 'سیم افشان' });
    expect(products[0]).toMatchObject({ title: 'سیم افشان ۱ در ۱٫۵ پارس شهاب' });
    expect(products[0]!.snippet).toBeUndefined();
  });

  it('when «سیم ۱.۵» is asked, then the wires come before the breakers that mention a 1.5 wire, which say so', async () => {
    const { products } = await search({ q: 'سیم ۱.۵' });
    const titles = products.map((hit) => hit.title);
    expect(titles.slice(0, 2).sort()).toEqual(['سیم افشان ۱ در ۱٫۵ پارس شهاب', 'سیم برق مفتولی ۱ در ۱.۵']);
    // A battery for a wireless («بی‌سیم») mouse holds no wire.
    expect(titles.slice(2).sort()).toEqual(['کلید مینیاتوری تک پل ۱۰ آمپر', 'کلید مینیاتوری دو پل']);
    const snippetOf = (title: string) => read(products.find((hit) => hit.title === title));
    // Around the words together, not the earlier «سیم» alone.
    expect(snippetOf('کلید مینیاتوری دو پل')).toBe(
      '… خانه و راهرو ۱۰ آمپر با [سیم ۱٫۵] و برای پریز ۱۶ آمپر.',
    );
    expect(snippetOf('کلید مینیاتوری تک پل ۱۰ آمپر')).toBe(
      '… آمپر برای حفاظت مدارهای روشنایی با [سیم ۱٫۵] میلی‌متر مربع. اهرم بزرگ و نشانگر وضعیت، تشخیص مدار قطع‌شده را آسان …',
    );
  });

  it('when «بی سیم» is typed, apart or joined, then it finds the wireless headphones, which «سیم» never finds', async () => {
    expect(await titles({ q: 'هدفون بی سیم' })).toEqual(['هدفون بی‌سیم']);
    expect(await titles({ q: 'بی‌سیم' })).toEqual(['هدفون بی‌سیم', 'باتری قلمی AA']);
    expect(await titles({ q: 'سیم' })).not.toContain('هدفون بی‌سیم');
  });

  it('when a number is typed against a word («کابل۲/۵»), then it is read as two words', async () => {
    expect(await titles({ q: 'کابل۲/۵' })).toEqual(['کابل افشان ۳ در ۲.۵']);
    expect(await titles({ q: 'کابل۲/۵' })).toEqual(await titles({ q: 'کابل ۲.۵' }));
  });

  it('when a short word is typed alone in the dropdown, then it completes the start of a title, never a word it begins inside one', async () => {
    expect(await titles({ searchItem: 'اتو' })).toEqual([]);
    expect(await titles({ searchItem: 'لام' })).toEqual(['لامپ LED حبابی ۱۲ وات']);
    // After another word, the shopper is completing a phrase; a model code is typed by its start.
    expect(await titles({ searchItem: 'کلید اتو' })).toEqual(['کلید اتوماتیک ۱۰۰ آمپر']);
    expect(await titles({ searchItem: 'sh2' })).toEqual(['کلید مینیاتوری ABB SH201']);
  });
});
