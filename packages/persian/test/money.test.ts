import { formatToman, parseToman } from '../src';

describe('parseToman', () => {
  it.each([
    ['۱٬۲۵۰٬۰۰۰', 1250000],
    ['1,250,000', 1250000],
    ['١٢٥٠٠٠٠', 1250000],
    [' 45000 ', 45000],
    ['999999999999', 999999999999],
  ])('reads %p as %p', (input, expected) => {
    expect(parseToman(input)).toBe(expected);
  });

  it.each(['', '0', '-5', '12.5', '1e6', 'ده هزار', '1000000000000', 'NaN'])('rejects %p', (input) => {
    expect(parseToman(input)).toBeNull();
  });

  it('formats with Persian digits, separators and the word toman', () => {
    expect(formatToman(1250000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });
});
