import type { DeskLine, OrderLine } from '@shop/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { productVariants } from '../../db/schema';
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
  return wanted.map(({ variantId, quantity, unitPrice, updateShopPrice }) => {
    const base = kept.get(variantId) ?? fromOffer(offers.get(variantId), priceOf.get(variantId));
    const line = { ...base, quantity, unitPrice: unitPrice ?? base.unitPrice };
    // The shop's price is now the one he typed: the line says so, as a line at the shop's price does.
    if (updateShopPrice) Object.assign(line, { shopPrice: line.unitPrice, priceRule: null });
    const { minQuantity, quantityStep } = line;
    if (quantity < minQuantity || (quantity - minQuantity) % quantityStep !== 0) {
      throw badRequest(ORDER_MESSAGES.badQuantity(line.title, minQuantity, quantityStep));
    }
    if (line.unitPrice * quantity > LINE_TOTAL_MAX) throw badRequest(ORDER_MESSAGES.totalTooLarge);
    return { ...line, lineTotal: line.unitPrice * quantity };
  });
}

/**
 * «قیمت فروشگاه هم به همین مبلغ تغییر کند»: the catalog price of each variant whose line asks it becomes the
 * line's unit price, in one statement of the order's transaction, so the price history's and the catalog
 * version's statement triggers see it as they see the product form's save (and the alerts' trigger marks
 * price-drop alerts due). A variant deleted since the line was made is a 400 naming it. Answers the titles
 * of the lines whose shop price changed (none when it already was that price).
 */
export async function setShopPrices(
  tx: Transaction,
  wanted: DeskLine[],
  lines: OrderLine[],
): Promise<string[]> {
  const asked = lines.filter((line) =>
    wanted.some((each) => each.variantId === line.variantId && each.updateShopPrice),
  );
  if (asked.length === 0) return [];
  const ids = asked.map((line) => line.variantId);
  const found = await tx
    .select({ id: productVariants.id, price: productVariants.price })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .for('update');
  const priceOf = new Map(found.map((row) => [row.id, row.price]));
  const gone = asked.find((line) => !priceOf.has(line.variantId));
  if (gone) throw badRequest(ORDER_MESSAGES.shopPriceGone(gone.title));
  const changed = asked.filter((line) => priceOf.get(line.variantId) !== line.unitPrice);
  if (changed.length === 0) return [];
  const rows = sql.join(
    changed.map((line) => sql`(${line.variantId}::uuid, ${line.unitPrice}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${productVariants} SET "price" = "wanted"."price", "updated_at" = now()
    FROM (VALUES ${rows}) AS "wanted" ("id", "price")
    WHERE ${productVariants.id} = "wanted"."id"`);
  return changed.map((line) => line.title);
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
