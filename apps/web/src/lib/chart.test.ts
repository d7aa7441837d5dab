import { describe, expect, it } from 'vitest';
import { compactAmount } from './chart';

describe('amounts on a chart’s axis', () => {
  it('are written in a few letters', () => {
    expect(compactAmount(0)).toBe('۰');
    expect(compactAmount(950)).toBe('۹۵۰');
    expect(compactAmount(1_250_000)).toBe('۱٫۳ میلیون');
    expect(compactAmount(2_000_000_000)).toBe('۲ میلیارد');
  });
});
