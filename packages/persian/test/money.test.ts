import { formatNumber, formatToman, parseToman } from '../src';

describe('parseToman', () => {
  it.each([
    ['۱٬۲۵۰٬۰۰۰', 1250000],
    ['1,250,000', 1250000],
    ['١٢٥٠٠٠٠', 1250000],
    [' 45000 ', 45000],
    ['1 250 000', 1250000],
    ['۹۵۰', 950],
    ['999999999999', 999999999999],
  ])('reads %p as %p', (input, expected) => {
    expect(parseToman(input)).toBe(expected);
  });

  it.each([
    '',
    '0',
    '-5',
    '12.5',
    '1e6',
    'ده هزار',
    '1000000000000',
    '1,000,000,000,000',
    'NaN',
    '1,2,3',
    '1,25,000',
    '1,250000',
    '12,50,00',
  ])('rejects %p', (input) => {
    expect(parseToman(input)).toBeNull();
  });

  it('formats with Persian digits, separators and the word toman', () => {
    expect(formatToman(1250000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });

  it('formats counts with Persian digits and separators, without the word toman', () => {
    expect(formatNumber(10000)).toBe('۱۰٬۰۰۰');
    expect(formatNumber(999)).toBe('۹۹۹');
  });
});
