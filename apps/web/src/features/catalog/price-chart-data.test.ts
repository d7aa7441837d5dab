import { describe, expect, it } from 'vitest';
import { everyFew, monthsBefore, pointsSince, solarMonthStarts } from './price-chart-data';

const point = (at: string, price: number) => ({ at: new Date(at).toISOString(), price });

describe('the price chart’s points', () => {
  const points = [
    point('2025-01-10T10:00:00Z', 100_000),
    point('2025-09-01T10:00:00Z', 110_000),
    point('2026-02-15T10:00:00Z', 120_000),
    point('2026-04-01T10:00:00Z', 115_000),
  ];

  it('start with the price in force at the window’s start, then every change after it', () => {
    const from = monthsBefore(new Date('2026-05-20T12:00:00Z'), 6);
    expect(from.toISOString()).toBe('2025-11-20T12:00:00.000Z');
    expect(pointsSince(points, from)).toEqual([
      { at: from.getTime(), price: 110_000 },
      { at: Date.parse('2026-02-15T10:00:00Z'), price: 120_000 },
      { at: Date.parse('2026-04-01T10:00:00Z'), price: 115_000 },
    ]);
  });

  it('start at the first price when the variant is younger than the window', () => {
    expect(pointsSince(points.slice(2), new Date('2025-11-20T12:00:00Z'))).toEqual([
      { at: Date.parse('2026-02-15T10:00:00Z'), price: 120_000 },
      { at: Date.parse('2026-04-01T10:00:00Z'), price: 115_000 },
    ]);
  });
});

describe('the price chart’s months', () => {
  it('are the Solar Hijri months begun inside the window, by name', () => {
    const starts = solarMonthStarts(new Date(2026, 0, 1), new Date(2026, 4, 1));
    expect(starts.map((start) => start.name)).toEqual(['بهمن', 'اسفند', 'فروردین', 'اردیبهشت']);
    // 1 Farvardin 1405 is 21 March 2026.
    expect(new Date(starts[2]!.at).getDate()).toBe(21);
  });

  it('are named every few when they do not fit, the newest always', () => {
    expect(everyFew([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(everyFew([1, 2, 3], 10)).toEqual([1, 2, 3]);
  });
});
