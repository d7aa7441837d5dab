import { describe, expect, it } from 'vitest';
import { changedAgo } from './changed-ago';

/** A local time in May 2026, on the given day and hour. */
const at = (day: number, hour = 12) => new Date(2026, 4, day, hour).toISOString();
const now = new Date(2026, 4, 31, 9);

describe('«آخرین تغییر قیمت»', () => {
  it('says today, yesterday and the day before in words, then days in Persian digits', () => {
    expect(changedAgo(at(31, 8), now)).toBe('امروز');
    expect(changedAgo(at(30, 23), now)).toBe('دیروز');
    expect(changedAgo(at(29), now)).toBe('پریروز');
    expect(changedAgo(at(28), now)).toBe('۳ روز پیش');
    expect(changedAgo(at(1), now)).toBe('۳۰ روز پیش');
  });

  it('says months past a month and years past a year', () => {
    expect(changedAgo(new Date(2026, 2, 20).toISOString(), now)).toBe('۲ ماه پیش');
    expect(changedAgo(new Date(2025, 4, 1).toISOString(), now)).toBe('سال گذشته');
    expect(changedAgo(new Date(2023, 4, 1).toISOString(), now)).toBe('۳ سال پیش');
  });

  it('never says a time to come, should the server’s clock run ahead', () => {
    expect(changedAgo(new Date(2026, 5, 2).toISOString(), now)).toBe('امروز');
  });
});
