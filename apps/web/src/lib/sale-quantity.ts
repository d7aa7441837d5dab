import { QUANTITY_MAX, type Product } from '@shop/contracts/plain';

/** How a product's quantity moves: from its minimum, in its steps (a roll from 100 m in steps of 50 m). */
export type QuantityRule = Pick<Product, 'minQuantity' | 'quantityStep'>;

/**
 * A quantity typed, stepped or summed to: at least the minimum, on a step, at most the largest quantity
 * the API takes (the last step below it).
 */
export function clampQuantity(quantity: number, { minQuantity, quantityStep }: QuantityRule) {
  if (!Number.isFinite(quantity) || quantity < minQuantity) return minQuantity;
  const stepped = minQuantity + Math.round((quantity - minQuantity) / quantityStep) * quantityStep;
  return stepped <= QUANTITY_MAX
    ? stepped
    : minQuantity + Math.floor((QUANTITY_MAX - minQuantity) / quantityStep) * quantityStep;
}
