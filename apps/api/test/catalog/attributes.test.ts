import { apiErrorSchema, attributeEndpoints, type Attribute, type Category } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { attributeOptions, categoryAttributes, productAttributeValues } from '../../src/db/schema';
import {
  createAttribute,
  createCategory,
  createProduct,
  listAttributes,
  uniqueTitle,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const path = (template: string, id: string) => template.replace(':id', id);
const NOTHING = '00000000-0000-4000-8000-000000000000';

describe('the attributes of a category', () => {
  const context = useTestApp({ admin: true, shopper: true });
  let category: Category;
  beforeEach(async () => {
    category = await createCategory(context.app, context.admin);
  });

  const errorOf = (body: unknown) => apiErrorSchema.parse(body);
  const post = (body: object, categoryId = category._id, bearer = context.admin.bearer) =>
    request(context.app)
      .post(path(attributeEndpoints.create.path, categoryId))
      .set('Authorization', bearer)
      .send(body);
  const put = (id: string, body: object) =>
    request(context.app)
      .put(path(attributeEndpoints.update.path, id))
      .set('Authorization', context.admin.bearer)
      .send(body);
  const reorder = (ids: string[], categoryId = category._id) =>
    request(context.app)
      .put(path(attributeEndpoints.reorder.path, categoryId))
      .set('Authorization', context.admin.bearer)
      .send({ ids });
  const remove = (id: string) =>
    request(context.app)
      .delete(path(attributeEndpoints.remove.path, id))
      .set('Authorization', context.admin.bearer);
  const valuesOf = (productId: string) =>
    context.db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  const storedRows = () =>
    context.db.select().from(categoryAttributes).where(eq(categoryAttributes.categoryId, category._id));

  it('when an admin adds each kind, then they are listed in the order added, with their units, values and filters', async () => {
    const created = await post({
      name: ' سطح مقطع ',
      kind: 'number',
      unit: 'میلی‌متر مربع',
      filterable: true,
    }).expect(200);
    const { attribute, message } = attributeEndpoints.create.response.parse(created.body);
    expect(message).toBe('ویژگی افزوده شد');
    expect(attribute).toEqual({
      _id: expect.any(String),
      categoryId: category._id,
      name: 'سطح مقطع',
      kind: 'number',
      unit: 'میلی‌متر مربع',
      options: [],
      filterable: true,
      position: 0,
      productCount: 0,
    });
    await post({
      name: 'منحنی قطع',
      kind: 'option',
      options: [{ value: 'B' }, { value: 'C' }, { value: 'D' }],
    }).expect(200);
    await post({ name: 'ارت‌دار', kind: 'boolean', filterable: true }).expect(200);
    await post({ name: 'استاندارد', kind: 'text' }).expect(200);

    const listed = await listAttributes(context.app, category._id);
    expect(listed.map((row) => [row.name, row.kind, row.position])).toEqual([
      ['سطح مقطع', 'number', 0],
      ['منحنی قطع', 'option', 1],
      ['ارت‌دار', 'boolean', 2],
      ['استاندارد', 'text', 3],
    ]);
    expect(listed[1]!.options.map((option) => option.value)).toEqual(['B', 'C', 'D']);
    expect(listed[0]).toEqual(attribute);
    expect(await storedRows()).toHaveLength(4);
  });

  describe('when the attribute does not fit its kind or the form is wrong, then 400 in Persian and nothing is stored', () => {
    it.each<[string, object, string, string]>([
      ['no name', { kind: 'number' }, 'name', 'نام ویژگی الزامی است'],
      ['a blank name', { name: '  ', kind: 'number' }, 'name', 'نام ویژگی الزامی است'],
      [
        'a name of 61 characters',
        { name: 'ن'.repeat(61), kind: 'text' },
        'name',
        'نام ویژگی حداکثر ۶۰ نویسه است',
      ],
      ['an unknown kind', { name: 'رنگ', kind: 'colour' }, 'kind', 'نوع ویژگی نامعتبر است'],
      [
        'a unit on a list',
        { name: 'رنگ', kind: 'option', unit: 'متر', options: [{ value: 'سفید' }] },
        'unit',
        'واحد فقط برای ویژگی‌های عددی است',
      ],
      [
        'values on a number',
        { name: 'طول', kind: 'number', options: [{ value: '۱' }] },
        'options',
        'فهرست مقدارها فقط برای ویژگی‌های «یکی از چند مقدار» است',
      ],
      [
        'a list without values',
        { name: 'رنگ', kind: 'option', options: [] },
        'options',
        'حداقل یک مقدار برای فهرست وارد کنید',
      ],
      [
        'a value twice (ی and ي)',
        { name: 'رنگ', kind: 'option', options: [{ value: 'مشکی' }, { value: 'مشكي' }] },
        'options',
        'مقدار «مشكي» در فهرست تکرار شده است',
      ],
      [
        'a blank value',
        { name: 'رنگ', kind: 'option', options: [{ value: ' ' }] },
        'options.0.value',
        'مقدار خالی در فهرست مجاز نیست',
      ],
      [
        'a text used as a filter',
        { name: 'توضیح', kind: 'text', filterable: true },
        'filterable',
        'ویژگی متنی نمی‌تواند فیلتر باشد',
      ],
      [
        'a filter that is not yes or no',
        { name: 'طول', kind: 'number', filterable: 'yes' },
        'filterable',
        'مقدار «فیلتر» باید بله یا خیر باشد',
      ],
      [
        'a value of a list with an id',
        { name: 'رنگ', kind: 'option', options: [{ _id: NOTHING, value: 'سفید' }] },
        'options',
        'یکی از مقدارهای فرستاده‌شده از این ویژگی نیست',
      ],
    ])('%s', async (_case, body, field, message) => {
      const response = await post(body).expect(400);
      expect(errorOf(response.body)).toMatchObject({ message, details: { [field]: message } });
      expect(await storedRows()).toEqual([]);
      expect(await context.db.select().from(attributeOptions)).not.toContainEqual(
        expect.objectContaining({ value: 'سفید' }),
      );
    });
  });

  it('when a name is taken in the category however it is typed, then 409; another category may use it', async () => {
    await createAttribute(context.app, context.admin, category._id, { name: 'جریان نامی' });
    const response = await post({ name: 'جريان  نامي', kind: 'number' }).expect(409);
    expect(errorOf(response.body)).toMatchObject({
      code: 'CONFLICT',
      message: 'این دسته‌بندی ویژگی دیگری با نام «جريان  نامي» دارد',
    });
    const other = await createCategory(context.app, context.admin);
    await createAttribute(context.app, context.admin, other._id, { name: 'جریان نامی' });
    expect(await storedRows()).toHaveLength(1);
  });

  it('when the category does not exist, then reading or adding answers 404', async () => {
    const read = await request(context.app).get(path(attributeEndpoints.list.path, NOTHING)).expect(404);
    expect(errorOf(read.body).message).toBe('دسته بندی یافت نشد');
    await post({ name: 'طول', kind: 'number' }, NOTHING).expect(404);
    await request(context.app).get(path(attributeEndpoints.list.path, 'not-an-id')).expect(404);
  });

  it('when a shopper tries to add one, then 403 and nothing is stored', async () => {
    const response = await post({ name: 'طول', kind: 'number' }, category._id, context.shopper.bearer).expect(
      403,
    );
    expect(errorOf(response.body).message).toMatch(/[\u0600-\u06FF]/);
    expect(await storedRows()).toEqual([]);
  });

  describe('editing', () => {
    let curve: Attribute;
    beforeEach(async () => {
      curve = await createAttribute(context.app, context.admin, category._id, {
        name: 'منحنی',
        kind: 'option',
        unit: undefined,
        options: [{ value: 'B' }, { value: 'C' }, { value: 'D' }],
      });
    });
    const optionNamed = (attribute: Attribute, value: string) =>
      attribute.options.find((option) => option.value === value)!;

    it('when an admin renames it and its values, reorders and swaps them, then products keep the value they held', async () => {
      const c = optionNamed(curve, 'C');
      const product = await createProduct(context.app, context.admin, {
        categoryId: category._id,
        specs: JSON.stringify({ [curve._id]: c._id }),
      });
      const b = optionNamed(curve, 'B');
      const d = optionNamed(curve, 'D');
      const response = await put(curve._id, {
        name: 'منحنی قطع',
        filterable: true,
        // C and D swap names; B is removed; K is new.
        options: [{ _id: c._id, value: 'D' }, { _id: d._id, value: 'C' }, { value: 'K' }],
      }).expect(200);
      const { attribute, message } = attributeEndpoints.update.response.parse(response.body);
      expect(message).toBe('ویژگی ویرایش شد');
      expect(attribute).toMatchObject({
        name: 'منحنی قطع',
        kind: 'option',
        filterable: true,
        productCount: 1,
      });
      expect(attribute.options.map((option) => option.value)).toEqual(['D', 'C', 'K']);
      expect(attribute.options[0]!._id).toBe(c._id);
      expect(attribute.options.some((option) => option._id === b._id)).toBe(false);

      const [held] = await valuesOf(product._id);
      expect(held?.optionId).toBe(c._id);
    });

    it('when a value products hold is removed from the list, then those products lose that value', async () => {
      const b = optionNamed(curve, 'B');
      const product = await createProduct(context.app, context.admin, {
        categoryId: category._id,
        specs: JSON.stringify({ [curve._id]: b._id }),
      });
      const keep = curve.options.filter((option) => option._id !== b._id);
      const response = await put(curve._id, { name: 'منحنی', options: keep }).expect(200);
      expect(attributeEndpoints.update.response.parse(response.body).attribute.productCount).toBe(0);
      expect(await valuesOf(product._id)).toEqual([]);
    });

    it('when an edit names a value of another attribute or the name of another attribute, then 400/409 and nothing changes', async () => {
      const other = await createAttribute(context.app, context.admin, category._id, {
        name: 'رنگ',
        kind: 'option',
        unit: undefined,
        options: [{ value: 'سفید' }],
      });
      const foreign = await put(curve._id, {
        name: 'منحنی',
        options: [{ _id: other.options[0]!._id, value: 'سفید' }],
      }).expect(400);
      expect(errorOf(foreign.body).message).toBe('یکی از مقدارهای فرستاده‌شده از این ویژگی نیست');
      const taken = await put(curve._id, { name: 'رنگ', options: curve.options }).expect(409);
      expect(errorOf(taken.body).message).toBe('این دسته‌بندی ویژگی دیگری با نام «رنگ» دارد');
      const [listed] = await listAttributes(context.app, category._id);
      expect(listed).toEqual(curve);
    });

    it('when a number attribute gets values or a text attribute becomes a filter, then 400', async () => {
      const length = await createAttribute(context.app, context.admin, category._id, {
        name: 'طول',
        unit: 'متر',
      });
      await put(length._id, { name: 'طول', options: [{ value: '۱' }] }).expect(400);
      const note = await createAttribute(context.app, context.admin, category._id, {
        name: 'یادداشت',
        kind: 'text',
        unit: undefined,
      });
      const response = await put(note._id, { name: 'یادداشت', filterable: true }).expect(400);
      expect(errorOf(response.body).details).toEqual({ filterable: 'ویژگی متنی نمی‌تواند فیلتر باشد' });
      const renamed = await put(length._id, { name: 'طول کابل', unit: 'سانتی‌متر' }).expect(200);
      expect(attributeEndpoints.update.response.parse(renamed.body).attribute).toMatchObject({
        name: 'طول کابل',
        unit: 'سانتی‌متر',
        kind: 'number',
      });
    });

    it('when the attribute does not exist, then 404', async () => {
      const response = await put(NOTHING, { name: 'هیچ' }).expect(404);
      expect(errorOf(response.body).message).toBe('ویژگی یافت نشد');
      await remove(NOTHING).expect(404);
    });
  });

  it('when an admin reorders the attributes, then they are listed in the new order; a partial or foreign list is refused', async () => {
    const [a, b, c] = [
      await createAttribute(context.app, context.admin, category._id),
      await createAttribute(context.app, context.admin, category._id),
      await createAttribute(context.app, context.admin, category._id),
    ];
    const response = await reorder([c!._id, a!._id, b!._id]).expect(200);
    const { attributes, message } = attributeEndpoints.reorder.response.parse(response.body);
    expect(message).toBe('ترتیب ویژگی‌ها ذخیره شد');
    expect(attributes.map((row) => row._id)).toEqual([c!._id, a!._id, b!._id]);
    expect((await listAttributes(context.app, category._id)).map((row) => row._id)).toEqual([
      c!._id,
      a!._id,
      b!._id,
    ]);

    const partial = await reorder([a!._id, b!._id]).expect(400);
    expect(errorOf(partial.body).message).toBe(
      'ترتیب باید همه ویژگی‌های این دسته‌بندی را دقیقاً یک بار داشته باشد',
    );
    await reorder([a!._id, b!._id, b!._id]).expect(400);
    const other = await createAttribute(
      context.app,
      context.admin,
      (await createCategory(context.app, context.admin))._id,
    );
    await reorder([a!._id, b!._id, other._id]).expect(400);
    await reorder(['x', 'y', 'z']).expect(400);
    await reorder([a!._id], NOTHING).expect(404);
    expect((await listAttributes(context.app, category._id)).map((row) => row._id)).toEqual([
      c!._id,
      a!._id,
      b!._id,
    ]);
  });

  it('when an admin removes an attribute products hold, then its values go with it and the answer says how many', async () => {
    const current = await createAttribute(context.app, context.admin, category._id, { name: 'جریان' });
    const kept = await createAttribute(context.app, context.admin, category._id, {
      name: 'ولتاژ',
      unit: 'ولت',
    });
    for (const amps of ['۱۶', '25']) {
      await createProduct(context.app, context.admin, {
        categoryId: category._id,
        specs: JSON.stringify({ [current._id]: amps, [kept._id]: '230' }),
      });
    }
    const [before] = await listAttributes(context.app, category._id);
    expect(before?.productCount).toBe(2);

    const response = await remove(current._id).expect(200);
    expect(attributeEndpoints.remove.response.parse(response.body)).toEqual({
      id: current._id,
      removedValues: 2,
      message: 'ویژگی حذف شد',
    });
    expect((await listAttributes(context.app, category._id)).map((row) => row.name)).toEqual(['ولتاژ']);
    const values = await context.db.select().from(productAttributeValues);
    expect(values.filter((row) => row.attributeId === current._id)).toEqual([]);
    expect(values.filter((row) => row.attributeId === kept._id)).toHaveLength(2);
  });

  it('when a category is deleted, then its attributes and their values go, and its products move to «others» without them', async () => {
    const amps = await createAttribute(context.app, context.admin, category._id);
    const product = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      specs: JSON.stringify({ [amps._id]: '16' }),
    });
    await request(context.app)
      .delete(`/api/category/${category._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(
      await context.db.select().from(categoryAttributes).where(eq(categoryAttributes.id, amps._id)),
    ).toEqual([]);
    expect(await valuesOf(product._id)).toEqual([]);
  });

  it('at most 40 attributes per category', async () => {
    for (let i = 0; i < 40; i++) await post({ name: uniqueTitle('ویژگی'), kind: 'text' }).expect(200);
    const response = await post({ name: 'یکی بیشتر', kind: 'text' }).expect(400);
    expect(errorOf(response.body).message).toBe('هر دسته‌بندی حداکثر ۴۰ ویژگی دارد');
  });
});
