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
  warranty: '۱۸ ماه گارانتی شرکتی',
  specs: { a1: 2.5, a2: true, a3: 'o-c' },
  image: 'main.webp',
  gallery: ['red.webp', 'green.webp', 'blue.webp'],
  unit: 'piece',
  unitSize: null,
  minQuantity: 1,
  quantityStep: 1,
  options: [],
  variants: [],
} as unknown as Product;

describe('the product form', () => {
  it('starts empty, its quantity to be typed, and not on the home page, for a new product', () => {
    expect(productValues()).toEqual({
      title: '',
      description: '',
      price: '',
      originalPrice: '',
      stock: '',
      isPopular: false,
      categoryId: '',
      brandId: '',
      warranty: '',
      specs: {},
      image: null,
      gallery: [],
      unit: 'piece',
      unitSize: '',
      minQuantity: '۱',
      quantityStep: '۱',
      options: [],
      variants: [],
    });
  });

  it('starts from the stored product when editing', () => {
    expect(productValues(stored)).toMatchObject({
      title: 'آداپتور ۱۲ ولت',
      price: '۲۹۰۰۰۰',
      originalPrice: '',
      stock: '۰',
      isPopular: true,
      categoryId: '',
      brandId: 'b1f7c1e0-3a52-4d8e-9c61-2f4a5b6c7d8e',
      warranty: '۱۸ ماه گارانتی شرکتی',
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
  it('when a new product is sent empty, then title, price, quantity, description and image are asked for', () => {
    expect(Object.keys(checkProduct(productValues(), true)).sort()).toEqual([
      'description',
      'image',
      'price',
      'stock',
      'title',
    ]);
  });

  it('when a quantity is typed with Persian digits or separators, then it passes; a word does not', () => {
    const check = (stock: string) => checkProduct({ ...productValues(stored), stock }, false).stock;
    expect([check('۱۲'), check('۱٬۲۰۰'), check('1,200'), check('۰')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(check('')).toBe('موجودی را وارد کنید (۰ یعنی ناموجود)');
    expect(check('زیاد')).toBe('موجودی را با عدد صحیح بنویسید، مثلاً ۱۲');
    expect(check('-۳')).toBe('موجودی را با عدد صحیح بنویسید، مثلاً ۱۲');
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
    const form = productFormData(values, stored, [...attributes]);
    expect(JSON.parse(form.get('specs') as string)).toEqual({ a1: '۲/۵', a4: '10' });
    expect(form.get('brandId')).toBe('b1f7c1e0-3a52-4d8e-9c61-2f4a5b6c7d8e');
    expect(productFormData(values, stored).has('specs')).toBe(false);
  });
});

describe('what the product form sends', () => {
  it('sends the fields trimmed, the quantity as a number, and popular as a word', () => {
    const form = productFormData({
      ...productValues(),
      title: '  کابل  ',
      price: ' ۹۰۰۰ ',
      stock: ' ۱٬۲۰۰ ',
      description: '<p>x</p>',
    });
    expect(form.get('title')).toBe('کابل');
    expect(form.get('price')).toBe('۹۰۰۰');
    expect(form.get('stock')).toBe('1200');
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
    const form = productFormData(values, stored);
    expect(form.getAll('gallery')).toHaveLength(1);
    expect(form.getAll('removedGallery')).toEqual(['green.webp']);
    expect(form.getAll('galleryOrder')).toEqual(['blue.webp', 'new:0', 'red.webp']);
  });
});

describe('the warranty', () => {
  it('when the owner edits or empties it, then it is sent trimmed, and empty means the product has none', () => {
    const edited = productFormData({ ...productValues(stored), warranty: ' ۲ سال گارانتی ' }, stored);
    expect(edited.get('warranty')).toBe('۲ سال گارانتی');
    expect(productFormData({ ...productValues(stored), warranty: '' }, stored).get('warranty')).toBe('');
  });
});

describe('the sale unit', () => {
  it('when the product is sold by the roll, then the roll’s size is asked for and sent; for the metre, sent empty', () => {
    const values = { ...productValues(stored), unit: 'roll' as const, unitSize: '' };
    expect(checkProduct(values, false)).toEqual({
      unitSize: 'برای حلقه و بسته، مقدار هر واحد (مثلاً حلقه‌ی ۱۰۰ متری) را وارد کنید',
    });
    const roll = productFormData({ ...values, unitSize: '۱۰۰', minQuantity: '۲', quantityStep: '۲' }, stored);
    expect([
      roll.get('unit'),
      roll.get('unitSize'),
      roll.get('minQuantity'),
      roll.get('quantityStep'),
    ]).toEqual(['roll', '۱۰۰', '۲', '۲']);
    const metre = productFormData({ ...values, unit: 'metre', unitSize: '۱۰۰' }, stored);
    expect(metre.get('unitSize')).toBe('');
  });

  it('when a quantity is not a whole number above zero, then its field says so; Persian digits pass', () => {
    const values = { ...productValues(stored), minQuantity: '۰', quantityStep: '۲٫۵' };
    expect(checkProduct(values, false)).toEqual({
      minQuantity: 'حداقل سفارش باید عدد صحیح مثبت باشد',
      quantityStep: 'گام سفارش باید عدد صحیح مثبت باشد',
    });
    expect(checkProduct({ ...values, minQuantity: '۱۰۰', quantityStep: '۳۰' }, false)).toEqual({});
  });

  it('starts from the stored unit, in Persian digits', () => {
    const cable = { ...stored, unit: 'roll', unitSize: 100, minQuantity: 2, quantityStep: 1 } as Product;
    expect(productValues(cable)).toMatchObject({
      unit: 'roll',
      unitSize: '۱۰۰',
      minQuantity: '۲',
      quantityStep: '۱',
    });
  });
});

describe('the variants a product is sold as', () => {
  const option = (name: string, values: string[], attributeId = '') => ({
    key: name,
    name,
    attributeId,
    values,
  });
  const cable = {
    ...stored,
    price: 18000,
    stock: 300,
    options: [{ name: 'سطح مقطع', attributeId: 'a1', values: ['1.5', '2.5'] }],
    variants: [
      {
        _id: 'v1',
        options: ['1.5'],
        code: 'C-15',
        barcode: null,
        price: 18000,
        originalPrice: 20000,
        stock: 300,
        image: 'main.webp',
        enabled: true,
      },
      {
        _id: 'v2',
        options: ['2.5'],
        code: null,
        barcode: '6260000000017',
        price: 27000,
        originalPrice: null,
        stock: 0,
        image: 'green.webp',
        enabled: false,
      },
    ],
  } as Product;

  it('without options, the price fields are sent as before and neither options nor variants', () => {
    const form = productFormData({ ...productValues(stored), price: '۹۰۰۰', stock: '۰' }, stored);
    expect([form.get('price'), form.get('originalPrice'), form.get('stock')]).toEqual(['۹۰۰۰', '', '0']);
    expect(form.has('options')).toBe(false);
    expect(form.has('variants')).toBe(false);
  });

  it('starts from the stored options and variants: numbers in Persian digits, the main image as none', () => {
    const values = productValues(cable);
    expect(values.options).toEqual([
      { key: 'stored-option-0', name: 'سطح مقطع', attributeId: 'a1', values: ['1.5', '2.5'] },
    ]);
    expect(values.variants).toEqual([
      {
        key: '["1.5"]',
        _id: 'v1',
        options: ['1.5'],
        price: '۱۸۰۰۰',
        originalPrice: '۲۰۰۰۰',
        stock: '۳۰۰',
        code: 'C-15',
        barcode: '',
        image: '',
        enabled: true,
      },
      {
        key: '["2.5"]',
        _id: 'v2',
        options: ['2.5'],
        price: '۲۷۰۰۰',
        originalPrice: '',
        stock: '۰',
        code: '',
        barcode: '6260000000017',
        image: 'green.webp',
        enabled: false,
      },
    ]);
  });

  it('with options, sends the options and the whole table as JSON and never the price fields', () => {
    const values = productValues(cable);
    const form = productFormData(values, cable, [{ _id: 'a1', name: 'سطح مقطع', kind: 'number' }]);
    expect(form.has('price')).toBe(false);
    expect(form.has('originalPrice')).toBe(false);
    expect(form.has('stock')).toBe(false);
    expect(JSON.parse(form.get('options') as string)).toEqual([
      { name: 'سطح مقطع', attributeId: 'a1', values: ['1.5', '2.5'] },
    ]);
    expect(JSON.parse(form.get('variants') as string)).toEqual([
      {
        _id: 'v1',
        options: ['1.5'],
        code: 'C-15',
        barcode: null,
        price: '۱۸۰۰۰',
        originalPrice: '۲۰۰۰۰',
        stock: '۳۰۰',
        image: null,
        enabled: true,
      },
      {
        _id: 'v2',
        options: ['2.5'],
        code: null,
        barcode: '6260000000017',
        price: '۲۷۰۰۰',
        originalPrice: null,
        stock: '۰',
        image: 'green.webp',
        enabled: false,
      },
    ]);
  });

  it('when the gallery image a variant shows is removed, then the variant shows the main image', () => {
    const values = { ...productValues(cable), gallery: [{ key: 'stored-0', name: 'red.webp' }] };
    const [, second] = JSON.parse(productFormData(values, cable).get('variants') as string);
    expect(second.image).toBeNull();
  });

  it('when the category changed, then a tie to an attribute it does not have is dropped', () => {
    const values = productValues(cable);
    const [tied] = JSON.parse(productFormData(values, cable, []).get('options') as string);
    expect(tied.attributeId).toBeNull();
    // Attributes still loading: the tie is sent as it is.
    expect(JSON.parse(productFormData(values, cable).get('options') as string)[0].attributeId).toBe('a1');
  });

  it('when every option is removed, then the product becomes one variant of the price fields and the quantity', () => {
    const values = { ...productValues(cable), options: [], price: '۲۰۰۰۰' };
    // The quantity starts as the variants' sum.
    expect(values.stock).toBe('۳۰۰');
    const form = productFormData(values, cable);
    expect(form.has('price')).toBe(false);
    expect(form.get('options')).toBe('[]');
    expect(JSON.parse(form.get('variants') as string)).toEqual([
      { options: [], price: '۲۰۰۰۰', originalPrice: null, stock: 300, enabled: true },
    ]);
    const out = productFormData({ ...values, stock: '۰' }, cable);
    expect(JSON.parse(out.get('variants') as string)[0].stock).toBe(0);
  });

  it('when options are set, then no price is asked for, but the table must be made, match them and be priced', () => {
    const base = { ...productValues(), title: 'کابل', description: '<p>x</p>', image: png('a.png') };
    const options = [option('سطح مقطع', ['1.5', '2.5'])];
    expect(checkProduct({ ...base, options }, true)).toEqual({
      variants: 'برای ساختن جدول تنوع‌ها، دکمه‌ی «ساخت ترکیب‌ها» را بزنید',
    });
    const row = (value: string, price: string) => ({
      ...productValues(cable).variants[0]!,
      key: `["${value}"]`,
      options: [value],
      price,
    });
    expect(checkProduct({ ...base, options, variants: [row('1.5', '۱۰')] }, true)).toEqual({
      variants: 'گزینه‌ها تغییر کرده‌اند؛ «ساخت ترکیب‌ها» را بزنید تا جدول با آن‌ها یکی شود',
    });
    expect(checkProduct({ ...base, options, variants: [row('1.5', '۱۰'), row('2.5', ' ')] }, true)).toEqual({
      variants: 'قیمت تنوع «2.5» را وارد کنید',
    });
    expect(checkProduct({ ...base, options, variants: [row('1.5', '۱۰'), row('2.5', '۲۰')] }, true)).toEqual(
      {},
    );
    expect(checkProduct({ ...base, options: [option('', ['1'])] }, true)).toEqual({
      options: 'نام هر گزینه الزامی است',
    });
  });
});
