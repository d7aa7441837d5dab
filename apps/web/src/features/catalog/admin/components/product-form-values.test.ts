import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/plain';
import { checkProduct, productFormData, productValues } from './product-form-values';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

const stored = {
  _id: '0b9f7c1e-3a52-4d8e-9c61-2f4a5b6c7d8e',
  title: 'آداپتور ۱۲ ولت',
  description: '<p>آداپتور</p>',
  price: 290000,
  originalPrice: null,
  stock: 0,
  isPopular: true,
  categoryId: null,
  brandId: 'b1f7c1e0-3a52-4d8e-9c61-2f4a5b6c7d8e',
  specs: { a1: 2.5, a2: true, a3: 'o-c' },
  image: 'main.webp',
  gallery: ['red.webp', 'green.webp', 'blue.webp'],
} as unknown as Product;

describe('the product form', () => {
  it('starts empty, in stock and not on the home page, for a new product', () => {
    expect(productValues()).toEqual({
      title: '',
      description: '',
      price: '',
      originalPrice: '',
      inStock: true,
      isPopular: false,
      categoryId: '',
      brandId: '',
      specs: {},
      image: null,
      gallery: [],
    });
  });

  it('starts from the stored product when editing', () => {
    expect(productValues(stored)).toMatchObject({
      title: 'آداپتور ۱۲ ولت',
      price: '290000',
      originalPrice: '',
      inStock: false,
      isPopular: true,
      categoryId: '',
      brandId: 'b1f7c1e0-3a52-4d8e-9c61-2f4a5b6c7d8e',
      specs: { a1: '2.5', a2: 'true', a3: 'o-c' },
      gallery: [
        { key: 'stored-0', name: 'red.webp' },
        { key: 'stored-1', name: 'green.webp' },
        { key: 'stored-2', name: 'blue.webp' },
      ],
    });
  });
});

describe('the product form checks', () => {
  it('when a new product is sent empty, then title, price, description and image are asked for', () => {
    expect(Object.keys(checkProduct(productValues(), true)).sort()).toEqual([
      'description',
      'image',
      'price',
      'title',
    ]);
  });

  it('when a stored product is edited, then its image is optional', () => {
    expect(checkProduct(productValues(stored), false)).toEqual({});
  });

  it('when the description is only empty editor markup, then it counts as empty', () => {
    const values = { ...productValues(stored), description: '<p><br></p>&nbsp;' };
    expect(checkProduct(values, false)).toEqual({ description: 'توضیحات الزامی است' });
  });

  it('when a chosen file is not an image, then the image or the gallery says so', () => {
    const pdf = new File(['x'], 'spec.pdf', { type: 'application/pdf' });
    const values = { ...productValues(stored), image: pdf, gallery: [{ key: 'chosen-1', file: pdf }] };
    expect(checkProduct(values, false)).toEqual({
      image: 'لطفا یک فایل عکس بارگذاری کنید',
      gallery: 'تمام فایلهای گالری باید عکس باشند',
    });
  });
});

describe('the specification fields', () => {
  const attributes = [
    { _id: 'a1', name: 'سطح مقطع', kind: 'number' },
    { _id: 'a2', name: 'ارت‌دار', kind: 'boolean' },
    { _id: 'a4', name: 'طول', kind: 'number' },
  ] as const;

  it('when a number is typed with Persian digits and separators, then it passes; a word or a unit does not', () => {
    const values = { ...productValues(stored), specs: { a1: '۲٫۵', a4: '۱۰۰ متر' } };
    expect(checkProduct(values, false, [...attributes])).toEqual({
      'specs.a4': 'مقدار «طول» باید عدد باشد (مثلاً ۲٫۵)',
    });
  });

  it('sends the whole specification of the category’s attributes, empty fields left out; without them, none', () => {
    const values = { ...productValues(stored), specs: { a1: ' ۲/۵ ', a2: '', a3: 'o-c', a4: '10' } };
    const form = productFormData(values, stored.gallery, [...attributes]);
    expect(JSON.parse(form.get('specs') as string)).toEqual({ a1: '۲/۵', a4: '10' });
    expect(form.get('brandId')).toBe('b1f7c1e0-3a52-4d8e-9c61-2f4a5b6c7d8e');
    expect(productFormData(values, stored.gallery).has('specs')).toBe(false);
  });
});

describe('what the product form sends', () => {
  it('sends the fields trimmed, and stock and popular as words', () => {
    const form = productFormData({
      ...productValues(),
      title: '  کابل  ',
      price: ' ۹۰۰۰ ',
      description: '<p>x</p>',
    });
    expect(form.get('title')).toBe('کابل');
    expect(form.get('price')).toBe('۹۰۰۰');
    expect(form.get('stock')).toBe('true');
    expect(form.get('isPopular')).toBe('false');
    expect(form.get('categoryId')).toBe('');
    expect(form.has('image')).toBe(false);
  });

  it('when the gallery was edited, then new files, removed names and the order over both', () => {
    const added = png('yellow.png');
    const values = {
      ...productValues(stored),
      gallery: [
        { key: 'stored-2', name: 'blue.webp' },
        { key: 'chosen-1', file: added },
        { key: 'stored-0', name: 'red.webp' },
      ],
    };
    const form = productFormData(values, stored.gallery);
    expect(form.getAll('gallery')).toHaveLength(1);
    expect(form.getAll('removedGallery')).toEqual(['green.webp']);
    expect(form.getAll('galleryOrder')).toEqual(['blue.webp', 'new:0', 'red.webp']);
  });
});
