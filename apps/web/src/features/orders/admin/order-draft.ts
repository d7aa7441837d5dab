import type { Order, OrderableVariant, OrderLine, SaleUnitOf } from '@shop/contracts/plain';
import { formatNumber, parseToman, toLatinDigits, toPersianDigits } from '@shop/persian';
import { clampQuantity } from '../../../lib/sale-quantity';

/** A line as the owner edits it: the variant, its quantity in its unit, and its price as typed. */
export interface DraftLine extends SaleUnitOf {
  variantId: string;
  title: string;
  variantLabel: string | null;
  minQuantity: number;
  quantityStep: number;
  quantity: number;
  /** The shop's price (a hand order's line, until the owner types his own). */
  shopPrice: number;
  /** The owner's price as typed («۱۲۵٬۰۰۰»); empty: the shop's price. */
  priceText: string;
  /** «قیمت فروشگاه هم به همین مبلغ تغییر کند»: ticked, the catalog takes the typed price on the save. */
  updateShopPrice: boolean;
}

/** An order's lines as they stand, each with its price written out to edit. */
export const draftLinesOf = (lines: OrderLine[]): DraftLine[] =>
  lines.map((line) => ({
    variantId: line.variantId,
    title: line.title,
    variantLabel: line.variantLabel,
    unit: line.unit,
    unitSize: line.unitSize,
    minQuantity: line.minQuantity,
    quantityStep: line.quantityStep,
    quantity: line.quantity,
    shopPrice: line.unitPrice,
    priceText: formatNumber(line.unitPrice),
    updateShopPrice: false,
  }));

/** A variant found by the search, added at its minimum; one already on the order gets one more step. */
export function addVariant(lines: DraftLine[], variant: OrderableVariant): DraftLine[] {
  if (lines.some((line) => line.variantId === variant.variantId)) {
    return lines.map((line) =>
      line.variantId === variant.variantId
        ? { ...line, quantity: clampQuantity(line.quantity + line.quantityStep, line) }
        : line,
    );
  }
  const line: DraftLine = {
    variantId: variant.variantId,
    title: variant.title,
    variantLabel: variant.variantLabel,
    unit: variant.unit,
    unitSize: variant.unitSize,
    minQuantity: variant.minQuantity,
    quantityStep: variant.quantityStep,
    quantity: variant.minQuantity,
    shopPrice: variant.price,
    priceText: '',
    updateShopPrice: false,
  };
  return [...lines, line];
}

/** The owner's own price when he typed a valid one; null for nothing typed; NaN for what is no price. */
export function typedPrice(line: Pick<DraftLine, 'priceText'>): number | null {
  if (!line.priceText.trim()) return null;
  return parseToman(line.priceText) ?? Number.NaN;
}

/**
 * Whether the line offers «قیمت فروشگاه هم …»: the owner typed a valid price other than the line's (a new
 * line's shop price, an order's line's saved price).
 */
export function offersShopPrice(line: Pick<DraftLine, 'priceText' | 'shopPrice'>): boolean {
  const typed = typedPrice(line);
  return typed !== null && !Number.isNaN(typed) && typed !== line.shopPrice;
}

/** `updateShopPrice` as the API takes it: only where the box is shown and ticked. */
const shopPriceAsked = (line: DraftLine) =>
  line.updateShopPrice && offersShopPrice(line) ? { updateShopPrice: true } : {};

/** What the line costs a unit: the owner's price, else the shop's. */
export const unitPriceOf = (line: DraftLine) => {
  const typed = typedPrice(line);
  return typed === null || Number.isNaN(typed) ? line.shopPrice : typed;
};

/** An amount that may be zero (a discount, a shipping cost): a whole toman, or NaN. */
export function typedAmount(text: string): number {
  const latin = toLatinDigits(text).trim();
  if (latin === '' || /^0+$/.test(latin)) return 0;
  return parseToman(latin) ?? Number.NaN;
}

/** The lines' sum, and what the customer pays after the discount and with shipping (never below zero). */
export function totalsOf(lines: DraftLine[], discount: number, shippingCost: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * unitPriceOf(line), 0);
  const safe = (amount: number) => (Number.isNaN(amount) ? 0 : amount);
  return { subtotal, total: Math.max(0, subtotal - safe(discount) + safe(shippingCost)) };
}

/** Whether every price typed is a price (the form says which one is not). */
export const pricesValid = (lines: DraftLine[]) => lines.every((line) => !Number.isNaN(typedPrice(line)));

/** A hand order's lines as the API takes them: the owner's price only where he typed one. */
export const createLines = (lines: DraftLine[]) =>
  lines.map((line) => {
    const { variantId, quantity } = line;
    const unitPrice = typedPrice(line);
    return unitPrice === null
      ? { variantId, quantity }
      : { variantId, quantity, unitPrice, ...shopPriceAsked(line) };
  });

/** An order's lines as the API takes them on a save: each at the price the owner sees (frozen as shown). */
export const updateLines = (lines: DraftLine[]) =>
  lines.map((line) => ({
    variantId: line.variantId,
    quantity: line.quantity,
    unitPrice: unitPriceOf(line),
    ...shopPriceAsked(line),
  }));

/** An order as the owner edits it: its lines, and the amounts and the customer as typed. */
export interface DraftOrder {
  lines: DraftLine[];
  discount: string;
  shippingCost: string;
  phone: string;
  customerName: string;
  note: string;
}

const amountText = (amount: number) => (amount > 0 ? formatNumber(amount) : '');

export const draftOf = (order: Order): DraftOrder => ({
  lines: draftLinesOf(order.lines),
  discount: amountText(order.discount),
  shippingCost: amountText(order.shippingCost),
  phone: toPersianDigits(order.phone ?? ''),
  customerName: order.customerName ?? '',
  note: order.note ?? '',
});

/** The save's body; compared with the saved order's, it also tells whether anything changed. */
export const updateBodyOf = (draft: DraftOrder) => ({
  lines: updateLines(draft.lines),
  discount: typedAmount(draft.discount),
  shippingCost: typedAmount(draft.shippingCost),
  phone: toLatinDigits(draft.phone).trim() || null,
  customerName: draft.customerName.trim() || null,
  note: draft.note.trim() || null,
});
