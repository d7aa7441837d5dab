import { apiErrorSchema, type Category, type Product } from '@shop/contracts';
import request from 'supertest';
import { DEFAULT_SHOP_SETTINGS } from '../../src/modules/settings/defaults';
import { makeImage } from '../fixtures/images';
import { createTestContext, type TestContext } from '../support/test-app';
import { createUser, type TestUser } from '../support/users';
import { createCategory, createProduct, filesOnDisk, uniqueTitle, withForm } from '../support/catalog-client';

type Role = 'anonymous' | 'shopper' | 'admin';

describe('authorization of every catalog and settings write', () => {
  let context: TestContext;
  const users: Partial<Record<Role, TestUser>> = {};
  let category: Category;
  let product: Product;
  let image: Buffer;

  beforeAll(async () => {
    context = await createTestContext();
    users.admin = await createUser(context.database.db, { role: 'admin' });
    users.shopper = await createUser(context.database.db, { role: 'user' });
    category = await createCategory(context.app, users.admin);
    product = await createProduct(context.app, users.admin, { categoryId: category._id });
    image = await makeImage();
  });
  afterAll(() => context.close());

  const as = (role: Role, test: request.Test) =>
    users[role] ? test.set('Authorization', users[role].bearer) : test;
  const productForm = () => ({
    title: uniqueTitle('محصول'),
    description: '<p>x</p>',
    price: '1000',
    stock: 'true',
  });

  // Updates run before deletes, so the admin's row finds what it edits.
  const routes: [string, (role: Role) => request.Test][] = [
    [
      'POST /api/category',
      (role) =>
        withForm(
          as(role, request(context.app).post('/api/category')),
          { title: uniqueTitle('دسته'), description: '<p>x</p>' },
          [{ field: 'image', buffer: image }],
        ),
    ],
    [
      'PUT /api/category/:id',
      (role) =>
        withForm(as(role, request(context.app).put(`/api/category/${category._id}`)), {
          title: uniqueTitle('دسته'),
          description: '<p>x</p>',
        }),
    ],
    [
      'POST /api/product',
      (role) =>
        withForm(as(role, request(context.app).post('/api/product')), productForm(), [
          { field: 'image', buffer: image },
        ]),
    ],
    [
      'PUT /api/product/:id',
      (role) => withForm(as(role, request(context.app).put(`/api/product/${product._id}`)), productForm()),
    ],
    [
      'PUT /api/settings',
      (role) => as(role, request(context.app).put('/api/settings')).send(DEFAULT_SHOP_SETTINGS),
    ],
    [
      'DELETE /api/product/:id',
      (role) => as(role, request(context.app).delete(`/api/product/${product._id}`)),
    ],
    [
      'DELETE /api/category/:id',
      (role) => as(role, request(context.app).delete(`/api/category/${category._id}`)),
    ],
  ];
  const expected: [Role, number][] = [
    ['anonymous', 401],
    ['shopper', 403],
    ['admin', 200],
  ];

  describe.each(expected)('as %s', (role, status) => {
    it.each(routes)(`%s answers ${status}`, async (_route, send) => {
      const before = role === 'admin' ? undefined : filesOnDisk(context.config.uploadsDir);
      const response = await send(role);
      expect(response.status).toBe(status);
      if (status !== 200) {
        expect(apiErrorSchema.parse(response.body).message).toMatch(/[\u0600-\u06FF]/);
        expect(filesOnDisk(context.config.uploadsDir)).toEqual(before);
      }
    });
  });
});
