import { describe, expect, it } from 'vitest';
import {
  addValues,
  combinationKey,
  combinations,
  generateVariants,
  imageChoices,
  optionsProblem,
  splitValues,
  tableMatchesOptions,
  type OptionDraft,
} from './variant-values';

const option = (name: string, values: string[]): OptionDraft => ({
  key: name,
  name,
  attributeId: '',
  values,
});

describe('option values as typed', () => {
  it('splits at «،» and «,», trimmed, empty parts left out', () => {
    expect(splitValues(' ۱٫۵، ۲٫۵ ,4,, ،')).toEqual(['۱٫۵', '۲٫۵', '4']);
  });

  it('adds at the end, skipping a value already there in other digits, letters or case', () => {
    expect(addValues(['۱٫۵', 'سفيد'], ['1.5', 'سفید', 'Red', 'red', 'قرمز'])).toEqual([
      '۱٫۵',
      'سفيد',
      'Red',
      'قرمز',
    ]);
  });

  it('stops at forty values', () => {
    const many = Array.from({ length: 39 }, (_, index) => String(index));
    expect(addValues(many, ['a', 'b'])).toHaveLength(40);
  });
});

describe('the combinations of the options', () => {
  it('are every value of each option with every other, the first option changing slowest', () => {
    expect(
      combinations([option('سطح مقطع', ['1.5', '2.5']), option('رنگ', ['قرمز', 'آبی', 'مشکی'])]),
    ).toEqual([
      ['1.5', 'قرمز'],
      ['1.5', 'آبی'],
      ['1.5', 'مشکی'],
      ['2.5', 'قرمز'],
      ['2.5', 'آبی'],
      ['2.5', 'مشکی'],
    ]);
  });

  it('are one empty combination without options', () => {
    expect(combinations([])).toEqual([[]]);
  });

  it('when options lack a name or values, repeat a name or make more than 120, then say so in Persian', () => {
    expect(optionsProblem([option(' ', ['1'])])).toBe('نام هر گزینه الزامی است');
    expect(optionsProblem([option('رنگ', [])])).toBe('گزینه‌ی «رنگ» حداقل یک مقدار لازم دارد');
    expect(optionsProblem([option('رنگ', ['a']), option('رنگ ', ['b'])])).toBe(
      'گزینه‌ی «رنگ» دو بار آمده است',
    );
    const eleven = Array.from({ length: 11 }, (_, index) => String(index + 1));
    expect(optionsProblem([option('طول', eleven), option('رنگ', eleven)])).toBe(
      'این گزینه‌ها ۱۲۱ ترکیب می‌سازند؛ هر محصول حداکثر ۱۲۰ تنوع دارد',
    );
    expect(optionsProblem([option('طول', eleven), option('رنگ', ['a'])])).toBeNull();
  });
});

describe('making the variant table', () => {
  const defaults = { price: ' ۱۸۰۰۰ ', originalPrice: '' };

  it('makes a row per combination, new ones enabled with the product’s price', () => {
    const rows = generateVariants([option('رنگ', ['قرمز', 'آبی'])], [], defaults);
    expect(rows).toEqual([
      {
        key: '["قرمز"]',
        options: ['قرمز'],
        price: '۱۸۰۰۰',
        originalPrice: '',
        stock: '',
        code: '',
        barcode: '',
        image: '',
        enabled: true,
      },
      expect.objectContaining({ key: '["آبی"]', options: ['آبی'] }),
    ]);
  });

  it('when a value is added and one removed, then the rows that remain keep their id and data, in the new order; new rows start empty', () => {
    const first = generateVariants([option('رنگ', ['قرمز', 'آبی'])], [], defaults);
    const edited = first.map((row, index) => ({
      ...row,
      _id: `v${index}`,
      price: ['۱۰۰', '۲۰۰'][index]!,
      stock: '۵',
    }));
    const options = [option('رنگ', ['مشکی', 'آبی'])];
    expect(tableMatchesOptions(options, edited)).toBe(false);
    const rows = generateVariants(options, edited, defaults);
    expect(rows.map((row) => [row.options[0], row._id, row.price, row.stock])).toEqual([
      ['مشکی', undefined, '', ''],
      ['آبی', 'v1', '۲۰۰', '۵'],
    ]);
    expect(tableMatchesOptions(options, rows)).toBe(true);
    expect(tableMatchesOptions(options, [...rows].reverse())).toBe(true);
  });

  it('a combination is keyed by its values, trimmed', () => {
    expect(combinationKey([' 1.5 ', 'قرمز'])).toBe('["1.5","قرمز"]');
  });
});

describe('the images a variant may show', () => {
  it('are the stored gallery images the form keeps, named by their place; new files are not yet', () => {
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    expect(
      imageChoices([{ name: 'red.webp' }, { file } as { name?: string }, { name: 'blue.webp' }]),
    ).toEqual([
      { name: 'red.webp', label: 'تصویر ۱ گالری' },
      { name: 'blue.webp', label: 'تصویر ۳ گالری' },
    ]);
  });
});
