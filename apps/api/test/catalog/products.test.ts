import { apiErrorSchema, productEndpoints, type Category, type Product } from '@shop/contracts';
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
  type FileUpload,
  type FormFields,
} from '../support/catalog-client';

describe('products', () => {
  let category: Category;
  const uploads = () => storedFiles(context.images.storage);
  const expectError = (body: unknown, message: string) =>
    expect(apiErrorSchema.parse(body).message).toBe(message);
  const fetchProduct = async (id: string) =>
    productEndpoints.get.response.parse(
      (await request(context.app).get(`/api/product/${id}`).expect(200)).body,
    ).product;

  const context = useTestApp({ admin: true });
  beforeAll(async () => {
    category = await createCategory(context.app, context.admin, { title: 'Cables' });
  });

  const validForm = (): FormFields => ({
    title: uniqueTitle('محصول'),
    description: '<p>توضیح</p>',
    price: '1000',
    stock: 'true',
  });
  const postProduct = (fields: FormFields, files: FileUpload[]) =>
    withForm(
      request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
      fields,
      files,
    );
  const putProduct = (id: string, fields: FormFields, files: FileUpload[] = []) =>
    withForm(
      request(context.app).put(`/api/product/${id}`).set('Authorization', context.admin.bearer),
      fields,
      files,
    );

  it('when an admin creates a product with a JPEG and a PNG, GIF and WebP gallery, then all are stored and the product reads back', async () => {
    const response = await postProduct(
      {
        title: 'کابل افشان ۲.۵',
        description: '<h2>مشخصات</h2><p>مس <em>خالص</em></p>',
        price: '۱٬۲۵۰٬۰۰۰',
        originalPrice: '1,500,000',
        stock: '7',
        isPopular: 'true',
        categoryId: category._id,
      },
      [
        { field: 'image', buffer: await makeImage('jpeg') },
        { field: 'gallery', buffer: await makeImage('png'), filename: 'a.png', contentType: 'image/png' },
        { field: 'gallery', buffer: await makeImage('gif'), filename: 'b.gif', contentType: 'image/gif' },
        { field: 'gallery', buffer: await makeImage('webp'), filename: 'c.webp', contentType: 'image/webp' },
      ],
    ).expect(200);
    const { newProduct, message } = productEndpoints.create.response.parse(response.body);
    expect(message).toBe('محصول با موفقیت ایجاد شد!');
    expect(newProduct).toMatchObject({
      title: 'کابل افشان ۲.۵',
      description: '<h2>مشخصات</h2><p>مس <em>خالص</em></p>',
      price: 1_250_000,
      originalPrice: 1_500_000,
      stock: 7,
      isPopular: true,
      categoryId: category._id,
    });
    expect(newProduct.gallery).toHaveLength(3);
    expect(await uploads()).toEqual(
      expect.arrayContaining(variantFiles(newProduct.image, ...newProduct.gallery)),
    );
    expect(await fetchProduct(newProduct._id)).toEqual(newProduct);
  });

  describe('when prices are typed with any digits and separators, then they are stored as whole toman', () => {
    it.each([
      ['۱٬۲۵۰٬۰۰۰', 1_250_000],
      ['1,250,000', 1_250_000],
      ['١٢٥٠٠٠٠', 1_250_000],
      [' 45 000 ', 45_000],
      ['999999999999', 999_999_999_999],
    ])('%s', async (price, stored) => {
      const product = await createProduct(context.app, context.admin, { price });
      expect(product.price).toBe(stored);
    });
  });

  describe('when the form breaks a rule, then the spec message comes back and no file is left', () => {
    const cases: [string, () => Promise<[FormFields, FileUpload[]]>, number, string][] = [
      [
        'no title',
        async () => [{ ...validForm(), title: undefined }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'عنوان الزامی است',
      ],
      [
        'a title of spaces',
        async () => [{ ...validForm(), title: ' \t ' }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'عنوان الزامی است',
      ],
      [
        'no price',
        async () => [{ ...validForm(), price: undefined }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'قیمت الزامی است',
      ],
      [
        'a price in words',
        async () => [
          { ...validForm(), price: 'هزار تومان' },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'قیمت نامعتبر است',
      ],
      [
        'a zero price',
        async () => [{ ...validForm(), price: '۰' }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'قیمت نامعتبر است',
      ],
      [
        'a negative price',
        async () => [{ ...validForm(), price: '-5000' }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'قیمت نامعتبر است',
      ],
      [
        'a fractional price',
        async () => [{ ...validForm(), price: '12.5' }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'قیمت نامعتبر است',
      ],
      [
        'a price of 10^12',
        async () => [
          { ...validForm(), price: '1000000000000' },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'قیمت نامعتبر است',
      ],
      [
        'a bad original price',
        async () => [
          { ...validForm(), originalPrice: 'abc' },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'قیمت نامعتبر است',
      ],
      [
        'no description',
        async () => [
          { ...validForm(), description: undefined },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'توضیحات الزامی است',
      ],
      [
        'an empty editor',
        async () => [
          { ...validForm(), description: '<p><br></p><p>&nbsp;</p>' },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'توضیحات الزامی است',
      ],
      [
        'a negative stock',
        async () => [{ ...validForm(), stock: '-1' }, [{ field: 'image', buffer: await makeImage() }]],
        400,
        'موجودی باید عددی صحیح (۰ یا بیشتر) باشد',
      ],
      [
        'an unknown category',
        async () => [
          { ...validForm(), categoryId: '6f1c1c2e-8a4b-4c7e-9f00-000000000000' },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'دسته بندی انتخاب‌شده وجود ندارد',
      ],
      [
        'a malformed category',
        async () => [
          { ...validForm(), categoryId: 'cables' },
          [{ field: 'image', buffer: await makeImage() }],
        ],
        400,
        'دسته بندی انتخاب‌شده وجود ندارد',
      ],
      [
        'no main image',
        async () => [validForm(), [{ field: 'gallery', buffer: await makeImage() }]],
        400,
        'عکس الزامی است',
      ],
      [
        'a text file as the main image',
        async () => [validForm(), [{ field: 'image', buffer: textFile() }]],
        400,
        'لطفا یک فایل عکس بارگذاری کنید',
      ],
      [
        'a text file in the gallery',
        async () => [
          validForm(),
          [
            { field: 'image', buffer: await makeImage() },
            { field: 'gallery', buffer: await makeImage() },
            { field: 'gallery', buffer: textFile() },
          ],
        ],
        400,
        'تمام فایلهای گالری باید عکس باشند',
      ],
      [
        '13 gallery images',
        async () => [
          validForm(),
          [
            { field: 'image', buffer: await makeImage() },
            ...(await Promise.all(
              Array.from({ length: 13 }, async () => ({ field: 'gallery', buffer: await makeImage() })),
            )),
          ],
        ],
        400,
        'گالری حداکثر ۱۲ عکس دارد',
      ],
      [
        'an 11 MB image',
        async () => [validForm(), [{ field: 'image', buffer: oversizedJpeg(11) }]],
        413,
        'حجم هر عکس باید کمتر از 10 مگابایت باشد',
      ],
    ];
    it.each(cases)('%s', async (_name, build, status, message) => {
      const before = await uploads();
      const [fields, files] = await build();
      const response = await postProduct(fields, files).expect(status);
      expectError(response.body, message);
      expect(await uploads()).toEqual(before);
    });
  });

  describe('when stock comes as the form sends it, then it is stored as a quantity', () => {
    it.each([
      ['true', 1],
      ['false', 0],
      ['12', 12],
      ['۳', 3],
    ])('%s', async (stock, stored) => {
      expect((await createProduct(context.app, context.admin, { stock })).stock).toBe(stored);
    });
  });

  it('when an admin edits the fields only, then they change and the images, popularity and stock count stay', async () => {
    const product = await createProduct(context.app, context.admin, {
      stock: '9',
      isPopular: 'true',
      originalPrice: '2000',
    });
    const response = await putProduct(product._id, {
      title: 'عنوان ویرایش‌شده',
      description: '<p>تازه</p>',
      price: '۵۰۰',
      stock: 'true',
      categoryId: category._id,
    }).expect(200);
    const { product: updated, message } = productEndpoints.update.response.parse(response.body);
    expect(message).toBe('محصول با موفقیت ویرایش شد!');
    expect(updated).toMatchObject({
      title: 'عنوان ویرایش‌شده',
      description: '<p>تازه</p>',
      price: 500,
      originalPrice: 2000,
      stock: 9,
      isPopular: true,
      categoryId: category._id,
      image: product.image,
      gallery: product.gallery,
    });
    expect(await fetchProduct(product._id)).toEqual(updated);
    const [row] = await context.db.select().from(products).where(eq(products.id, product._id));
    expect(row?.searchText).toBe('عنوان ویرایش شده cables تازه');
  });

  it('when an edit clears the original price and the category and marks it out of stock, then they are cleared', async () => {
    const product = await createProduct(context.app, context.admin, {
      originalPrice: '2000',
      categoryId: category._id,
    });
    const response = await putProduct(product._id, {
      ...validForm(),
      originalPrice: '',
      categoryId: '',
      stock: 'false',
      isPopular: 'false',
    }).expect(200);
    expect(productEndpoints.update.response.parse(response.body).product).toMatchObject({
      originalPrice: null,
      categoryId: null,
      stock: 0,
      isPopular: false,
    });
  });

  it('when an edit removes gallery images, adds new ones and replaces the main image, then the disk follows', async () => {
    const gallery = await Promise.all([makeImage('png'), makeImage('gif'), makeImage('webp')]);
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage() },
      ...gallery.map((buffer) => ({ field: 'gallery', buffer })),
    ]);
    const [keep, remove, alsoRemove] = product.gallery as [string, string, string];

    const response = await putProduct(
      product._id,
      { ...validForm(), removedGallery: [remove, alsoRemove, 'not-in-gallery-64.webp'] },
      [
        { field: 'image', buffer: await makeImage('png') },
        { field: 'gallery', buffer: await makeImage('jpeg') },
      ],
    ).expect(200);
    const { product: updated } = productEndpoints.update.response.parse(response.body);
    expect(updated.image).not.toBe(product.image);
    expect(updated.gallery).toHaveLength(2);
    expect(updated.gallery[0]).toBe(keep);

    const onDisk = await uploads();
    expect(onDisk).toEqual(expect.arrayContaining(variantFiles(updated.image, ...updated.gallery)));
    for (const gone of [product.image, remove, alsoRemove])
      expect(onDisk).not.toEqual(expect.arrayContaining(variantFiles(gone)));
    expect((await fetchProduct(product._id)).gallery).toEqual(updated.gallery);
  });

  it('when an edit would make the gallery hold more than 12 images, then 400 and the new files are removed again', async () => {
    const eleven = await Promise.all(
      Array.from({ length: 11 }, async () => ({ field: 'gallery', buffer: await makeImage() })),
    );
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage() },
      ...eleven,
    ]);
    const before = await uploads();
    const response = await putProduct(product._id, validForm(), [
      { field: 'gallery', buffer: await makeImage() },
      { field: 'gallery', buffer: await makeImage() },
    ]).expect(400);
    expectError(response.body, 'گالری حداکثر ۱۲ عکس دارد');
    expect(await uploads()).toEqual(before);
    expect((await fetchProduct(product._id)).gallery).toEqual(product.gallery);
  });

  describe('gallery order', () => {
    const galleryFiles = (buffers: Buffer[]): FileUpload[] =>
      buffers.map((buffer) => ({ field: 'gallery', buffer }));
    /** The stored names of these pictures, in this order (names are content hashes). */
    const storedNames = async (...buffers: Buffer[]) =>
      (
        await createProduct(context.app, context.admin, {}, [
          { field: 'image', buffer: await makeImage() },
          ...galleryFiles(buffers),
        ])
      ).gallery;
    const pictures = (count: number) => Promise.all(Array.from({ length: count }, () => makeImage()));

    it('when a new product names its uploads in another order, then the gallery is stored in that order', async () => {
      const [a, b, c] = (await pictures(3)) as [Buffer, Buffer, Buffer];
      const [nameA, nameB, nameC] = await storedNames(a, b, c);
      const product = await createProduct(
        context.app,
        context.admin,
        { galleryOrder: ['new:2', 'new:0', 'new:1'] },
        [{ field: 'image', buffer: await makeImage() }, ...galleryFiles([a, b, c])],
      );
      expect(product.gallery).toEqual([nameC, nameA, nameB]);
      expect((await fetchProduct(product._id)).gallery).toEqual([nameC, nameA, nameB]);
    });

    it('when an edit only reorders the gallery, then the new order is stored and no file changes', async () => {
      const product = await createProduct(context.app, context.admin, {}, [
        { field: 'image', buffer: await makeImage() },
        ...galleryFiles(await pictures(3)),
      ]);
      const [a, b, c] = product.gallery as [string, string, string];
      const before = await uploads();
      const response = await putProduct(product._id, { ...validForm(), galleryOrder: [c, a, b] }).expect(200);
      expect(productEndpoints.update.response.parse(response.body).product.gallery).toEqual([c, a, b]);
      expect((await fetchProduct(product._id)).gallery).toEqual([c, a, b]);
      expect(await uploads()).toEqual(before);
    });

    it('when an edit removes one image, adds two and places them among the kept ones, then that order is stored', async () => {
      const product = await createProduct(context.app, context.admin, {}, [
        { field: 'image', buffer: await makeImage() },
        ...galleryFiles(await pictures(3)),
      ]);
      const [a, removed, c] = product.gallery as [string, string, string];
      const [x, y] = (await pictures(2)) as [Buffer, Buffer];
      const [nameX, nameY] = await storedNames(x, y);
      const response = await putProduct(
        product._id,
        { ...validForm(), removedGallery: removed, galleryOrder: ['new:1', c, a, 'new:0'] },
        galleryFiles([x, y]),
      ).expect(200);
      const expected = [nameY, c, a, nameX];
      expect(productEndpoints.update.response.parse(response.body).product.gallery).toEqual(expected);
      expect((await fetchProduct(product._id)).gallery).toEqual(expected);
      expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(removed)));
    });

    describe('when the order does not name every image of the gallery exactly once, then 400 beside the gallery and nothing is written', () => {
      const cases: [string, (gallery: string[]) => string[]][] = [
        ['an unknown name', ([a, b]) => [a!, b!, 'not-in-gallery-64.webp', 'new:0', 'new:1']],
        ['a kept image left out', ([a]) => [a!, 'new:0', 'new:1']],
        ['a kept image twice', ([a, b]) => [a!, b!, b!, 'new:0', 'new:1']],
        ['the removed image', ([a, b, removed]) => [a!, b!, removed!, 'new:0', 'new:1']],
        ['an upload left out', ([a, b]) => [a!, b!, 'new:0']],
        ['an upload twice', ([a, b]) => [a!, b!, 'new:0', 'new:0', 'new:1']],
        ['an upload that was not sent', ([a, b]) => [a!, b!, 'new:0', 'new:1', 'new:2']],
        ['an upload number written otherwise', ([a, b]) => [a!, b!, 'new:00', 'new:1']],
      ];
      it.each(cases)('%s', async (_case, orderOf) => {
        const product = await createProduct(context.app, context.admin, {}, [
          { field: 'image', buffer: await makeImage() },
          ...galleryFiles(await pictures(3)),
        ]);
        const before = await uploads();
        const response = await putProduct(
          product._id,
          { ...validForm(), removedGallery: product.gallery[2], galleryOrder: orderOf(product.gallery) },
          galleryFiles(await pictures(2)),
        ).expect(400);
        const message = 'ترتیب گالری نامعتبر است؛ هر عکس گالری باید دقیقاً یک بار در آن بیاید';
        expect(apiErrorSchema.parse(response.body)).toMatchObject({ message, details: { gallery: message } });
        expect(await uploads()).toEqual(before);
        expect(await fetchProduct(product._id)).toEqual(product);
      });

      it('a new product naming a stored image', async () => {
        const [existing] = await storedNames(await makeImage());
        const before = await uploads();
        const response = await postProduct({ ...validForm(), galleryOrder: [existing!, 'new:0'] }, [
          { field: 'image', buffer: await makeImage() },
          ...galleryFiles(await pictures(1)),
        ]).expect(400);
        expectError(response.body, 'ترتیب گالری نامعتبر است؛ هر عکس گالری باید دقیقاً یک بار در آن بیاید');
        expect(await uploads()).toEqual(before);
      });
    });
  });

  it('when an edit sends a text file in the gallery, then 400 and nothing changes', async () => {
    const product = await createProduct(context.app, context.admin);
    const response = await putProduct(product._id, validForm(), [
      { field: 'gallery', buffer: textFile() },
    ]).expect(400);
    expectError(response.body, 'تمام فایلهای گالری باید عکس باشند');
    expect(await fetchProduct(product._id)).toEqual(product);
  });

  it('when a product is deleted, then it is gone with its files, and deleting it again is 404', async () => {
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage() },
      { field: 'gallery', buffer: await makeImage() },
    ]);
    const response = await request(context.app)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(productEndpoints.remove.response.parse(response.body)).toEqual({
      id: product._id,
      message: 'محصول با موفقیت حذف شد',
    });
    expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(product.image)));
    expect(await uploads()).not.toEqual(expect.arrayContaining(variantFiles(...product.gallery)));
    await request(context.app).get(`/api/product/${product._id}`).expect(404);
    const again = await request(context.app)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(404);
    expectError(again.body, 'محصول یافت نشد');
  });

  it('when two products share a picture, then deleting one keeps the file the other shows', async () => {
    const picture = await makeImage();
    const first = await createProduct(context.app, context.admin, {}, [{ field: 'image', buffer: picture }]);
    const second = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage() },
      { field: 'gallery', buffer: picture },
    ]);
    expect(second.gallery).toEqual([first.image]);
    await request(context.app)
      .delete(`/api/product/${first._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await uploads()).toEqual(expect.arrayContaining(variantFiles(first.image)));
  });

  describe('when an id is malformed or unknown, then 404 with a Persian message', () => {
    it.each(['not-a-uuid', '42', '6f1c1c2e-8a4b-4c7e-9f00-000000000000'])('%s', async (id) => {
      for (const response of [
        await request(context.app).get(`/api/product/${id}`),
        await request(context.app).get(`/api/product/get-one/${id}`),
        await putProduct(id, validForm()),
        await request(context.app).delete(`/api/product/${id}`).set('Authorization', context.admin.bearer),
      ]) {
        expect(response.status).toBe(404);
        expectError(response.body, 'محصول یافت نشد');
      }
    });
  });

  it('after the edits and deletes above, the disk holds exactly the images the rows name', async () => {
    expect(await uploads()).toEqual(await referencedFiles(context.db));
  });

  describe('related products and lists', () => {
    let lamps: Category;
    let shown: Product;
    let inStock: Product[];
    let soldOut: Product;
    let popular: Product;

    beforeAll(async () => {
      lamps = await createCategory(context.app, context.admin, { title: 'Lamps' });
      soldOut = await createProduct(context.app, context.admin, { categoryId: lamps._id, stock: 'false' });
      inStock = [];
      for (let index = 0; index < 8; index += 1)
        inStock.push(await createProduct(context.app, context.admin, { categoryId: lamps._id }));
      shown = await createProduct(context.app, context.admin, { categoryId: lamps._id });
      popular = await createProduct(context.app, context.admin, {
        isPopular: 'true',
        description: `<p>${'چراغ سقفی با نور گرم و مصرف کم '.repeat(10)}</p>`,
      });
    });

    it('when a product page is asked, then up to 8 related products of its category come, in stock first', async () => {
      const response = await request(context.app).get(`/api/product/get-one/${shown._id}`).expect(200);
      const { product, relatedProducts } = productEndpoints.getWithRelated.response.parse(response.body);
      expect(product).toEqual(shown);
      expect(relatedProducts.map((item) => item._id)).toEqual(inStock.map((item) => item._id).reverse());
      expect(relatedProducts.map((item) => item._id)).not.toContain(soldOut._id);
    });

    it('when the category has fewer than 4 other products, then popular products fill the strip up to 4', async () => {
      const small = await createCategory(context.app, context.admin);
      const alone = await createProduct(context.app, context.admin, { categoryId: small._id });
      const sibling = await createProduct(context.app, context.admin, {
        categoryId: small._id,
        stock: 'false',
      });
      const { relatedProducts } = productEndpoints.getWithRelated.response.parse(
        (await request(context.app).get(`/api/product/get-one/${alone._id}`).expect(200)).body,
      );
      expect(relatedProducts).toHaveLength(4);
      expect(relatedProducts[0]?._id).toBe(sibling._id);
      expect(relatedProducts.map((item) => item._id)).toContain(popular._id);
      expect(relatedProducts.map((item) => item._id)).not.toContain(alone._id);
    });

    it('when the popular list is asked, then its items carry the plain-text description the carousel reads', async () => {
      const { items } = productEndpoints.popular.response.parse(
        (await request(context.app).get('/api/product/popular').expect(200)).body,
      );
      expect(items[0]?._id).toBe(popular._id);
      expect(items[0]?.description).toBe(items[0]?.excerpt);
      expect(items[0]?.description).toMatch(/^چراغ سقفی با نور گرم .*…$/);
      expect(items[0]?.description.length).toBeLessThanOrEqual(161);
      expect(items.every((item) => !item.description.includes('<'))).toBe(true);
    });

    it('when every product is asked, then lean items come newest first, without description HTML', async () => {
      const response = await request(context.app).get('/api/product/get-all').expect(200);
      const { products: listed } = productEndpoints.getAll.response.parse(response.body);
      const times = listed.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const count = await context.db.$count(products);
      expect(listed).toHaveLength(count);
      expect(response.body.products[0]).not.toHaveProperty('description');
      expect(response.body.products[0]).not.toHaveProperty('gallery');
    });
  });
});
