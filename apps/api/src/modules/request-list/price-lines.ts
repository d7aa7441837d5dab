import {
  REQUEST_LIST_MAX_LINES,
  type LineState,
  type PricedLine,
  type PricedList,
  type ProductOption,
  type RequestLine,
} from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { shopperPrices } from '../trade/shopper-prices';

/**
 * A line's total past which the line is refused as 'bad-quantity': no order of an electrical shop comes
 * near it (90 trillion toman), and the list's total of at most 100 such lines stays an exact number.
 */
export const LINE_TOTAL_MAX = Math.floor(Number.MAX_SAFE_INTEGER / REQUEST_LIST_MAX_LINES);

/** What the pricing reads of a variant and its product: one row per variant. */
export interface Offer {
  variantId: string;
  price: number;
  stock: number;
  enabled: boolean;
  variantImage: string | null;
  optionValues: string[];
  productId: string;
  categoryId: string | null;
  brandId: string | null;
  title: string;
  options: ProductOption[];
  productImage: string;
  unit: PricedLine['unit'];
  unitSize: number | null;
  minQuantity: number;
  quantityStep: number;
}

/** The variants named, with their products: one query over the variants' primary key. */
export async function readOffers(
  db: Database | Transaction,
  variantIds: string[],
): Promise<Map<string, Offer>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      price: productVariants.price,
      stock: productVariants.stock,
      enabled: productVariants.enabled,
      variantImage: productVariants.image,
      optionValues: productVariants.optionValues,
      productId: products.id,
      categoryId: products.categoryId,
      brandId: products.brandId,
      title: products.title,
      options: products.options,
      productImage: products.image,
      unit: products.unit,
      unitSize: products.unitSize,
      minQuantity: products.minQuantity,
      quantityStep: products.quantityStep,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.variantId, row]));
}

/** «سطح مقطع: ۲٫۵، رنگ: مشکی»: each option's name and the variant's value; null without options. */
export function variantLabel(options: ProductOption[], values: string[]): string | null {
  if (options.length === 0) return null;
  return options.map((option, index) => `${option.name}: ${values[index] ?? ''}`).join('، ');
}

/**
 * Why the line cannot be ordered as it is, in this order: gone, disabled, out of stock (the variant holds
 * less than the quantity: a pro-forma promises only what the shop can deliver, and `stock` lets the list
 * offer what is left), a quantity the unit does not allow (below the minimum, off the step, or a total
 * beyond LINE_TOTAL_MAX); else available.
 */
function stateOf(offer: Offer | undefined, quantity: number): LineState {
  if (!offer) return 'gone';
  if (!offer.enabled) return 'disabled';
  if (offer.stock < quantity) return 'out-of-stock';
  const { minQuantity, quantityStep } = offer;
  if (quantity < minQuantity || (quantity - minQuantity) % quantityStep !== 0) return 'bad-quantity';
  if (offer.price * quantity > LINE_TOTAL_MAX) return 'bad-quantity';
  return 'available';
}

/** A line of a variant that no longer exists: only what the shopper's list itself knows. */
const goneLine = (line: RequestLine): PricedLine => ({
  variantId: line.variantId,
  productId: null,
  title: null,
  variantLabel: null,
  image: null,
  unit: 'piece',
  unitSize: null,
  minQuantity: 1,
  quantityStep: 1,
  quantity: line.quantity,
  unitPrice: null,
  addedPrice: line.addedPrice,
  shopPrice: null,
  priceRule: null,
  lineTotal: 0,
  stock: 0,
  state: 'gone',
});

/**
 * The list priced now, by the server, for the shopper's group (null: a consumer): each line's variant and
 * product read in one query, today's unit price (the variant's, less the group's rule and the quantity
 * tier the line reaches), its total, stock and state; the total sums the available lines. The client's
 * `addedPrice` is only echoed back, for the list to show «قبلی» beside today's price.
 */
export async function priceLines(
  db: Database | Transaction,
  lines: RequestLine[],
  groupId: string | null = null,
): Promise<PricedList> {
  const offers = await readOffers(
    db,
    lines.map((line) => line.variantId),
  );
  const found = lines.filter((line) => offers.has(line.variantId));
  const prices = await shopperPrices(
    db,
    groupId,
    found.map((line) => ({ variant: offers.get(line.variantId)!, quantity: line.quantity })),
  );
  const priceOf = new Map(found.map((line, index) => [line.variantId, prices[index]!]));
  const priced = lines.map((line): PricedLine => {
    const found = offers.get(line.variantId);
    if (!found) return goneLine(line);
    const { price, rule } = priceOf.get(line.variantId)!;
    const offer = { ...found, price };
    const state = stateOf(offer, line.quantity);
    return {
      variantId: line.variantId,
      productId: offer.productId,
      title: offer.title,
      variantLabel: variantLabel(offer.options, offer.optionValues),
      image: offer.variantImage ?? offer.productImage,
      unit: offer.unit,
      unitSize: offer.unitSize,
      minQuantity: offer.minQuantity,
      quantityStep: offer.quantityStep,
      quantity: line.quantity,
      unitPrice: offer.price,
      addedPrice: line.addedPrice,
      shopPrice: found.price,
      priceRule: rule,
      // A quantity too large to total is a bad quantity: its total is not worth a number.
      lineTotal: offer.price * line.quantity > LINE_TOTAL_MAX ? 0 : offer.price * line.quantity,
      stock: offer.stock,
      state,
    };
  });
  const total = priced.reduce((sum, line) => (line.state === 'available' ? sum + line.lineTotal : sum), 0);
  return { lines: priced, total };
}
