import { formatDecimal, parseDecimal } from '../src';

describe('parseDecimal', () => {
  it.each([
    ['۱٫۵', 1.5],
    ['۲/۵', 2.5],
    ['2.5', 2.5],
    ['٢٫٥', 2.5],
    [' 16 ', 16],
    ['۱۵٬۰۰۰', 15000],
    ['15,000', 15000],
    ['20,000.5', 20000.5],
    ['-3', -3],
    ['−۰٫۲۵', -0.25],
    ['0', 0],
    ['0.000001', 0.000001],
    ['999999999999', 999999999999],
  ])('reads %p as %p', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '۱۶ آمپر',
    'ده',
    '1,5',
    '1,25,000',
    '15,000٬000',
    '1.2.3',
    '۲/۵/۱',
    '1e6',
    'NaN',
    'Infinity',
    '0.0000001',
    '1000000000000',
    '--1',
    '.5',
    '5.',
  ])('rejects %p', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });
});

describe('formatDecimal', () => {
  it.each([
    [1.5, '۱٫۵'],
    [16, '۱۶'],
    [2.5, '۲٫۵'],
    [0.75, '۰٫۷۵'],
    [20000, '۲۰٬۰۰۰'],
    [1234567.125, '۱٬۲۳۴٬۵۶۷٫۱۲۵'],
    [-0.25, '−۰٫۲۵'],
    [0, '۰'],
    [0.1 + 0.2, '۰٫۳'],
  ])('writes %p as %p', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it('reads back what it writes', () => {
    for (const value of [1.5, 20000, 0.75, 1234567.125, -3])
      expect(parseDecimal(formatDecimal(value))).toBe(value);
  });
});
