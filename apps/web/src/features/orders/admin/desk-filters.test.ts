import { describe, expect, it } from 'vitest';
import { exportAddress, filtersOf, searchOf, typedDay, typedDigits } from './desk-filters';

describe('the desk’s filters in its address', () => {
  it('reads the filters an address names, and leaves out what it cannot read', () => {
    const search = new URLSearchParams(
      'status=new&channel=call&phone=0912&number=123&from=2026-11-22&to=nope&page=3',
    );
    expect(filtersOf(search)).toEqual({
      status: 'new',
      channel: 'call',
      phone: '0912',
      number: '123',
      from: '2026-11-22',
      to: undefined,
      page: 3,
    });
    expect(filtersOf(new URLSearchParams('status=lost&channel=fax&page=-2'))).toEqual({
      status: undefined,
      channel: undefined,
      phone: undefined,
      number: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it('writes only the filters in use, and no first page', () => {
    expect(searchOf({ status: 'confirmed', phone: '', page: 1 }).toString()).toBe('status=confirmed');
    expect(searchOf({ page: 2, from: '2026-11-22' }).toString()).toBe('page=2&from=2026-11-22');
  });

  it('exports the same orders as the list, every page', () => {
    expect(exportAddress('/api/orders/export.csv', { status: 'new', page: 4 })).toBe(
      '/api/orders/export.csv?status=new',
    );
    expect(exportAddress('/api/orders/export.xlsx', { page: 1 })).toBe('/api/orders/export.xlsx');
  });
});

describe('what the owner types', () => {
  it('reads a Solar Hijri day in Persian digits as the ISO day', () => {
    expect(typedDay('۱۴۰۵/۰۹/۰۱')).toEqual({ day: '2026-11-22' });
    expect(typedDay(' ')).toEqual({});
    expect(typedDay('۱۴۰۵/۱۳/۰۱').error).toBe('تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ بنویسید');
  });

  it('sends numbers and phones in Latin digits', () => {
    expect(typedDigits('۰۹۱۲ ۱۲۳')).toBe('0912 123');
    expect(typedDigits('  ')).toBeUndefined();
  });
});
