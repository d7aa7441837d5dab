import {
  normalizeForSearch,
  persianSortKey,
  searchTokens,
  searchWordSpans,
  searchWords,
  toPersianLetters,
} from '../src';

describe('normalizeForSearch', () => {
  it.each([
    ['Arabic yeh and kaf', 'كليد', 'کلید'],
    ['alef maksura', 'مصطفى', 'مصطفی'],
    ['teh marbuta and heh with yeh', 'مقالة خانۀ', 'مقاله خانه'],
    ['hamza forms of alef', 'أإٱ', 'ااا'],
    ['diacritics and tatweel', 'كـــابْلٌ', 'کابل'],
    ['Persian digits with a decimal point', 'کابل ۲.۵', 'کابل 2.5'],
    ['Persian decimal slash', 'کابل ۲/۵', 'کابل 2.5'],
    ['Arabic-Indic digits', 'سیم ٤ رشته', 'سیم 4 رشته'],
    ['Latin case', 'Schneider ELECTRIC', 'schneider electric'],
    ['zero-width non-joiner', 'می‌خواهم', 'می خواهم'],
    ['punctuation and runs of spaces', '  لامپ، LED!!  (۱۰ وات)  ', 'لامپ led 10 وات'],
    ['thousands separators', '۱٬۲۵۰٬۰۰۰', '1250000'],
    ['a number glued to a Persian word', 'کابل۲/۵', 'کابل 2.5'],
    ['a Persian word glued to a number', '۳فاز', '3 فاز'],
    ['«بی‌» joined to its word', 'ماوس بی‌سیم و بي‌صدا', 'ماوس بیسیم و بیصدا'],
    ['«بی» standing apart', 'یو اس بی کابل', 'یو اس بی کابل'],
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

describe('units and numbers', () => {
  it.each([
    [
      'millimetres in every spelling',
      ['۴ میلیمتر', '۴ میلی‌متر', '4mm', '4 mm', '۴ میل', '۴ میلی متر'],
      '4 میلیمتر',
    ],
    ['amperes', ['16A', '16 A', '۱۶ آمپر', '۱۶آمپر', '16 amp'], '16 امپر'],
    ['watts', ['12W', '۱۲ وات', '12 w'], '12 وات'],
    ['volts, with the adjective ending', ['12V', '۱۲ ولت', '۱۲ ولتی'], '12 ولت'],
    ['metres', ['2m', '۲ متر', '۲ متری'], '2 متر'],
    ['inches', ['55 inch', '۵۵ اینچ', '۵۵ اینچی'], '55 اینچ'],
    ['milliampere-hours', ['20000mAh', '۲۰۰۰۰ میلی‌آمپر ساعت', '20,000 mAh'], '20000 میلیامپرساعت'],
    ['volt-amperes', ['1000VA', '۱۰۰۰ ولت‌آمپر'], '1000 ولتامپر'],
    ['decimals', ['2.5mm', '۲.۵ میلی‌متر', '۲/۵ میل'], '2.5 میلیمتر'],
  ])('folds %s to one form', (_name, spellings, expected) => {
    for (const spelling of spellings) expect(normalizeForSearch(spelling)).toBe(expected);
  });

  it('reads a Latin letter as a unit only right after a number', () => {
    expect(normalizeForSearch('باتری AA')).toBe('باتری aa');
    expect(normalizeForSearch('Redmi Buds 6 Active')).toBe('redmi buds 6 active');
    expect(normalizeForSearch('LC1D09M7 E27 4K')).toBe('lc1d09m7 e27 4k');
    expect(normalizeForSearch('میل گرد')).toBe('میل گرد');
    // Only Persian letters are set apart from digits: a Latin model code stays one word.
    expect(normalizeForSearch('SH201 کابل۴')).toBe('sh201 کابل 4');
  });

  it('keeps, for every normalized word, the word the shopper typed', () => {
    expect(searchTokens('کابل ۵ متری').map((word) => [word.text, word.typed])).toEqual([
      ['کابل', 'کابل'],
      ['5', '۵'],
      ['متر', 'متری'],
    ]);
    expect(searchTokens('16A').map((word) => word.typed)).toEqual(['16A', '16A']);
  });
});

describe('searchWordSpans', () => {
  it('places every normalized word in the text as written, a two-word unit as one', () => {
    const text = 'سیم ۱٫۵ میلی‌متر، برای كابل۲/۵';
    const spans = searchWordSpans(text);
    expect(spans.map((span) => [span.text, text.slice(span.start, span.end)])).toEqual([
      ['سیم', 'سیم'],
      ['1.5', '۱٫۵'],
      ['میلیمتر', 'میلی‌متر'],
      ['برای', 'برای'],
      ['کابل', 'كابل۲/۵'],
      ['2.5', 'كابل۲/۵'],
    ]);
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
