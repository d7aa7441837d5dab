import type { Product, Variant } from '@shop/contracts/plain';
import { describe, expect, it } from 'vitest';
import { chooseValue, chosenSpecifications, initialVariant, valueState } from './variant-choice';
import { orderTitle } from './order-title';

const variant = (id: string, options: string[], price: number, stock: number): Variant => ({
  _id: id,
  options,
  code: null,
  barcode: null,
  price,
  originalPrice: null,
  stock,
  image: null,
  enabled: true,
});

// A lamp in 7 and 10 W, each in 3000 and 6500 K; the 10 W warm one is not made, the 7 W cold one is out.
const lamp = {
  price: 95_000,
  unit: 'piece',
  unitSize: null,
  minQuantity: 1,
  quantityStep: 1,
  title: 'لامپ ال‌ای‌دی',
  options: [
    { name: 'توان', attributeId: null, values: ['۷', '۱۰'] },
    { name: 'رنگ نور', attributeId: null, values: ['۳۰۰۰', '۶۵۰۰'] },
  ],
  variants: [
    variant('a', ['۷', '۳۰۰۰'], 95_000, 4),
    variant('b', ['۷', '۶۵۰۰'], 95_000, 0),
    variant('c', ['۱۰', '۶۵۰۰'], 120_000, 9),
  ],
} as unknown as Product;

describe('choosing a variant', () => {
  it('opens on the variant the address names, else the one the price is of', () => {
    expect(initialVariant(lamp, 'c')?._id).toBe('c');
    expect(initialVariant(lamp, 'nope')?._id).toBe('a');
    expect(initialVariant(lamp, null)?._id).toBe('a');
  });

  it('tells a value that is out of stock from one not made beside the other chosen values', () => {
    const warm7 = lamp.variants[0]!;
    expect(valueState(lamp.variants, warm7, 0, '۱۰')).toBe('no-variant');
    expect(valueState(lamp.variants, warm7, 1, '۶۵۰۰')).toBe('out-of-stock');
    expect(valueState(lamp.variants, lamp.variants[2]!, 0, '۷')).toBe('out-of-stock');
  });

  it('keeps the other values when it can, else moves to a variant holding the value', () => {
    const warm7 = lamp.variants[0]!;
    expect(chooseValue(lamp.variants, warm7, 0, '۱۰')?._id).toBe('c');
    expect(chooseValue(lamp.variants, lamp.variants[2]!, 1, '۶۵۰۰')?._id).toBe('c');
  });

  it('names the variant and the quantity in the order message, and a single piece by its title alone', () => {
    expect(orderTitle(lamp, lamp.variants[2], 3)).toBe('لامپ ال‌ای‌دی (توان: ۱۰، رنگ نور: ۶۵۰۰) — ۳ عدد');
    const plain = { ...lamp, options: [] } as Product;
    expect(orderTitle(plain, undefined, 1)).toBe('لامپ ال‌ای‌دی');
    const cable = { ...plain, title: 'کابل', unit: 'metre' } as Product;
    expect(orderTitle(cable, undefined, 25)).toBe('کابل — ۲۵ متر');
  });

  it('puts the chosen variant’s values first in the specification table, in place of a tied attribute’s row', () => {
    const tied = {
      ...lamp,
      options: [{ ...lamp.options[0]!, attributeId: 'power' }, lamp.options[1]!],
    } as Product;
    const table = chosenSpecifications(tied, lamp.variants[2], [
      { attributeId: 'power', name: 'توان', kind: 'number', unit: 'وات', value: 12 },
      { attributeId: 'base', name: 'پایه', kind: 'text', unit: null, value: 'E27' },
    ]);
    expect(table.map((row) => [row.name, row.value])).toEqual([
      ['توان', '۱۰'],
      ['رنگ نور', '۶۵۰۰'],
      ['پایه', 'E27'],
    ]);
  });
});
