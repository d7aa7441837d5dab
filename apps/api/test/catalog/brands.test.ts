import { apiErrorSchema, brandEndpoints, productEndpoints, type Brand } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { brands, products } from '../../src/db/schema';
import { makeImage, oversizedJpeg, textFile } from '../fixtures/images';
import {
  createBrand,
  createProduct,
  storedFiles,
  referencedFiles,
  uniqueLatin,
  uniqueTitle,
  variantFiles,
  withForm,
  type FormFields,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const path = (template: string, id: string) => template.replace(':id', id);

describe('brands', () => {
  const context = useTestApp({ admin: true, shopper: true });
  const uploads = () => storedFiles(context.images.storage);
  const errorOf = (body: unknown) => apiErrorSchema.parse(body);

  const sendBrand = (
    method: 'post' | 'put',
    target: string,
    fields: FormFields,
    logo?: Buffer,
    bearer = context.admin.bearer,
  ) =>
    withForm(
      request(context.app)[method](target).set('Authorization', bearer),
      fields,
      logo ? [{ field: 'logo', buffer: logo, filename: 'logo.png', contentType: 'image/png' }] : [],
    );
  const listed = async () =>
    brandEndpoints.list.response.parse(
      (await request(context.app).get(brandEndpoints.list.path).expect(200)).body,
    ).brands;
  const stored = async (id: string) => (await context.db.select().from(brands).where(eq(brands.id, id)))[0];

  it('when an admin adds a brand with a logo, then it is stored, listed with no products yet and readable by id', async () => {
    const before = await uploads();
    const response = await sendBrand(
      'post',
      brandEndpoints.create.path,
      { nameFa: '  اشنایدر الکتریک  ', nameEn: ' Schneider Electric ' },
      await makeImage('png', { width: 400, height: 200 }),
    ).expect(200);
    const { brand, message } = brandEndpoints.create.response.parse(response.body);
    expect(message).toBe('برند با موفقیت ایجاد شد');
    expect(brand).toMatchObject({ nameFa: 'اشنایدر الکتریک', nameEn: 'Schneider Electric' });
    expect(brand.logo).toMatch(/^[a-f0-9]{32}-400\.webp$/);
    expect(await uploads()).toEqual([...before, ...variantFiles(brand.logo!)].sort());

    expect(await listed()).toContainEqual({ ...brand, productCount: 0 });
    const fetched = await request(context.app).get(path(brandEndpoints.get.path, brand._id)).expect(200);
    expect(brandEndpoints.get.response.parse(fetched.body).brand).toEqual(brand);
    expect(await stored(brand._id)).toMatchObject({
      searchFa: 'اشنایدر الکتریک',
      searchEn: 'schneider electric',
    });
  });

  it('when an admin adds a brand without a logo, then it has none', async () => {
    const brand = await createBrand(context.app, context.admin, {
      nameFa: 'پارس شهاب',
      nameEn: 'Pars Shahab',
    });
    expect(brand.logo).toBeNull();
  });

  it('the list is in Persian alphabetical order', async () => {
    await createBrand(context.app, context.admin, { nameFa: 'ژیان', nameEn: 'Zhian' });
    await createBrand(context.app, context.admin, { nameFa: 'آلفا', nameEn: 'Alfa' });
    const names = (await listed()).map((brand) => brand.nameFa);
    const expected = ['آلفا', 'اشنایدر الکتریک', 'پارس شهاب', 'ژیان'];
    expect(names.filter((name) => expected.includes(name))).toEqual(expected);
  });

  describe('when the form is wrong, then it is refused in Persian beside the field and nothing is stored', () => {
    it.each<[string, FormFields, string, string]>([
      ['no Persian name', { nameEn: 'Hager' }, 'nameFa', 'نام فارسی برند الزامی است'],
      ['a blank Persian name', { nameFa: '   ', nameEn: 'Hager' }, 'nameFa', 'نام فارسی برند الزامی است'],
      [
        'a Persian name in Latin letters',
        { nameFa: 'Hager', nameEn: 'Hager' },
        'nameFa',
        'نام فارسی باید با حروف فارسی نوشته شود',
      ],
      ['no Latin name', { nameFa: 'هاگر' }, 'nameEn', 'نام لاتین برند الزامی است'],
      [
        'a Latin name in Persian letters',
        { nameFa: 'هاگر', nameEn: 'هاگر' },
        'nameEn',
        'نام لاتین فقط حروف و ارقام لاتین دارد',
      ],
      [
        'a name of 61 characters',
        { nameFa: 'ب'.repeat(61), nameEn: 'Hager' },
        'nameFa',
        'نام حداکثر ۶۰ نویسه است',
      ],
      [
        'removeLogo neither true nor false',
        { nameFa: 'هاگر', nameEn: 'Hager', removeLogo: 'yes' },
        'removeLogo',
        'مقدار «حذف لوگو» نامعتبر است',
      ],
    ])('%s', async (_case, fields, field, message) => {
      const before = await uploads();
      const count = (await listed()).length;
      const response = await sendBrand(
        'post',
        brandEndpoints.create.path,
        fields,
        await makeImage('png'),
      ).expect(400);
      expect(errorOf(response.body)).toMatchObject({ message, details: { [field]: message } });
      expect(await uploads()).toEqual(before);
      expect(await listed()).toHaveLength(count);
    });

    it('a logo that is not a picture', async () => {
      const before = await uploads();
      const response = await sendBrand(
        'post',
        brandEndpoints.create.path,
        { nameFa: 'هاگر', nameEn: 'Hager' },
        textFile(),
      ).expect(400);
      expect(errorOf(response.body)).toMatchObject({
        message: 'لوگو باید یک فایل عکس باشد',
        details: { logo: 'لوگو باید یک فایل عکس باشد' },
      });
      expect(await uploads()).toEqual(before);
    });

    it('a logo over 5 MB', async () => {
      const before = await uploads();
      const response = await sendBrand(
        'post',
        brandEndpoints.create.path,
        { nameFa: 'هاگر', nameEn: 'Hager' },
        oversizedJpeg(6),
      ).expect(413);
      expect(errorOf(response.body).message).toBe('حجم لوگو باید کمتر از ۵ مگابایت باشد');
      expect(await uploads()).toEqual(before);
    });
  });

  it('when a name is taken however it is typed (Arabic letters, letter case), then 409 names it and the logo is not kept', async () => {
    await createBrand(context.app, context.admin, { nameFa: 'سیماران', nameEn: 'Simaran' });
    const before = await uploads();
    const arabic = await sendBrand(
      'post',
      brandEndpoints.create.path,
      { nameFa: 'سيماران', nameEn: 'Other' },
      await makeImage('png'),
    ).expect(409);
    expect(errorOf(arabic.body)).toMatchObject({
      code: 'CONFLICT',
      message: 'برند دیگری با نام «سيماران» وجود دارد',
    });
    const latin = await sendBrand('post', brandEndpoints.create.path, {
      nameFa: 'دیگری',
      nameEn: 'SIMARAN',
    }).expect(409);
    expect(errorOf(latin.body).message).toBe('برند دیگری با نام «SIMARAN» وجود دارد');
    expect(await uploads()).toEqual(before);
  });

  describe('editing', () => {
    let brand: Brand;
    beforeEach(async () => {
      brand = await createBrand(context.app, context.admin, {}, await makeImage('png'));
    });

    it('when an admin renames a brand and replaces its logo, then both are stored and the old logo files are deleted', async () => {
      const response = await sendBrand(
        'put',
        path(brandEndpoints.update.path, brand._id),
        { nameFa: 'هاگر', nameEn: 'Hager' },
        await makeImage('png'),
      ).expect(200);
      const { brand: saved, message } = brandEndpoints.update.response.parse(response.body);
      expect(message).toBe('برند با موفقیت ویرایش شد');
      expect(saved).toMatchObject({ _id: brand._id, nameFa: 'هاگر', nameEn: 'Hager' });
      expect(saved.logo).not.toBe(brand.logo);
      expect(await uploads()).toEqual(expect.arrayContaining(variantFiles(saved.logo!)));
      expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(brand.logo!)));
      expect(await stored(brand._id)).toMatchObject({ nameEn: 'Hager', searchEn: 'hager', logo: saved.logo });
    });

    it('when the form is sent without a logo, then the logo stays; with removeLogo, it goes', async () => {
      const kept = await sendBrand('put', path(brandEndpoints.update.path, brand._id), {
        nameFa: uniqueTitle('برند'),
        nameEn: uniqueLatin('Kept'),
      }).expect(200);
      expect(brandEndpoints.update.response.parse(kept.body).brand.logo).toBe(brand.logo);

      const removed = await sendBrand('put', path(brandEndpoints.update.path, brand._id), {
        nameFa: uniqueTitle('برند'),
        nameEn: uniqueLatin('Removed'),
        removeLogo: 'true',
      }).expect(200);
      expect(brandEndpoints.update.response.parse(removed.body).brand.logo).toBeNull();
      expect((await stored(brand._id))?.logo).toBeNull();
      expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(brand.logo!)));
    });

    it('when another brand has the name, then 409 and nothing changes', async () => {
      const other = await createBrand(context.app, context.admin);
      const response = await sendBrand('put', path(brandEndpoints.update.path, brand._id), {
        nameFa: other.nameFa,
        nameEn: uniqueLatin('Fresh'),
      }).expect(409);
      expect(errorOf(response.body).message).toBe(`برند دیگری با نام «${other.nameFa}» وجود دارد`);
      expect((await stored(brand._id))?.nameFa).toBe(brand.nameFa);
    });

    it('when the brand does not exist, then 404 in Persian', async () => {
      const response = await sendBrand(
        'put',
        path(brandEndpoints.update.path, '00000000-0000-4000-8000-000000000000'),
        {
          nameFa: 'نامی',
          nameEn: 'Name',
        },
      ).expect(404);
      expect(errorOf(response.body).message).toBe('برند یافت نشد');
    });
  });

  describe('products of a brand', () => {
    it('when a product names a brand, then the product, its page and the brand page show it, and the list counts it', async () => {
      const brand = await createBrand(context.app, context.admin);
      const cheap = await createProduct(context.app, context.admin, { brandId: brand._id, price: '1000' });
      const dear = await createProduct(context.app, context.admin, { brandId: brand._id, price: '9000' });
      await createProduct(context.app, context.admin);
      expect(cheap.brandId).toBe(brand._id);

      const page = productEndpoints.getWithRelated.response.parse(
        (await request(context.app).get(path(productEndpoints.getWithRelated.path, cheap._id)).expect(200))
          .body,
      );
      expect(page.brand).toEqual(brand);

      const grid = async (query: Record<string, string | number>) =>
        brandEndpoints.getWithProducts.response.parse(
          (
            await request(context.app)
              .get(path(brandEndpoints.getWithProducts.path, brand._id))
              .query(query)
              .expect(200)
          ).body,
        );
      const newest = await grid({});
      expect(newest.brand).toEqual(brand);
      expect(newest.products.map((product) => product._id)).toEqual([dear._id, cheap._id]);
      expect(newest).toMatchObject({ total: 2, page: 1, totalIsEstimate: false });
      expect((await grid({ sort: 'price-asc' })).products.map((product) => product._id)).toEqual([
        cheap._id,
        dear._id,
      ]);
      const second = await grid({ pageSize: 1, page: 2 });
      expect(second.products.map((product) => product._id)).toEqual([cheap._id]);
      expect((await listed()).find((item) => item._id === brand._id)?.productCount).toBe(2);
    });

    it('when the brand page is asked with a bad sort or page, then 400 in Persian; an unknown brand, 404', async () => {
      const brand = await createBrand(context.app, context.admin);
      const target = path(brandEndpoints.getWithProducts.path, brand._id);
      expect(
        errorOf((await request(context.app).get(target).query({ sort: 'cheapest' }).expect(400)).body)
          .message,
      ).toBe('ترتیب نمایش نامعتبر است');
      await request(context.app).get(target).query({ page: 0 }).expect(400);
      const unknown = await request(context.app)
        .get(path(brandEndpoints.getWithProducts.path, '00000000-0000-4000-8000-000000000000'))
        .expect(404);
      expect(errorOf(unknown.body).message).toBe('برند یافت نشد');
    });

    it('when a product names a brand that does not exist, then 400 beside the field and no product or file is stored', async () => {
      const before = await uploads();
      const response = await withForm(
        request(context.app).post(productEndpoints.create.path).set('Authorization', context.admin.bearer),
        {
          title: 'بی‌برند',
          description: '<p>x</p>',
          price: '1000',
          brandId: '00000000-0000-4000-8000-000000000000',
        },
        [{ field: 'image', buffer: await makeImage() }],
      ).expect(400);
      expect(errorOf(response.body)).toMatchObject({
        message: 'برند انتخاب‌شده وجود ندارد',
        details: { brandId: 'برند انتخاب‌شده وجود ندارد' },
      });
      expect(await uploads()).toEqual(before);
      const malformed = await withForm(
        request(context.app).post(productEndpoints.create.path).set('Authorization', context.admin.bearer),
        { title: 'بی‌برند', description: '<p>x</p>', price: '1000', brandId: 'schneider' },
        [{ field: 'image', buffer: await makeImage() }],
      ).expect(400);
      expect(errorOf(malformed.body).details).toEqual({ brandId: 'برند انتخاب‌شده وجود ندارد' });
    });

    it('when an edit sends the brand empty, then the product has none; left out, it keeps its brand', async () => {
      const brand = await createBrand(context.app, context.admin);
      const product = await createProduct(context.app, context.admin, { brandId: brand._id });
      const edit = (fields: FormFields) =>
        withForm(
          request(context.app)
            .put(path(productEndpoints.update.path, product._id))
            .set('Authorization', context.admin.bearer),
          { title: product.title, description: product.description, price: String(product.price), ...fields },
        ).expect(200);
      expect(productEndpoints.update.response.parse((await edit({})).body).product.brandId).toBe(brand._id);
      expect(
        productEndpoints.update.response.parse((await edit({ brandId: '' })).body).product.brandId,
      ).toBeNull();
      const [row] = await context.db
        .select({ brandId: products.brandId })
        .from(products)
        .where(eq(products.id, product._id));
      expect(row?.brandId).toBeNull();
    });
  });

  describe('deleting', () => {
    it('when an admin deletes a brand, then its products stay without a brand and its logo files go', async () => {
      const brand = await createBrand(context.app, context.admin, {}, await makeImage('png'));
      const product = await createProduct(context.app, context.admin, { brandId: brand._id });
      const response = await request(context.app)
        .delete(path(brandEndpoints.remove.path, brand._id))
        .set('Authorization', context.admin.bearer)
        .expect(200);
      expect(brandEndpoints.remove.response.parse(response.body)).toEqual({
        id: brand._id,
        message: 'برند حذف شد؛ محصولات آن بدون برند ماندند',
      });
      expect(await stored(brand._id)).toBeUndefined();
      const kept = productEndpoints.get.response.parse(
        (await request(context.app).get(path(productEndpoints.get.path, product._id)).expect(200)).body,
      ).product;
      expect(kept).toMatchObject({ _id: product._id, title: product.title, brandId: null });
      expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(brand.logo!)));
      await request(context.app).get(path(brandEndpoints.get.path, brand._id)).expect(404);
      await request(context.app)
        .delete(path(brandEndpoints.remove.path, brand._id))
        .set('Authorization', context.admin.bearer)
        .expect(404);
    });

    it('when two brands have the same logo picture, then deleting one, or a refused upload of it, keeps the other’s files', async () => {
      const picture = await makeImage('png');
      const first = await createBrand(context.app, context.admin, {}, picture);
      const second = await createBrand(context.app, context.admin, {}, picture);
      expect(second.logo).toBe(first.logo);

      await sendBrand(
        'post',
        brandEndpoints.create.path,
        { nameFa: first.nameFa, nameEn: uniqueLatin('Again') },
        picture,
      ).expect(409);
      await request(context.app)
        .delete(path(brandEndpoints.remove.path, first._id))
        .set('Authorization', context.admin.bearer)
        .expect(200);
      expect(await uploads()).toEqual(expect.arrayContaining(variantFiles(second.logo!)));
      expect(await uploads()).toEqual(await referencedFiles(context.db));
    });
  });

  it('when a shopper or nobody tries to write, then 403/401 and nothing changes', async () => {
    const count = (await listed()).length;
    await sendBrand(
      'post',
      brandEndpoints.create.path,
      { nameFa: 'هکر', nameEn: 'Hacker' },
      undefined,
      context.shopper.bearer,
    ).expect(403);
    await withForm(request(context.app).post(brandEndpoints.create.path), {
      nameFa: 'هکر',
      nameEn: 'Hacker',
    }).expect(401);
    expect(await listed()).toHaveLength(count);
  });
});
