import { describe, expect, it } from 'vitest';
import { axisDay, fullDay, labelledDays, share } from './funnel-format';

describe('the funnel chart’s labels', () => {
  it('names days in the Solar Hijri calendar with Persian digits', () => {
    expect(axisDay('2026-03-21')).toBe('۱ فروردین');
    expect(fullDay('2026-03-20')).toBe('۲۹ اسفند ۱۴۰۴');
  });

  it('labels today and every few days before it, as many as fit', () => {
    expect(labelledDays(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledDays(5, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledDays(90, 0.5)).toEqual([89]);
  });

  it('gives a step’s share of the one before it', () => {
    expect(share(32, 1000)).toBe('۳٫۲٪');
    expect(share(3, 0)).toBeUndefined();
  });
});
