import { jalaliToIsoDay } from '../src';

/** The Jalali day the platform's own calendar (ICU) gives a Gregorian day, as `1405/9/1`. */
const icu = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const icuJalali = (iso: string) => {
  const parts = icu.formatToParts(new Date(`${iso}T12:00:00Z`));
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}/${part('month')}/${part('day')}`;
};

describe('jalaliToIsoDay', () => {
  it.each([
    ['۱۴۰۵/۰۱/۰۱', '2026-03-21'],
    ['۱۴۰۳/۱۲/۳۰', '2025-03-20'],
    ['1403/1/1', '2024-03-20'],
    ['۱۴۰۵-۰۹-۰۱', '2026-11-22'],
    ['١٤٠٢/٠٧/٠١', '2023-09-23'],
    [' 1399/12/30 ', '2021-03-20'],
  ])('reads %p as %p', (typed, iso) => {
    expect(jalaliToIsoDay(typed)).toBe(iso);
  });

  it.each(['', '۱۴۰۵', '۱۴۰۵/۱۳/۰۱', '۱۴۰۵/۰۷/۳۱', '۱۴۰۴/۱۲/۳۰', '۱۴۰۵/۰۰/۱۰', 'فردا', '05/09/01'])(
    'refuses %p',
    (typed) => {
      expect(jalaliToIsoDay(typed)).toBeUndefined();
    },
  );

  it('agrees with the platform calendar on every day of fifteen years', () => {
    const start = Date.UTC(2015, 0, 1);
    for (let day = 0; day < 15 * 366; day++) {
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      expect(jalaliToIsoDay(icuJalali(iso))).toBe(iso);
    }
  });
});
