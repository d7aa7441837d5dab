import { apiErrorSchema, productEndpoints, type Attribute, type Category } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { productAttributeValues, products } from '../../src/db/schema';
import { makeImage } from '../fixtures/images';
import {
  createAttribute,
  createCategory,
  createProduct,
  storedFiles,
  withForm,
  type FormFields,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const path = (template: string, id: string) => template.replace(':id', id);

describe('the specification of a product', () => {
  const context = useTestApp({ admin: true });
  let breakers: Category;
  let section: Attribute;
  let current: Attribute;
  let curve: Attribute;
  let earthed: Attribute;
  let standard: Attribute;
  let picture: Buffer;

  beforeAll(async () => {
    picture = await makeImage();
    breakers = await createCategory(context.app, context.admin);
    const add = (body: Parameters<typeof createAttribute>[3]) =>
      createAttribute(context.app, context.admin, breakers._id, body);
    current = await add({ name: 'جریان نامی', unit: 'آمپر' });
    section = await add({ name: 'سطح مقطع', unit: 'میلی‌متر مربع' });
    curve = await add({
      name: 'منحنی قطع',
      kind: 'option',
      unit: undefined,
      options: [{ value: 'B' }, { value: 'C' }],
    });
    earthed = await add({ name: 'ارت‌دار', kind: 'boolean', unit: undefined });
    standard = await add({ name: 'استاندارد', kind: 'text', unit: undefined });
  });

  const optionC = () => curve.options.find((option) => option.value === 'C')!._id;
  const storedValues = async (productId: string) =>
    context.db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  const pageOf = async (productId: string) =>
    productEndpoints.getWithRelated.response.parse(
      (await request(context.app).get(path(productEndpoints.getWithRelated.path, productId)).expect(200))
        .body,
    );
  const postProduct = (fields: FormFields) =>
    withForm(
      request(context.app).post(productEndpoints.create.path).set('Authorization', context.admin.bearer),
      { title: 'کلید آزمایشی', description: '<p>x</p>', price: '1000', categoryId: breakers._id, ...fields },
      [{ field: 'image', buffer: picture }],
    );
  const putProduct = (id: string, fields: FormFields) =>
    withForm(
      request(context.app)
        .put(path(productEndpoints.update.path, id))
        .set('Authorization', context.admin.bearer),
      { title: 'کلید آزمایشی', description: '<p>x</p>', price: '1000', ...fields },
    );

  it('when an admin saves values typed with Persian digits and separators, then numbers are stored as numbers and the page lists them in order with units', async () => {
    const response = await postProduct({
      specs: JSON.stringify({
        [standard._id]: ' IEC 60898 ',
        [section._id]: '۲/۵',
        [current._id]: '۱۶',
        [curve._id]: optionC(),
        [earthed._id]: 'true',
      }),
    }).expect(200);
    const { newProduct } = productEndpoints.create.response.parse(response.body);
    expect(newProduct.specs).toEqual({
      [current._id]: 16,
      [section._id]: 2.5,
      [curve._id]: optionC(),
      [earthed._id]: true,
      [standard._id]: 'IEC 60898',
    });

    const rows = await storedValues(newProduct._id);
    expect(rows.find((row) => row.attributeId === section._id)).toMatchObject({
      numberValue: 2.5,
      textValue: null,
      optionId: null,
      booleanValue: null,
    });

    const page = await pageOf(newProduct._id);
    expect(page.product.specs).toEqual(newProduct.specs);
    expect(page.specifications).toEqual([
      { attributeId: current._id, name: 'جریان نامی', kind: 'number', unit: 'آمپر', value: 16 },
      { attributeId: section._id, name: 'سطح مقطع', kind: 'number', unit: 'میلی‌متر مربع', value: 2.5 },
      { attributeId: curve._id, name: 'منحنی قطع', kind: 'option', unit: null, value: 'C' },
      { attributeId: earthed._id, name: 'ارت‌دار', kind: 'boolean', unit: null, value: true },
      { attributeId: standard._id, name: 'استاندارد', kind: 'text', unit: null, value: 'IEC 60898' },
    ]);
    const read = await request(context.app).get(path(productEndpoints.get.path, newProduct._id)).expect(200);
    expect(productEndpoints.get.response.parse(read.body).product.specs).toEqual(newProduct.specs);
  });

  it('when values are left empty, then the product has none for them; the decimal separator «٫» reads too', async () => {
    const response = await postProduct({
      specs: JSON.stringify({ [current._id]: '', [section._id]: '۱٫۵', [earthed._id]: ' ' }),
    }).expect(200);
    const { newProduct } = productEndpoints.create.response.parse(response.body);
    expect(newProduct.specs).toEqual({ [section._id]: 1.5 });
    expect((await pageOf(newProduct._id)).specifications.map((row) => row.name)).toEqual(['سطح مقطع']);
  });

  describe('when a value does not fit its attribute, then 400 beside that field, and no product or file is stored', () => {
    const cases: [string, () => Record<string, string>, () => Record<string, string>][] = [
      [
        'a number with its unit typed in',
        () => ({ [current._id]: '۱۶ آمپر' }),
        () => ({ [`specs.${current._id}`]: 'مقدار «جریان نامی» باید عدد باشد (مثلاً ۲٫۵)' }),
      ],
      [
        'two problems at once',
        () => ({ [current._id]: 'شانزده', [earthed._id]: 'بله' }),
        () => ({
          [`specs.${current._id}`]: 'مقدار «جریان نامی» باید عدد باشد (مثلاً ۲٫۵)',
          [`specs.${earthed._id}`]: 'مقدار «ارت‌دار» باید «بله» یا «خیر» باشد',
        }),
      ],
      [
        'a list value that is not in the list',
        () => ({ [curve._id]: '00000000-0000-4000-8000-000000000000' }),
        () => ({ [`specs.${curve._id}`]: 'مقدار «منحنی قطع» باید یکی از مقدارهای فهرست باشد' }),
      ],
      [
        'a list value given by its text',
        () => ({ [curve._id]: 'C' }),
        () => ({ [`specs.${curve._id}`]: 'مقدار «منحنی قطع» باید یکی از مقدارهای فهرست باشد' }),
      ],
      [
        'a text of 201 characters',
        () => ({ [standard._id]: 'x'.repeat(201) }),
        () => ({ [`specs.${standard._id}`]: 'مقدار «استاندارد» حداکثر ۲۰۰ نویسه است' }),
      ],
      [
        'an attribute of no category of this product',
        () => ({ '00000000-0000-4000-8000-000000000000': '1' }),
        () => ({ 'specs.00000000-0000-4000-8000-000000000000': 'این ویژگی از دسته‌بندی این محصول نیست' }),
      ],
    ];
    it.each(cases)('%s', async (_case, specs, details) => {
      const before = await storedFiles(context.images.storage);
      const count = (await context.db.select({ id: products.id }).from(products)).length;
      const response = await postProduct({ specs: JSON.stringify(specs()) }).expect(400);
      const error = apiErrorSchema.parse(response.body);
      expect(error.details).toEqual(details());
      expect(Object.values(details())).toContain(error.message);
      expect(await storedFiles(context.images.storage)).toEqual(before);
      expect(await context.db.select({ id: products.id }).from(products)).toHaveLength(count);
    });

    it.each(['not json', '[1, 2]', '{"x": "1"}', '{"a": {"b": 1}}'])('malformed specs %p', async (specs) => {
      const response = await postProduct({ specs }).expect(400);
      expect(apiErrorSchema.parse(response.body)).toMatchObject({
        message: 'مشخصات فنی نامعتبر است',
        details: { specs: 'مشخصات فنی نامعتبر است' },
      });
    });

    it('values for a product without a category', async () => {
      const response = await postProduct({
        categoryId: '',
        specs: JSON.stringify({ [current._id]: '16' }),
      }).expect(400);
      expect(apiErrorSchema.parse(response.body).details).toEqual({
        specs: 'برای ثبت مشخصات فنی، ابتدا دسته‌بندی محصول را انتخاب کنید',
      });
    });
  });

  describe('editing', () => {
    it('when the specs are sent, then they are the whole specification; left out, the values stay', async () => {
      const product = await createProduct(context.app, context.admin, {
        categoryId: breakers._id,
        specs: JSON.stringify({ [current._id]: '16', [earthed._id]: 'false' }),
      });
      expect(product.specs).toEqual({ [current._id]: 16, [earthed._id]: false });

      const kept = await putProduct(product._id, { price: '2000' }).expect(200);
      expect(productEndpoints.update.response.parse(kept.body).product.specs).toEqual(product.specs);

      const replaced = await putProduct(product._id, {
        specs: JSON.stringify({ [current._id]: '۲۰' }),
      }).expect(200);
      expect(productEndpoints.update.response.parse(replaced.body).product.specs).toEqual({
        [current._id]: 20,
      });
      expect((await storedValues(product._id)).map((row) => row.numberValue)).toEqual([20]);
    });

    it('when a refused edit carries specs, then the old values stay', async () => {
      const product = await createProduct(context.app, context.admin, {
        categoryId: breakers._id,
        specs: JSON.stringify({ [current._id]: '16' }),
      });
      await putProduct(product._id, {
        specs: JSON.stringify({ [current._id]: 'x', [section._id]: '4' }),
      }).expect(400);
      expect((await storedValues(product._id)).map((row) => [row.attributeId, row.numberValue])).toEqual([
        [current._id, 16],
      ]);
    });

    it('when a product moves to another category, then the values of its old category go; the new ones may be sent with it', async () => {
      const product = await createProduct(context.app, context.admin, {
        categoryId: breakers._id,
        specs: JSON.stringify({ [current._id]: '16' }),
      });
      const cables = await createCategory(context.app, context.admin);
      const length = await createAttribute(context.app, context.admin, cables._id, {
        name: 'طول',
        unit: 'متر',
      });

      const moved = await putProduct(product._id, { categoryId: cables._id }).expect(200);
      expect(productEndpoints.update.response.parse(moved.body).product.specs).toEqual({});
      expect(await storedValues(product._id)).toEqual([]);

      const refused = await putProduct(product._id, {
        categoryId: breakers._id,
        specs: JSON.stringify({ [length._id]: '100' }),
      }).expect(400);
      expect(apiErrorSchema.parse(refused.body).details).toEqual({
        [`specs.${length._id}`]: 'این ویژگی از دسته‌بندی این محصول نیست',
      });

      const both = await putProduct(product._id, {
        categoryId: cables._id,
        specs: JSON.stringify({ [length._id]: '۱۰۰' }),
      }).expect(200);
      expect(productEndpoints.update.response.parse(both.body).product).toMatchObject({
        categoryId: cables._id,
        specs: { [length._id]: 100 },
      });
    });
  });

  it('when a product is deleted, then its values go with it', async () => {
    const product = await createProduct(context.app, context.admin, {
      categoryId: breakers._id,
      specs: JSON.stringify({ [current._id]: '16' }),
    });
    await request(context.app)
      .delete(path(productEndpoints.remove.path, product._id))
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await storedValues(product._id)).toEqual([]);
  });
});
