import { apiErrorSchema, productEndpoints, type Category, type Product } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { queryRows } from '../../src/db/client';
import { products, productVariants } from '../../src/db/schema';
import { makeImage } from '../fixtures/images';
import {
  createAttribute,
  createCategory,
  createProduct,
  uniqueTitle,
  withForm,
  type FormFields,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const CROSS_SECTION = { name: 'سطح مقطع', attributeId: null, values: ['۱٫۵', '۲٫۵', '۴'] };

/** A cable sold by the metre in three cross-sections: the 1.5 is out of stock. */
const cableVariants = () => [
  { options: ['۱٫۵'], code: uniqueTitle('CBL-1.5').replace(' ', '-'), price: '۳۲٬۰۰۰', stock: '0' },
  { options: ['۲٫۵'], code: uniqueTitle('CBL-2.5').replace(' ', '-'), price: '48500', stock: '500' },
  { options: ['۴'], price: '71000', originalPrice: '75000', stock: '200' },
];

describe('variants and sale units', () => {
  const context = useTestApp({ admin: true });
  let category: Category;
  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
  });

  const cableForm = (fields: FormFields = {}): FormFields => ({
    title: uniqueTitle('کابل افشان'),
    description: '<p>کابل افشان مسی</p>',
    categoryId: category._id,
    unit: 'metre',
    minQuantity: '۱',
    quantityStep: '1',
    price: undefined,
    stock: undefined,
    options: JSON.stringify([CROSS_SECTION]),
    variants: JSON.stringify(cableVariants()),
    ...fields,
  });
  const createCable = (fields: FormFields = {}) =>
    createProduct(context.app, context.admin, cableForm(fields));
  const post = async (fields: FormFields) =>
    withForm(request(context.app).post('/api/product').set('Authorization', context.admin.bearer), fields, [
      { field: 'image', buffer: await makeImage('jpeg') },
    ]);
  /** The edit form sends the title and description with every save. */
  const put = (id: string, fields: FormFields) =>
    withForm(request(context.app).put(`/api/product/${id}`).set('Authorization', context.admin.bearer), {
      title: uniqueTitle('محصول ویرایش‌شده'),
      description: '<p>ویرایش</p>',
      ...fields,
    });
  const productPage = async (id: string) =>
    productEndpoints.getWithRelated.response.parse(
      (await request(context.app).get(productEndpoints.getWithRelated.path.replace(':id', id)).expect(200))
        .body,
    );
  const storedVariants = (productId: string) =>
    context.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(productVariants.position);
  const productRow = async (id: string) =>
    (await context.db.select().from(products).where(eq(products.id, id)))[0]!;
  const counts = async () =>
    (
      await queryRows<{ products: number; variants: number }>(
        context.db,
        sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants`,
      )
    )[0]!;
  const errorOf = (body: unknown) => apiErrorSchema.parse(body).message;
  const variantBody = (product: Product) =>
    product.variants.map(({ _id, options, code, barcode, price, originalPrice, stock, image, enabled }) => ({
      _id,
      options,
      code,
      barcode,
      price,
      originalPrice,
      stock,
      image,
      enabled,
    }));

  it('when a cable is made with three cross-sections sold by the metre, then each variant is stored and the product sums them up', async () => {
    const cable = await createCable();

    expect(cable).toMatchObject({ unit: 'metre', unitSize: null, minQuantity: 1, quantityStep: 1 });
    expect(cable.options).toEqual([CROSS_SECTION]);
    expect(cable.variants.map((variant) => [variant.options, variant.price, variant.stock])).toEqual([
      [['۱٫۵'], 32_000, 0],
      [['۲٫۵'], 48_500, 500],
      [['۴'], 71_000, 200],
    ]);
    // The cheapest variant in stock gives the price (the 1.5 is out of stock); stock is the sum.
    expect(cable).toMatchObject({ price: 48_500, originalPrice: null, stock: 700 });
    expect(await productRow(cable._id)).toMatchObject({ price: 48_500, stock: 700, variantCount: 3 });

    const listed = productEndpoints.list.response.parse(
      (await request(context.app).get(`/api/products?categoryId=${category._id}`).expect(200)).body,
    );
    expect(listed.items.find((item) => item._id === cable._id)).toMatchObject({
      price: 48_500,
      variantCount: 3,
      unit: 'metre',
    });
  });

  it('when a variant is disabled, then the shop page leaves it out and the product sums up the others', async () => {
    const cable = await createCable();
    const variants = variantBody(cable);
    variants[1]!.enabled = false;
    await put(cable._id, { variants: JSON.stringify(variants) }).expect(200);

    const page = await productPage(cable._id);
    expect(page.product.variants.map((variant) => variant.options)).toEqual([['۱٫۵'], ['۴']]);
    expect(page.product).toMatchObject({ price: 71_000, originalPrice: 75_000, stock: 200 });
    const admin = productEndpoints.get.response.parse(
      (await request(context.app).get(`/api/product/${cable._id}`).expect(200)).body,
    ).product;
    expect(admin.variants).toHaveLength(3);
    expect((await productRow(cable._id)).variantCount).toBe(2);
  });

  it('when variants are edited, then kept ones keep their ids, a left-out one is deleted and a new value adds one', async () => {
    const cable = await createCable();
    const [thin, mid] = variantBody(cable);
    const options = [{ ...CROSS_SECTION, values: ['۲٫۵', '۶'] }];
    const response = await put(cable._id, {
      options: JSON.stringify(options),
      variants: JSON.stringify([
        { ...mid, price: '۴۹٬۰۰۰' },
        { options: ['۶'], price: '99000', stock: '50' },
      ]),
    }).expect(200);

    const saved = productEndpoints.update.response.parse(response.body).product;
    expect(saved.variants[0]!._id).toBe(mid!._id);
    const stored = await storedVariants(cable._id);
    expect(stored.map((variant) => [variant.optionValues, variant.price, variant.stock])).toEqual([
      [['۲٫۵'], 49_000, 500],
      [['۶'], 99_000, 50],
    ]);
    expect(stored.some((variant) => variant.id === thin!._id)).toBe(false);
    expect(await productRow(cable._id)).toMatchObject({ price: 49_000, stock: 550, variantCount: 2 });
  });

  it('when a product without options is edited by price and stock as before, then its one variant holds them', async () => {
    const plain = await createProduct(context.app, context.admin, { price: '120000', stock: '4' });
    expect(plain.variants).toEqual([expect.objectContaining({ options: [], price: 120_000, stock: 4 })]);

    await put(plain._id, { price: '۱۳۵٬۰۰۰', stock: '9' }).expect(200);
    const [variant] = await storedVariants(plain._id);
    expect(variant).toMatchObject({ id: plain.variants[0]!._id, price: 135_000, stock: 9 });
    expect(await productRow(plain._id)).toMatchObject({ price: 135_000, stock: 9, variantCount: 1 });
  });

  it('when a dearer variant is repriced, then Torob hears of the product though its lowest price stays', async () => {
    const cable = await createCable();
    await context.db.execute(sql`DELETE FROM torob_webhook_queue`);
    const variants = variantBody(cable);
    variants[2]!.price = 80_000;
    await put(cable._id, { variants: JSON.stringify(variants) }).expect(200);

    const queued = await queryRows<{ product_id: string }>(
      context.db,
      sql`SELECT product_id FROM torob_webhook_queue`,
    );
    expect(queued.map((row) => row.product_id)).toEqual([cable._id]);
    expect((await productRow(cable._id)).price).toBe(48_500);
  });

  it('when a shopper searches a variant’s code in any case or its barcode in Persian digits, then the product is found', async () => {
    const variants = cableVariants().map((variant, index) =>
      index === 2 ? { ...variant, barcode: '6260123456789' } : variant,
    );
    const cable = await createCable({ variants: JSON.stringify(variants) });
    const search = async (q: string) =>
      (await request(context.app).get('/api/search').query({ q }).expect(200)).body.products.map(
        (item: { _id: string }) => item._id,
      );

    expect(await search(cable.variants[1]!.code!.toLowerCase())).toEqual([cable._id]);
    expect(await search('۶۲۶۰۱۲۳۴۵۶۷۸۹')).toEqual([cable._id]);
  });

  it('when a family’s options are tied to specification attributes, then the filters find and count it by every variant’s value', async () => {
    const wires = await createCategory(context.app, context.admin);
    const section = await createAttribute(context.app, context.admin, wires._id, {
      name: 'سطح مقطع',
      unit: 'میلی‌متر مربع',
      filterable: true,
    });
    const colour = await createAttribute(context.app, context.admin, wires._id, {
      name: 'رنگ',
      kind: 'option',
      unit: undefined,
      filterable: true,
      options: [{ value: 'مشکی' }, { value: 'قرمز' }, { value: 'آبی' }],
    });
    const black = colour.options!.find((option) => option.value === 'مشکی')!;
    const blue = colour.options!.find((option) => option.value === 'آبی')!;
    const family = await createCable({
      categoryId: wires._id,
      options: JSON.stringify([
        { ...CROSS_SECTION, attributeId: section._id },
        { name: 'رنگ', attributeId: colour._id, values: ['مشکی', 'قرمز'] },
      ]),
      variants: JSON.stringify([
        { options: ['۱٫۵', 'مشکی'], price: '32000', stock: '10' },
        { options: ['۲٫۵', 'مشکی'], price: '48500', stock: '10' },
        { options: ['۲٫۵', 'قرمز'], price: '48500', stock: '10' },
        { options: ['۴', 'قرمز'], price: '76000', stock: '10', enabled: false },
      ]),
    });
    await createProduct(context.app, context.admin, {
      categoryId: wires._id,
      specs: JSON.stringify({ [section._id]: '۶' }),
    });
    const listed = async (spec: string) =>
      productEndpoints.list.response
        .parse(
          (await request(context.app).get('/api/products').query({ categoryId: wires._id, spec }).expect(200))
            .body,
        )
        .items.map((item) => item._id);

    expect(await listed(`${section._id}:2.5~2.5`)).toEqual([family._id]);
    expect(await listed(`${section._id}:1~3`)).toEqual([family._id]);
    // The disabled 4 mm² variant is not offered, so it finds nothing.
    expect(await listed(`${section._id}:4~4`)).toEqual([]);
    expect(await listed(`${colour._id}:${black._id}`)).toEqual([family._id]);
    expect(await listed(`${colour._id}:${blue._id}`)).toEqual([]);

    const facets = productEndpoints.filters.response.parse(
      (await request(context.app).get('/api/products/filters').query({ categoryId: wires._id }).expect(200))
        .body,
    );
    const colourFacet = facets.attributes.find((attribute) => attribute._id === colour._id)!;
    // Two black variants and a red one: the family counts once for each colour it comes in.
    expect(colourFacet.values.map((value) => [value.label, value.count])).toEqual([
      ['مشکی', 1],
      ['قرمز', 1],
    ]);
    expect(facets.attributes.find((attribute) => attribute._id === section._id)!.range).toEqual({
      min: 1.5,
      max: 6,
    });
  });

  it('when a roll is sold in 100-metre rolls from 1 roll, then its size is kept; a roll without a size is refused', async () => {
    const roll = await createProduct(context.app, context.admin, {
      unit: 'roll',
      unitSize: '۱۰۰',
      price: '4500000',
    });
    expect(roll).toMatchObject({ unit: 'roll', unitSize: 100, minQuantity: 1, quantityStep: 1 });

    const response = await post({
      title: uniqueTitle('حلقه'),
      description: '<p>x</p>',
      price: '1000',
      unit: 'roll',
    });
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toBe(
      'برای حلقه و بسته، مقدار هر واحد (مثلاً حلقه‌ی ۱۰۰ متری) را وارد کنید',
    );
  });

  describe('bad input gets a Persian 400 and writes nothing', () => {
    const refusals: [string, () => FormFields, string][] = [
      [
        'a combination twice',
        () =>
          cableForm({ variants: JSON.stringify([...cableVariants(), { options: ['۴'], price: '1000' }]) }),
        'ترکیب «۴» تکراری است',
      ],
      [
        'a price of zero',
        () => cableForm({ variants: JSON.stringify([{ ...cableVariants()[0], price: '0' }]) }),
        'قیمت هر تنوع باید عددی بیشتر از صفر باشد',
      ],
      [
        'a negative price',
        () => cableForm({ variants: JSON.stringify([{ ...cableVariants()[0], price: '-5000' }]) }),
        'قیمت هر تنوع باید عددی بیشتر از صفر باشد',
      ],
      [
        'a step that does not divide the minimum',
        () => cableForm({ minQuantity: '100', quantityStep: '30' }),
        'حداقل سفارش باید مضربی از گام سفارش باشد (مثلاً حداقل ۱۰۰ با گام ۱۰۰ یا ۵۰)',
      ],
      [
        'a variant whose value is not among its option’s',
        () => cableForm({ variants: JSON.stringify([{ options: ['۱۰'], price: '1000' }]) }),
        'مقدار «۱۰» در گزینه‌ی «سطح مقطع» نیست؛ مقداری که تنوعی آن را دارد حذف‌شدنی نیست',
      ],
      [
        'four options',
        () =>
          cableForm({
            options: JSON.stringify(['a', 'b', 'c', 'd'].map((name) => ({ name, values: ['1'] }))),
            variants: JSON.stringify([{ options: ['1', '1', '1', '1'], price: '1000' }]),
          }),
        'هر محصول حداکثر ۳ گزینه (مثل سطح مقطع، رنگ، طول) دارد',
      ],
      [
        'every variant disabled',
        () =>
          cableForm({
            variants: JSON.stringify(cableVariants().map((variant) => ({ ...variant, enabled: false }))),
          }),
        'حداقل یک تنوع باید فعال باشد',
      ],
      [
        'variants that are not JSON',
        () => cableForm({ variants: '[{' }),
        'گزینه‌ها یا تنوع‌های فرستاده‌شده نامعتبر است',
      ],
      [
        'a price beside variants',
        () => cableForm({ price: '1000' }),
        'قیمت و موجودی محصولِ دارای تنوع در جدول تنوع‌ها ثبت می‌شود',
      ],
      ['an unknown unit', () => cableForm({ unit: 'barrel' }), 'واحد فروش نامعتبر است'],
    ];

    it.each(refusals)('when a product is made with %s', async (_, form, message) => {
      const before = await counts();
      const response = await post(form());
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('when an option value that variants use is deleted without them, then the edit is refused and nothing changes', async () => {
      const cable = await createCable();
      const response = await put(cable._id, {
        options: JSON.stringify([{ ...CROSS_SECTION, values: ['۱٫۵', '۲٫۵'] }]),
        variants: JSON.stringify(variantBody(cable)),
      });
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toBe(
        'مقدار «۴» در گزینه‌ی «سطح مقطع» نیست؛ مقداری که تنوعی آن را دارد حذف‌شدنی نیست',
      );
      expect(await storedVariants(cable._id)).toHaveLength(3);
      expect((await productRow(cable._id)).options).toEqual([CROSS_SECTION]);
    });

    it('when a code another product holds is given, then the edit is refused and the variants stay', async () => {
      const first = await createCable();
      const second = await createCable();
      const variants = variantBody(second);
      variants[0]!.code = first.variants[0]!.code!.toUpperCase();
      const response = await put(second._id, { variants: JSON.stringify(variants) });
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toBe('یکی از کدها یا شناسه‌های کالا برای محصول دیگری ثبت شده است');
      expect((await storedVariants(second._id)).map((variant) => variant.code)).toEqual(
        second.variants.map((variant) => variant.code),
      );
    });

    it('when the unit of a product in stock changes without new stock, then it is refused', async () => {
      const plain = await createProduct(context.app, context.admin, { stock: '30' });
      const response = await put(plain._id, { unit: 'metre' });
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toBe(
        'با تغییر واحد فروش، موجودی فعلی معنای دیگری پیدا می‌کند؛ موجودی تنوع‌ها را هم‌زمان در واحد جدید بفرستید',
      );
      expect((await productRow(plain._id)).unit).toBe('piece');
      await put(plain._id, { unit: 'metre', stock: '300' }).expect(200);
      expect(await productRow(plain._id)).toMatchObject({ unit: 'metre', stock: 300 });
    });

    it('when a product with options is given a price without its variants, then it is refused', async () => {
      const cable = await createCable();
      const response = await put(cable._id, { price: '1000' });
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toBe('قیمت و موجودی محصولِ دارای تنوع در جدول تنوع‌ها ثبت می‌شود');
      expect((await productRow(cable._id)).price).toBe(48_500);
    });
  });
});
