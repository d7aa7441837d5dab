import { QUANTITY_MAX } from '@shop/contracts/plain';
import { describe, expect, it } from 'vitest';
import { clampQuantity } from './sale-quantity';

describe('a quantity in its unit', () => {
  it('when typed or stepped, then it is held to the minimum and the step', () => {
    const roll = { minQuantity: 100, quantityStep: 50 };
    expect(clampQuantity(30, roll)).toBe(100);
    expect(clampQuantity(170, roll)).toBe(150);
    expect(clampQuantity(180, roll)).toBe(200);
    expect(clampQuantity(Number.NaN, roll)).toBe(100);
  });

  it('when it would pass the largest quantity the API takes, then it stops at the last step below', () => {
    expect(clampQuantity(QUANTITY_MAX + 5, { minQuantity: 1, quantityStep: 1 })).toBe(QUANTITY_MAX);
    expect(clampQuantity(QUANTITY_MAX * 2, { minQuantity: 3, quantityStep: 7 })).toBe(
      3 + Math.floor((QUANTITY_MAX - 3) / 7) * 7,
    );
  });
});
