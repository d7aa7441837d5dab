import type { DeskLine, OrderLine } from '@shop/contracts';
import type { Transaction } from '../../db/client';
import { badRequest } from '../../http/app-error';
import { LINE_TOTAL_MAX, readOffers, variantLabel, type Offer } from '../request-list/price-lines';
import { shopperPrices, type ShopperPrice } from '../trade/shopper-prices';
import { ORDER_MESSAGES } from './messages';

/**
 * The owner's lines as the order keeps them. A variant already on the order keeps what the order froze
 * (title, unit) and takes the new quantity and unit price (his, else the one it had); a new one is read
 * from the shop now (400 when it is gone), at his price or the customer's (his group's and the quantity
 * tier's). Quantities honour the unit's minimum and step; no line's total passes LINE_TOTAL_MAX.
 */
export async function deskLines(
  tx: Transaction,
  wanted: DeskLine[],
  current: OrderLine[],
  groupId: string | null,
): Promise<OrderLine[]> {
  const kept = new Map(current.map((line) => [line.variantId, line]));
  const added = wanted.filter((line) => !kept.has(line.variantId));
  const offers = await readOffers(
    tx,
    added.map((line) => line.variantId),
  );
  const known = added.filter((line) => offers.has(line.variantId));
  const prices = await shopperPrices(
    tx,
    groupId,
    known.map((line) => ({ variant: offers.get(line.variantId)!, quantity: line.quantity })),
  );
  const priceOf = new Map(known.map((line, index) => [line.variantId, prices[index]!]));
  return wanted.map(({ variantId, quantity, unitPrice }) => {
    const base = kept.get(variantId) ?? fromOffer(offers.get(variantId), priceOf.get(variantId));
    const line = { ...base, quantity, unitPrice: unitPrice ?? base.unitPrice };
    const { minQuantity, quantityStep } = line;
    if (quantity < minQuantity || (quantity - minQuantity) % quantityStep !== 0) {
      throw badRequest(ORDER_MESSAGES.badQuantity(line.title, minQuantity, quantityStep));
    }
    if (line.unitPrice * quantity > LINE_TOTAL_MAX) throw badRequest(ORDER_MESSAGES.totalTooLarge);
    return { ...line, lineTotal: line.unitPrice * quantity };
  });
}

/** A new line from the shop's variant, at the customer's price (his group's and the quantity tier's). */
function fromOffer(offer: Offer | undefined, price: ShopperPrice | undefined): OrderLine {
  if (!offer || !price) throw badRequest(ORDER_MESSAGES.variantGone);
  return {
    productId: offer.productId,
    variantId: offer.variantId,
    title: offer.title,
    variantLabel: variantLabel(offer.options, offer.optionValues),
    unit: offer.unit,
    unitSize: offer.unitSize,
    minQuantity: offer.minQuantity,
    quantityStep: offer.quantityStep,
    quantity: 0,
    unitPrice: price.price,
    lineTotal: 0,
    shopPrice: offer.price,
    priceRule: price.rule,
  };
}

/** What the customer pays: the lines, less the discount, plus shipping; 400 when the discount is larger. */
export function orderAmounts(lines: OrderLine[], discount: number, shippingCost: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (discount > subtotal + shippingCost) throw badRequest(ORDER_MESSAGES.discountTooLarge);
  return { subtotal, discount, shippingCost, total: subtotal - discount + shippingCost };
}
