import { describe, expect, it } from 'vitest';
import { formatHours, telHref, thousandToman } from './shop-info';

describe('the working hours as the footer says them', () => {
  it('when the shop opens every day, then «همه روزه» before the days', () => {
    expect(formatHours({ fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00' })).toBe(
      'همه روزه (شنبه تا جمعه) ۰۹:۰۰ تا ۲۱:۰۰',
    );
  });

  it('when it opens on some days, then only the days', () => {
    expect(formatHours({ fromDay: 'saturday', toDay: 'wednesday', opens: '08:30', closes: '17:00' })).toBe(
      '(شنبه تا چهارشنبه) ۰۸:۳۰ تا ۱۷:۰۰',
    );
  });
});

describe('an amount in toman for the free-shipping line', () => {
  it('in thousands when it is whole thousands under a million', () => {
    expect(thousandToman(500_000)).toBe('۵۰۰ هزار تومان');
  });

  it('in full, with Persian separators, otherwise', () => {
    expect(thousandToman(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(thousandToman(1500)).toBe('۱٬۵۰۰ تومان');
  });
});

describe('a phone link', () => {
  it('drops the spaces and dashes the admin typed', () => {
    expect(telHref('021-8877 6655')).toBe('tel:02188776655');
  });

  it('keeps a leading + of an international number', () => {
    expect(telHref('+98 912 000 0000')).toBe('tel:+989120000000');
  });
});
