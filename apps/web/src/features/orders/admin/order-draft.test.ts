import type { Order, OrderableVariant } from '@shop/contracts/plain';
import { describe, expect, it } from 'vitest';
import {
  addVariant,
  createLines,
  draftOf,
  offersShopPrice,
  pricesValid,
  totalsOf,
  typedAmount,
  updateBodyOf,
  type DraftLine,
} from './order-draft';

const cable: OrderableVariant = {
  variantId: 'v-cable',
  productId: 'p-cable',
  title: 'کابل افشان',
  variantLabel: 'سطح مقطع: ۲٫۵',
  code: 'PS-F1-2.5',
  barcode: null,
  image: null,
  price: 48_500,
  stock: 500,
  enabled: true,
  unit: 'metre',
  unitSize: null,
  minQuantity: 10,
  quantityStep: 5,
};

const order = {
  lines: [
    {
      productId: 'p-key',
      variantId: 'v-key',
      title: 'کلید',
      variantLabel: null,
      unit: 'piece',
      unitSize: null,
      minQuantity: 1,
      quantityStep: 1,
      quantity: 2,
      unitPrice: 120_000,
      lineTotal: 240_000,
    },
  ],
  discount: 10_000,
  shippingCost: 0,
  phone: '09121234567',
  customerName: null,
  note: null,
} as unknown as Order;

describe('an order as the owner edits it', () => {
  it('adds a variant at its minimum, and one more step when it is already there', () => {
    const once = addVariant([], cable);
    expect(once).toMatchObject([{ variantId: 'v-cable', quantity: 10, shopPrice: 48_500, priceText: '' }]);
    expect(addVariant(once, cable)[0]!.quantity).toBe(15);
  });

  it('prices each line at the owner’s price when he typed one, else the shop’s', () => {
    const lines: DraftLine[] = addVariant([], cable).map((line) => ({ ...line, priceText: '۴۵٬۰۰۰' }));
    expect(totalsOf(lines, 50_000, 30_000)).toEqual({ subtotal: 450_000, total: 430_000 });
    expect(createLines(lines)).toEqual([{ variantId: 'v-cable', quantity: 10, unitPrice: 45_000 }]);
    expect(createLines(addVariant([], cable))).toEqual([{ variantId: 'v-cable', quantity: 10 }]);
  });

  it('offers «قیمت فروشگاه هم …» only for a typed price other than the line’s, and sends it only when ticked and offered', () => {
    const [line] = addVariant([], cable);
    expect(offersShopPrice(line!)).toBe(false);
    expect(offersShopPrice({ ...line!, priceText: '۴۸٬۵۰۰' })).toBe(false);
    expect(offersShopPrice({ ...line!, priceText: 'ارزان' })).toBe(false);
    const ticked = { ...line!, priceText: '۵۰٬۰۰۰', updateShopPrice: true };
    expect(offersShopPrice(ticked)).toBe(true);
    expect(createLines([ticked])).toEqual([
      { variantId: 'v-cable', quantity: 10, unitPrice: 50_000, updateShopPrice: true },
    ]);
    expect(createLines([{ ...ticked, priceText: '48500' }])).toEqual([
      { variantId: 'v-cable', quantity: 10, unitPrice: 48_500 },
    ]);
    const draft = draftOf(order);
    const edited = { ...draft, lines: [{ ...draft.lines[0]!, priceText: '۱۳۰٬۰۰۰', updateShopPrice: true }] };
    expect(updateBodyOf(edited).lines).toEqual([
      { variantId: 'v-key', quantity: 2, unitPrice: 130_000, updateShopPrice: true },
    ]);
  });

  it('flags a price that is no price, and never totals below zero', () => {
    const lines = addVariant([], cable).map((line) => ({ ...line, priceText: 'ارزان' }));
    expect(pricesValid(lines)).toBe(false);
    expect(totalsOf(addVariant([], cable), 10_000_000, 0).total).toBe(0);
  });

  it('reads amounts that may be zero', () => {
    expect(typedAmount('')).toBe(0);
    expect(typedAmount('۰')).toBe(0);
    expect(typedAmount('۲۵٬۰۰۰')).toBe(25_000);
    expect(typedAmount('-5')).toBeNaN();
  });

  it('saves what the owner sees, and an untouched order saves as it was', () => {
    const draft = draftOf(order);
    expect(draft.discount).toBe('۱۰٬۰۰۰');
    expect(updateBodyOf(draft)).toEqual({
      lines: [{ variantId: 'v-key', quantity: 2, unitPrice: 120_000 }],
      discount: 10_000,
      shippingCost: 0,
      phone: '09121234567',
      customerName: null,
      note: null,
    });
  });
});
