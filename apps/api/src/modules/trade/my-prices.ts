import type { CardPrice, ShopperPrice as ShopperPriceAnswer } from '@shop/contracts';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { groupOf, readPricedVariants, shopperPrices, type PricedVariant } from './shopper-prices';

interface CardVariant extends PricedVariant {
  productId: string;
  minQuantity: number;
}

/**
 * The variants these products' cards stand for, by position: the enabled ones in stock, else the enabled
 * ones. One read: the products by key, their variants by `product_variants_product_idx`.
 */
async function readCardVariants(db: Database, productIds: string[]): Promise<CardVariant[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      minQuantity: products.minQuantity,
      categoryId: products.categoryId,
      brandId: products.brandId,
      variantId: productVariants.id,
      price: productVariants.price,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        inArray(products.id, productIds),
        eq(productVariants.enabled, true),
        // products.stock is the sum of the enabled variants' stock (their trigger keeps it): 0 when none
        // is in stock, and then every enabled one stands for the card.
        or(gt(productVariants.stock, 0), eq(products.stock, 0)),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/**
 * The signed-in shopper's prices: for these variants and quantities, and for these products' cards (the
 * cheapest of a card's variants at the product's minimum quantity, the first by position when two are
 * equal). His group's rules and the quantity tiers price both, read once; what does not exist, and a
 * product with no enabled variant, are left out.
 */
export async function myPrices(
  db: Database,
  userId: string,
  body: { lines: { variantId: string; quantity: number }[]; products: string[] },
): Promise<{ prices: ShopperPriceAnswer[]; products: CardPrice[] }> {
  const [groupId, variants, cardVariants] = await Promise.all([
    groupOf(db, userId),
    readPricedVariants(
      db,
      body.lines.map((line) => line.variantId),
    ),
    readCardVariants(db, body.products),
  ]);
  const lines = [
    ...body.lines
      .filter((line) => variants.has(line.variantId))
      .map((line) => ({ variant: variants.get(line.variantId)!, quantity: line.quantity })),
    ...cardVariants.map((variant) => ({ variant, quantity: variant.minQuantity })),
  ];
  const priced: ShopperPriceAnswer[] = (await shopperPrices(db, groupId, lines)).map((price, index) => ({
    variantId: lines[index]!.variant.variantId,
    quantity: lines[index]!.quantity,
    shopPrice: lines[index]!.variant.price,
    ...price,
  }));
  const asked = priced.length - cardVariants.length;

  const cheapest = new Map<string, CardPrice>();
  cardVariants.forEach((variant, index) => {
    const price = priced[asked + index]!;
    const best = cheapest.get(variant.productId);
    if (!best || price.price < best.price)
      cheapest.set(variant.productId, { productId: variant.productId, ...price });
  });
  return {
    prices: priced.slice(0, asked),
    products: body.products.flatMap((id) => cheapest.get(id) ?? []),
  };
}
