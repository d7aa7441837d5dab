import { apiErrorSchema, categoryEndpoints, productEndpoints, type Category } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../src/db/schema';
import { makeImage, oversizedJpeg, textFile } from '../fixtures/images';
import { useTestApp } from '../support/use-test-app';
import {
  createCategory,
  createProduct,
  storedFiles,
  referencedFiles,
  uniqueTitle,
  variantFiles,
  withForm,
} from '../support/catalog-client';

describe('categories', () => {
  let others: Category;
  const uploads = () => storedFiles(context.images.storage);
  const expectError = (body: unknown, message: string) =>
    expect(apiErrorSchema.parse(body).message).toBe(message);

  const context = useTestApp({ admin: true });
  beforeAll(async () => {
    const response = await request(context.app).get('/api/category').expect(200);
    others = categoryEndpoints.list.response
      .parse(response.body)
      .categories.find((category) => category.title === 'others')!;
  });

  const postCategory = (fields: Record<string, string | undefined>, image?: Buffer, filename = 'photo.jpg') =>
    withForm(
      request(context.app).post('/api/category').set('Authorization', context.admin.bearer),
      fields,
      image ? [{ field: 'image', buffer: image, filename }] : [],
    );

  it('when the shop is new, then the category list holds only "others"', async () => {
    const response = await request(context.app).get('/api/category').expect(200);
    const { categories: listed } = categoryEndpoints.list.response.parse(response.body);
    expect(listed.map((category) => category.title)).toEqual(['others']);
    expect(listed[0]?.hasProducts).toBe(false);
  });

  it('when an admin creates a category, then it is stored with its image in every width and listed before "others"', async () => {
    const before = await uploads();
    const response = await postCategory(
      { title: '  کابل و سیم  ', description: '<p>انواع <strong>کابل</strong></p><script>alert(1)</script>' },
      await makeImage('png', { width: 800, height: 600 }),
      'cables.png',
    ).expect(200);
    const { newCategory, message } = categoryEndpoints.create.response.parse(response.body);
    expect(message).toBe('دسته بندی با موفقیت ایجاد شد');
    expect(newCategory).toMatchObject({
      title: 'کابل و سیم',
      description: '<p>انواع <strong>کابل</strong></p>',
    });
    expect(newCategory.image).toMatch(/^[a-f0-9]{32}-800\.webp$/);
    expect(await uploads()).toEqual([...before, ...variantFiles(newCategory.image)].sort());
    expect(variantFiles(newCategory.image)).toHaveLength(3); // 320, 640 and the original 800

    const fetched = categoryEndpoints.get.response.parse(
      (await request(context.app).get(`/api/category/${newCategory._id}`).expect(200)).body,
    );
    expect(fetched.category).toEqual(newCategory);
    for (const path of ['/api/category', '/api/category/get-all']) {
      const listed = categoryEndpoints.getAll.response.parse(
        (await request(context.app).get(path).expect(200)).body,
      ).categories;
      expect(listed.at(-1)?.title).toBe('others');
      expect(listed).toContainEqual({ ...newCategory, hasProducts: false });
    }
  });

  describe('when the form is incomplete or the file is wrong, then the spec message comes back and no file is left', () => {
    const cases: [
      string,
      () => Promise<[Record<string, string | undefined>, Buffer | undefined, string?]>,
      number,
      string,
    ][] = [
      ['no title', async () => [{ description: '<p>x</p>' }, await makeImage()], 400, 'عنوان الزامی است.'],
      [
        'a title of spaces',
        async () => [{ title: '   ', description: '<p>x</p>' }, await makeImage()],
        400,
        'عنوان الزامی است.',
      ],
      [
        'no description',
        async () => [{ title: uniqueTitle('دسته') }, await makeImage()],
        400,
        'توضیحات الزامی است.',
      ],
      [
        'an empty editor',
        async () => [{ title: uniqueTitle('دسته'), description: '<p><br></p>' }, await makeImage()],
        400,
        'توضیحات الزامی است.',
      ],
      [
        'only removed markup',
        async () => [
          { title: uniqueTitle('دسته'), description: '<script>x</script><img src=x>' },
          await makeImage(),
        ],
        400,
        'توضیحات الزامی است.',
      ],
      [
        'no image',
        async () => [{ title: uniqueTitle('دسته'), description: '<p>x</p>' }, undefined],
        400,
        'عکس الزامی است.',
      ],
      [
        'a text file named .jpg',
        async () => [{ title: uniqueTitle('دسته'), description: '<p>x</p>' }, textFile()],
        400,
        'لطفا یک فایل از نوع عکس بارگزاری کنید.',
      ],
      [
        'a 6 MB image',
        async () => [{ title: uniqueTitle('دسته'), description: '<p>x</p>' }, oversizedJpeg(6)],
        413,
        'سایز عکس باید کمتر از 5 مگابایت باشد.',
      ],
    ];
    it.each(cases)('%s', async (_name, build, status, message) => {
      const before = await uploads();
      const [fields, image] = await build();
      const response = await postCategory(fields, image).expect(status);
      expectError(response.body, message);
      expect(await uploads()).toEqual(before);
    });
  });

  it('when a title is taken in any letter case, then 409 and the just-stored image is removed again', async () => {
    const existing = await createCategory(context.app, context.admin, { title: 'Lighting' });
    const before = await uploads();
    const response = await postCategory(
      { title: 'LIGHTING', description: '<p>x</p>' },
      await makeImage(),
    ).expect(409);
    expectError(response.body, 'دسته بندی دیگری با همین عنوان وجود دارد.');
    expect(await uploads()).toEqual(before);
    await request(context.app).get(`/api/category/${existing._id}`).expect(200);
  });

  it('when an admin edits without an image, then title and description change and the image stays', async () => {
    const category = await createCategory(context.app, context.admin);
    const response = await withForm(
      request(context.app).put(`/api/category/${category._id}`).set('Authorization', context.admin.bearer),
      {
        title: 'ابزار دقیق',
        description: '<p class="ql-align-center">اندازه‌گیری</p>',
      },
    ).expect(200);
    const updated = categoryEndpoints.update.response.parse(response.body);
    expect(updated.message).toBe('دسته بندی با موفقیت ویرایش شد');
    expect(updated.category).toMatchObject({
      title: 'ابزار دقیق',
      description: '<p class="ql-align-center">اندازه‌گیری</p>',
      image: category.image,
    });
    const fetched = categoryEndpoints.get.response.parse(
      (await request(context.app).get(`/api/category/${category._id}`).expect(200)).body,
    );
    expect(fetched.category).toEqual(updated.category);
  });

  it('when an admin replaces the image, then the new one is on disk and the old one is gone', async () => {
    const category = await createCategory(context.app, context.admin);
    const response = await withForm(
      request(context.app).put(`/api/category/${category._id}`).set('Authorization', context.admin.bearer),
      { title: category.title, description: category.description },
      [{ field: 'image', buffer: await makeImage('webp'), filename: 'new.webp' }],
    ).expect(200);
    const { category: updated } = categoryEndpoints.update.response.parse(response.body);
    expect(updated.image).not.toBe(category.image);
    const onDisk = await uploads();
    expect(onDisk).toEqual(expect.arrayContaining(variantFiles(updated.image)));
    expect(onDisk).not.toEqual(expect.arrayContaining(variantFiles(category.image)));
  });

  it('when an edit sends a text file as the image, then 400 and nothing changes', async () => {
    const category = await createCategory(context.app, context.admin);
    const response = await withForm(
      request(context.app).put(`/api/category/${category._id}`).set('Authorization', context.admin.bearer),
      { title: 'عنوان تازه', description: '<p>x</p>' },
      [{ field: 'image', buffer: textFile() }],
    ).expect(400);
    expectError(response.body, 'لطفا یک فایل از نوع عکس بارگزاری کنید.');
    const fetched = categoryEndpoints.get.response.parse(
      (await request(context.app).get(`/api/category/${category._id}`).expect(200)).body,
    );
    expect(fetched.category).toEqual(category);
  });

  it('when a category is renamed, then its products are found by the new title', async () => {
    const category = await createCategory(context.app, context.admin, { title: 'Old name' });
    const product = await createProduct(context.app, context.admin, { categoryId: category._id });
    await withForm(
      request(context.app).put(`/api/category/${category._id}`).set('Authorization', context.admin.bearer),
      {
        title: 'Fresh name',
        description: category.description,
      },
    ).expect(200);
    const [row] = await context.db.select().from(products).where(eq(products.id, product._id));
    expect(row?.searchText).toContain('fresh name');
    expect(row?.searchText).not.toContain('old name');
  });

  describe('the catch-all category («سایر», stored as "others")', () => {
    const NOT_DELETABLE =
      'این دسته بندی جای محصولات دسته‌های حذف‌شده است و قابل حذف نیست؛ نامش را می‌توانید تغییر دهید.';
    const putCategory = (id: string, fields: { title: string; description: string }) =>
      withForm(
        request(context.app).put(`/api/category/${id}`).set('Authorization', context.admin.bearer),
        fields,
      );

    it('when an admin deletes it, then 400 and it stays', async () => {
      expect(others.catchAll).toBe(true);
      const response = await request(context.app)
        .delete(`/api/category/${others._id}`)
        .set('Authorization', context.admin.bearer)
        .expect(400);
      expectError(response.body, NOT_DELETABLE);
      await request(context.app).get(`/api/category/${others._id}`).expect(200);
    });

    it("when an admin renames it, then it keeps its key: listed last, not deletable, and a deleted category's products move into it", async () => {
      const renamed = await putCategory(others._id, {
        title: 'کالاهای متفرقه',
        description: '<p>سایر کالاها</p>',
      }).expect(200);
      expect(categoryEndpoints.update.response.parse(renamed.body).category).toMatchObject({
        title: 'کالاهای متفرقه',
        description: '<p>سایر کالاها</p>',
        catchAll: true,
      });
      // The old name is free now: a category of that name is an ordinary one.
      const plain = await createCategory(context.app, context.admin, { title: 'others' });
      expect(plain.catchAll).toBe(false);
      const product = await createProduct(context.app, context.admin, { categoryId: plain._id });
      await request(context.app)
        .delete(`/api/category/${plain._id}`)
        .set('Authorization', context.admin.bearer)
        .expect(200);
      const moved = productEndpoints.get.response.parse(
        (await request(context.app).get(`/api/product/${product._id}`).expect(200)).body,
      );
      expect(moved.product.categoryId).toBe(others._id);
      const listed = categoryEndpoints.list.response.parse(
        (await request(context.app).get('/api/category').expect(200)).body,
      );
      expect(listed.categories.at(-1)).toMatchObject({ _id: others._id, title: 'کالاهای متفرقه' });
      expectError(
        (
          await request(context.app)
            .delete(`/api/category/${others._id}`)
            .set('Authorization', context.admin.bearer)
            .expect(400)
        ).body,
        NOT_DELETABLE,
      );

      await request(context.app)
        .delete(`/api/product/${product._id}`)
        .set('Authorization', context.admin.bearer)
        .expect(200);
      await putCategory(others._id, { title: 'others', description: others.description }).expect(200);
    });

    it('when another category is created as "OTHERS", then 409', async () => {
      const response = await postCategory(
        { title: 'OTHERS', description: '<p>x</p>' },
        await makeImage(),
      ).expect(409);
      expectError(response.body, 'دسته بندی دیگری با همین عنوان وجود دارد.');
    });
  });

  it('when a category with products is deleted, then they move to "others" and its image leaves the disk', async () => {
    const category = await createCategory(context.app, context.admin, { title: 'Switches' });
    const first = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      title: 'کلید تبدیل',
    });
    const second = await createProduct(context.app, context.admin, { categoryId: category._id });

    const response = await request(context.app)
      .delete(`/api/category/${category._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(categoryEndpoints.remove.response.parse(response.body)).toEqual({
      id: category._id,
      message: 'دسته بندی با موفقیت حذف شد',
    });

    for (const product of [first, second]) {
      const fetched = productEndpoints.get.response.parse(
        (await request(context.app).get(`/api/product/${product._id}`).expect(200)).body,
      );
      expect(fetched.product.categoryId).toBe(others._id);
    }
    const [row] = await context.db.select().from(products).where(eq(products.id, first._id));
    expect(row?.searchText).toBe('کلید تبدیل others توضیحات محصول');
    expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(category.image)));
    const listed = categoryEndpoints.getAll.response.parse(
      (await request(context.app).get('/api/category/get-all').expect(200)).body,
    ).categories;
    expect(listed.find((item) => item._id === others._id)?.hasProducts).toBe(true);
    await request(context.app).get(`/api/category/${category._id}`).expect(404);
    const again = await request(context.app)
      .delete(`/api/category/${category._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(404);
    expectError(again.body, 'دسته بندی یافت نشد');
  });

  it('when two categories got the same picture, then deleting one keeps the file the other still shows', async () => {
    const picture = await makeImage();
    const first = await createCategory(context.app, context.admin, {}, picture);
    const second = await createCategory(context.app, context.admin, {}, picture);
    expect(second.image).toBe(first.image);

    await request(context.app)
      .delete(`/api/category/${first._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await uploads()).toEqual(expect.arrayContaining(variantFiles(second.image)));
    await request(context.app)
      .delete(`/api/category/${second._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(second.image)));
  });

  it('when the category page is asked, then it answers the category and one page of its products', async () => {
    const category = await createCategory(context.app, context.admin);
    const [cheap, middle, dear] = [
      await createProduct(context.app, context.admin, { categoryId: category._id, price: '3000' }),
      await createProduct(context.app, context.admin, { categoryId: category._id, price: '20000' }),
      await createProduct(context.app, context.admin, { categoryId: category._id, price: '100000' }),
    ];
    await createProduct(context.app, context.admin); // in no category

    const first = categoryEndpoints.getWithProducts.response.parse(
      (
        await request(context.app)
          .get(`/api/category/get-one/${category._id}?pageSize=2&sort=price-desc`)
          .expect(200)
      ).body,
    );
    expect(first.category._id).toBe(category._id);
    expect(first.products.map((product) => product._id)).toEqual([dear!._id, middle!._id]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.products[0]).not.toHaveProperty('description');

    const second = categoryEndpoints.getWithProducts.response.parse(
      (
        await request(context.app)
          .get(`/api/category/get-one/${category._id}?pageSize=2&page=2&sort=price-desc`)
          .expect(200)
      ).body,
    );
    expect(second.products.map((product) => product._id)).toEqual([cheap!._id]);
  });

  describe('when an id is malformed or unknown, then 404 with a Persian message', () => {
    const ids = ['not-a-uuid', '123', "1' OR '1'='1", '6f1c1c2e-8a4b-4c7e-9f00-000000000000'];
    it.each(ids)('%s', async (id) => {
      const path = `/api/category/${encodeURIComponent(id)}`;
      for (const response of [
        await request(context.app).get(path),
        await request(context.app).get(`/api/category/get-one/${encodeURIComponent(id)}`),
        await withForm(request(context.app).put(path).set('Authorization', context.admin.bearer), {
          title: 't',
          description: '<p>d</p>',
        }),
        await request(context.app).delete(path).set('Authorization', context.admin.bearer),
      ]) {
        expect(response.status).toBe(404);
        expectError(response.body, 'دسته بندی یافت نشد');
      }
    });
  });

  it('after all of the above, the disk holds exactly the images the rows name: none orphaned, none missing', async () => {
    expect(await uploads()).toEqual(await referencedFiles(context.db));
  });
});
