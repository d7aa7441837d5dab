import { leftToRight, maskPhone, parseIranMobile } from '../src';

describe('parseIranMobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['0912-123-4567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+۹۸ ۹۳۵ ۱۱۱ ۲۲ ۳۳', '09351112233'],
  ])('when given %s, then it answers %s', (input, expected) => {
    expect(parseIranMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '0912123456',
    '091212345678',
    '08121234567',
    '02188776655',
    'abc',
    '+4915112345678',
    '0912123456a',
  ])('when given %p, then it rejects it', (input) => {
    expect(parseIranMobile(input)).toBeNull();
  });

  it('masks the middle of a number', () => {
    expect(maskPhone('09121234567')).toBe('0912***4567');
  });
});

describe('leftToRight', () => {
  it('isolates a number left to right, so a Persian line keeps its digit runs in reading order', () => {
    expect(leftToRight('۰۹۱۲***۴۵۶۷')).toBe('\u2066۰۹۱۲***۴۵۶۷\u2069');
  });
});
