import { describe, expect, it } from 'vitest';
import {
  enamadLogo,
  formatHours,
  freeShippingRule,
  shipsFree,
  telHref,
  thousandToman,
  warrantyLabel,
} from './shop-info';

describe('the working hours as the footer says them', () => {
  it('when the shop opens every day, then «همه روزه» before the days', () => {
    expect(
      formatHours({ fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00', exceptions: [] }),
    ).toBe('همه روزه (شنبه تا جمعه) ۰۹:۰۰ تا ۲۱:۰۰');
  });

  it('when it opens on some days, then only the days', () => {
    expect(
      formatHours({
        fromDay: 'saturday',
        toDay: 'wednesday',
        opens: '08:30',
        closes: '17:00',
        exceptions: [],
      }),
    ).toBe('(شنبه تا چهارشنبه) ۰۸:۳۰ تا ۱۷:۰۰');
  });

  it('when a day has hours of its own or is closed, then each run of days with its hours, closed days last', () => {
    expect(
      formatHours({
        fromDay: 'saturday',
        toDay: 'friday',
        opens: '09:00',
        closes: '21:00',
        exceptions: [
          { day: 'thursday', closed: false, opens: '09:00', closes: '14:00' },
          { day: 'friday', closed: true, opens: '09:00', closes: '21:00' },
        ],
      }),
    ).toBe('شنبه تا چهارشنبه ۰۹:۰۰ تا ۲۱:۰۰، پنجشنبه ۰۹:۰۰ تا ۱۴:۰۰، جمعه تعطیل');
  });

  it('when a day in the middle of the week is closed, then the runs on either side are named apart', () => {
    expect(
      formatHours({
        fromDay: 'saturday',
        toDay: 'thursday',
        opens: '08:00',
        closes: '18:00',
        exceptions: [{ day: 'monday', closed: true, opens: '08:00', closes: '18:00' }],
      }),
    ).toBe('شنبه تا یکشنبه ۰۸:۰۰ تا ۱۸:۰۰، سه‌شنبه تا پنجشنبه ۰۸:۰۰ تا ۱۸:۰۰، دوشنبه و جمعه تعطیل');
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

describe('what the pages promise', () => {
  it('says the one free-shipping rule the settings hold, or nothing when the shop has none', () => {
    expect(freeShippingRule(500_000)).toBe('برای سفارش‌های از ۵۰۰ هزار تومان به بالا');
    expect(freeShippingRule(1_250_000)).toBe('برای سفارش‌های از ۱٬۲۵۰٬۰۰۰ تومان به بالا');
    expect(freeShippingRule(0)).toBe('برای همه سفارش‌ها');
    expect(freeShippingRule(null)).toBeNull();
  });

  it('ships an order free from the threshold up, never without one', () => {
    expect(shipsFree(500_000, 115_000)).toBe(false);
    expect(shipsFree(500_000, 500_000)).toBe(true);
    expect(shipsFree(0, 1)).toBe(true);
    expect(shipsFree(null, 9_000_000)).toBe(false);
  });

  it('reads a warranty as the owner wrote it, naming it when the owner left the word out', () => {
    expect(warrantyLabel('۱۸ ماه گارانتی شرکتی')).toBe('۱۸ ماه گارانتی شرکتی');
    expect(warrantyLabel('۱۸ ماهه')).toBe('گارانتی ۱۸ ماهه');
    expect(warrantyLabel('ضمانت اصالت و سلامت فیزیکی')).toBe('ضمانت اصالت و سلامت فیزیکی');
  });

  it('finds the eNamad seal’s picture beside its page', () => {
    expect(enamadLogo('https://trustseal.enamad.ir/?id=217543&Code=i2vTFeNyO3PE4BZgvzxv')).toBe(
      'https://trustseal.enamad.ir/logo.aspx?id=217543&Code=i2vTFeNyO3PE4BZgvzxv',
    );
  });
});
