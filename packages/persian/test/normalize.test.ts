import { normalizeForSearch, persianSortKey, searchWords, toPersianLetters } from '../src';

describe('normalizeForSearch', () => {
  it.each([
    ['Arabic yeh and kaf', 'كليد', 'کلید'],
    ['alef maksura', 'مصطفى', 'مصطفی'],
    ['teh marbuta and heh with yeh', 'مقالة خانۀ', 'مقاله خانه'],
    ['hamza forms of alef', 'أإٱ', 'ااا'],
    ['diacritics and tatweel', 'كـــابْلٌ', 'کابل'],
    ['Persian digits with a decimal point', 'کابل ۲.۵', 'کابل 2.5'],
    ['Persian decimal slash', 'کابل ۲/۵', 'کابل 2.5'],
    ['Arabic-Indic digits', 'سیم ٤ میل', 'سیم 4 میل'],
    ['Latin case', 'Schneider ELECTRIC', 'schneider electric'],
    ['zero-width non-joiner', 'می‌خواهم', 'می خواهم'],
    ['punctuation and runs of spaces', '  لامپ، LED!!  (۱۰ وات)  ', 'لامپ led 10 وات'],
    ['thousands separators', '۱٬۲۵۰٬۰۰۰', '1250000'],
  ])('folds %s', (_name, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('applies the same way twice (idempotent)', () => {
    const once = normalizeForSearch('كابلِ افشانِ ۲×۱.۵ مـیلی‌متری');
    expect(normalizeForSearch(once)).toBe(once);
  });

  it('splits into words', () => {
    expect(searchWords('  کلید   و پریز ')).toEqual(['کلید', 'و', 'پریز']);
    expect(searchWords(' ، ')).toEqual([]);
  });
});

describe('persianSortKey', () => {
  it('orders پ چ ژ گ within the Persian alphabet', () => {
    const words = ['گیره', 'ب', 'پریز', 'ژنراتور', 'ایستگاه', 'چراغ', 'ی', 'آداپتور', 'ز', 'ج', 'ک'];
    const sorted = [...words].sort((a, b) => (persianSortKey(a) < persianSortKey(b) ? -1 : 1));
    expect(sorted).toEqual([
      'آداپتور',
      'ایستگاه',
      'ب',
      'پریز',
      'ج',
      'چراغ',
      'ز',
      'ژنراتور',
      'ک',
      'گیره',
      'ی',
    ]);
  });
});

describe('toPersianLetters', () => {
  it('folds only the Arabic keyboard letters, keeping everything else as typed', () => {
    expect(toPersianLetters('كريم آقايى‌زاده ۱۲')).toBe('کریم آقایی‌زاده ۱۲');
  });
});
