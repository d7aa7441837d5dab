import { describe, expect, it } from 'vitest';
import { percentToBp } from './percent';

describe('percentToBp', () => {
  it('when the owner types Persian digits and a Persian decimal, then it is read in basis points', () => {
    expect(percentToBp('۲٫۵')).toBe(250);
    expect(percentToBp('۴')).toBe(400);
    expect(percentToBp('۲/۵٪')).toBe(250);
    expect(percentToBp('5.25')).toBe(525);
  });

  it('when it is no percentage the shop takes, then it is null', () => {
    expect(percentToBp('')).toBeNull();
    expect(percentToBp('0')).toBeNull();
    expect(percentToBp('۹۱')).toBeNull();
    expect(percentToBp('2.555')).toBeNull();
    expect(percentToBp('ده')).toBeNull();
  });
});
