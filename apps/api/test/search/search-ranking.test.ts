import { searchResponseSchema } from '@shop/contracts';
import request from 'supertest';
import { sanitizeRichText } from '../../src/http/sanitize-html';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';

const product = (title: string, description: string, stock = 5) => ({
  title,
  description: sanitizeRichText(`<p>${description}</p>`),
  price: 100_000,
  stock,
});

describe('search ranking', () => {
  const titles = async (q: string) => {
    const response = await request(context.app).get('/api/search').query({ q }).expect(200);
    return searchResponseSchema.parse(response.body).products.map((item) => item.title);
  };

  const context = useTestApp();
  beforeAll(async () => {
    await insertProducts(context.db, [
      product('جعبه ابزار فلزی', 'مناسب برای نگهداری ترانس و فیوز'),
      product('ترانس کاهنده ۲۲۰ به ۱۲ ولت', 'برای چراغ‌های هالوژن'),
      product('محافظ یخچال ناموجود', 'محافظ ولتاژ برای یخچال', 0),
      product('محافظ یخچال موجود', 'محافظ ولتاژ برای یخچال', 3),
      product('آچار سیمچین‌دار', 'ابزار چندکاره'),
      product('آچار سیم', 'ابزار ساده'),
      product('لامپ مهتابی', 'نور سرد'),
      product('لامپ', 'نور گرم'),
      product('کلید اتوماتیک', 'قطع خودکار'),
      product('سوکت برق', 'مناسب برای اتوی بخار و سشوار'),
      product('پایه چراغ', 'ساخته شده از آلومینیوم'),
    ]);
  });

  it('when a word is in one title and in another description, then the title match comes first', async () => {
    expect(await titles('ترانس')).toEqual(['ترانس کاهنده ۲۲۰ به ۱۲ ولت', 'جعبه ابزار فلزی']);
  });

  it('when two products match alike, then the one in stock comes first', async () => {
    expect(await titles('محافظ یخچال')).toEqual(['محافظ یخچال موجود', 'محافظ یخچال ناموجود']);
  });

  it('when a short word is only the start of a longer word, then it does not match there', async () => {
    expect(await titles('آچار سیم')).toEqual(['آچار سیم']);
  });

  it('when a word is in a description only, then it must be there whole (endings allowed) to count', async () => {
    expect(await titles('اتو')).toEqual(['سوکت برق']);
    expect(await titles('الومین')).toEqual([]);
  });

  it('when matches tie otherwise, then the title closest to the query comes first', async () => {
    expect(await titles('لامپ')).toEqual(['لامپ', 'لامپ مهتابی']);
  });
});
