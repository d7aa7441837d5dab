import type { ShopperPrice as ShopperPriceAnswer } from '@shop/contracts';
import type { Database } from '../../db/client';
import { groupOf, readPricedVariants, shopperPrices } from './shopper-prices';

/**
 * The signed-in shopper's prices for these variants and quantities: his group's rules and the quantity
 * tiers; variants that do not exist are left out.
 */
export async function myPrices(
  db: Database,
  userId: string,
  lines: { variantId: string; quantity: number }[],
): Promise<{ prices: ShopperPriceAnswer[] }> {
  const variants = await readPricedVariants(
    db,
    lines.map((line) => line.variantId),
  );
  const found = lines.filter((line) => variants.has(line.variantId));
  const prices = await shopperPrices(
    db,
    await groupOf(db, userId),
    found.map((line) => ({ variant: variants.get(line.variantId)!, quantity: line.quantity })),
  );
  return {
    prices: found.map((line, index) => ({
      variantId: line.variantId,
      quantity: line.quantity,
      shopPrice: variants.get(line.variantId)!.price,
      price: prices[index]!.price,
      rule: prices[index]!.rule,
    })),
  };
}
