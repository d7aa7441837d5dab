import * as contracts from '@shop/contracts';
import {
  apiErrorSchema,
  priceChangeEndpoints,
  productDocumentEndpoints,
  orderEndpoints,
  productEndpoints,
  proFormaEndpoints,
  type Attribute,
  type Brand,
  type Category,
  type Endpoint,
  type Product,
} from '@shop/contracts';
import request from 'supertest';
import { customerGroups, priceRules, quantityTiers, tradeApplications } from '../src/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../src/modules/settings/defaults';
import { DEFAULT_FEED_SETTINGS } from '../src/modules/settings/feed-settings';
import { makePdf } from './fixtures/documents';
import { makeImage } from './fixtures/images';
import {
  createAttribute,
  createBrand,
  createCategory,
  createProduct,
  listAttributes,
  storedFiles,
  uniqueTitle,
  withForm,
  type FormFields,
} from './support/catalog-client';
import { useTestApp } from './support/use-test-app';
import { createUser, type TestUser } from './support/users';

const CALLERS = ['anonymous', 'shopper', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

const all = (status: number): Expected => ({ anonymous: status, shopper: status, admin: status });
const signedIn = (admin: number, shopper = admin): Expected => ({ anonymous: 401, shopper, admin });
const adminOnly = (admin: number): Expected => ({ anonymous: 401, shopper: 403, admin });

/**
 * What every endpoint of the contracts answers to an anonymous caller, a shopper and an admin, called with
 * an empty body and an id that names nothing. A 400 or 404 shows the caller got past the guard.
 * A new endpoint without a row here fails the test.
 */
const EMPTY_REQUEST: Record<string, Expected> = {
  'GET /healthz': all(200),
  'GET /readyz': all(200),
  'POST /api/auth/generate-otp': all(400),
  'POST /api/auth/verify-otp': all(400),
  'POST /api/auth/register': all(400),
  'POST /api/auth/login': all(400),
  'GET /api/auth/validate-token': signedIn(200),
  'POST /api/auth/logout': signedIn(200),
  'POST /api/auth/change-password': signedIn(400),
  'POST /api/auth/reset-password/request': all(400),
  'POST /api/auth/reset-password/confirm': all(400),
  'GET /api/user/:id': { anonymous: 401, shopper: 403, admin: 404 },
  'GET /api/user': adminOnly(200),
  'PATCH /api/user/:id/role': adminOnly(400),
  'PATCH /api/user/me': signedIn(400),
  'POST /api/alerts': signedIn(400),
  'GET /api/alerts': signedIn(200),
  'DELETE /api/alerts/:id': signedIn(404),
  'POST /api/alerts/stop/:token': all(404),
  'GET /api/admin/alerts': adminOnly(200),
  'GET /api/category': all(200),
  'GET /api/category/get-all': all(200),
  'GET /api/category/:id': all(404),
  'GET /api/category/get-one/:id': all(404),
  'POST /api/category': adminOnly(400),
  'PUT /api/category/:id': adminOnly(400),
  'DELETE /api/category/:id': adminOnly(404),
  'GET /api/products': all(200),
  'GET /api/products/filters': all(200),
  'GET /api/admin/products': adminOnly(200),
  'POST /api/admin/price-changes/preview': adminOnly(400),
  'POST /api/admin/price-changes': adminOnly(400),
  'GET /api/admin/price-changes': adminOnly(200),
  'POST /api/admin/price-changes/:id/undo': adminOnly(404),
  'GET /api/admin/spreadsheets/export.csv': adminOnly(200),
  'GET /api/admin/spreadsheets/export.xlsx': adminOnly(200),
  'POST /api/admin/spreadsheets/check': adminOnly(400),
  'POST /api/admin/spreadsheets/apply': adminOnly(400),
  'GET /api/admin/spreadsheets/imports': adminOnly(200),
  'POST /api/admin/spreadsheets/imports/:id/undo': adminOnly(404),
  'GET /api/product/get-all': all(200),
  'GET /api/product/popular': all(200),
  'GET /api/product/:id': all(404),
  'GET /api/product/get-one/:id': all(404),
  'GET /api/product/removed/:id': all(404),
  'GET /api/product/:id/price-history': all(404),
  'POST /api/product': adminOnly(400),
  'PUT /api/product/:id': adminOnly(400),
  'DELETE /api/product/:id': adminOnly(404),
  'POST /api/product/:id/documents': adminOnly(400),
  'PUT /api/product/:id/document-order': adminOnly(400),
  'DELETE /api/product-document/:id': adminOnly(404),
  'GET /api/brand': all(200),
  'GET /api/brand/:id': all(404),
  'GET /api/brand/get-one/:id': all(404),
  'POST /api/brand': adminOnly(400),
  'PUT /api/brand/:id': adminOnly(400),
  'DELETE /api/brand/:id': adminOnly(404),
  'GET /api/category/:id/attributes': all(404),
  'POST /api/category/:id/attributes': adminOnly(400),
  'PUT /api/category/:id/attribute-order': adminOnly(400),
  'PUT /api/attribute/:id': adminOnly(400),
  'DELETE /api/attribute/:id': adminOnly(404),
  'GET /api/search': all(200),
  'GET /api/search/synonyms': adminOnly(200),
  'POST /api/search/synonyms': adminOnly(400),
  'PUT /api/search/synonyms/:id': adminOnly(400),
  'DELETE /api/search/synonyms/:id': adminOnly(404),
  'GET /api/settings': all(200),
  'PUT /api/settings': adminOnly(400),
  'GET /api/admin/feed-settings': adminOnly(200),
  'PUT /api/admin/feed-settings': adminOnly(400),
  'POST /api/inquiries': all(400),
  'GET /api/inquiries': adminOnly(400),
  'POST /api/product-views': all(400),
  'GET /api/admin/funnel': adminOnly(400),
  'POST /api/request-list/price': all(400),
  'GET /api/request-list': signedIn(200),
  'PUT /api/request-list': signedIn(400),
  'POST /api/request-list/merge': signedIn(400),
  'POST /api/pro-forma': all(400),
  'GET /api/pro-forma/:token': all(404),
  'GET /api/pro-forma/:token/pdf': all(404),
  // Torob's token, not a session: every caller without one is refused.
  'GET /api/torob/v1/orders': all(401),
  'GET /api/orders': adminOnly(200),
  'GET /api/orders/open-counts': adminOnly(200),
  'GET /api/orders/variants': adminOnly(400),
  'GET /api/orders/export.csv': adminOnly(200),
  'GET /api/orders/export.xlsx': adminOnly(200),
  'GET /api/orders/:id': adminOnly(404),
  'POST /api/orders': adminOnly(400),
  'PUT /api/orders/:id': adminOnly(400),
  'POST /api/orders/:id/status': adminOnly(400),
  'GET /api/account/orders': signedIn(200),
  'GET /api/customer-groups': adminOnly(200),
  'POST /api/customer-groups': adminOnly(400),
  'POST /api/trade-account': signedIn(400),
  'GET /api/trade-account': signedIn(200),
  'GET /api/trade-applications': adminOnly(200),
  'POST /api/trade-applications/:id/decision': adminOnly(400),
  'PUT /api/user/:id/group': adminOnly(400),
  'GET /api/price-rules': adminOnly(400),
  'PUT /api/price-rules': adminOnly(400),
  'DELETE /api/price-rules/:id': adminOnly(404),
  'GET /api/quantity-tiers': adminOnly(200),
  'PUT /api/quantity-tiers': adminOnly(400),
  'DELETE /api/quantity-tiers/:id': adminOnly(404),
  'POST /api/prices/mine': signedIn(400),
  'POST /api/product/:id/questions': signedIn(400),
  'GET /api/product/:id/questions': all(404),
  'GET /api/admin/questions': adminOnly(200),
  'GET /api/admin/questions/waiting-count': adminOnly(200),
  'PUT /api/admin/questions/:id/answer': adminOnly(400),
  'POST /api/admin/questions/:id/approve': adminOnly(404),
  'POST /api/admin/questions/:id/reject': adminOnly(404),
};

/** What makes a call well-formed: the id of a row that exists, and a valid body. */
interface WellFormed {
  id?: () => string;
  send?: (test: request.Test) => request.Test;
}

const NOTHING = '00000000-0000-4000-8000-000000000000';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const contractEndpoints = Object.values(contracts as Record<string, unknown>)
  .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter(isEndpoint)
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

describe('authorization of every endpoint in the contracts', () => {
  const context = useTestApp({ admin: true });

  /** A fresh account per call: a logout must not spoil the next call. */
  const accountOf = (caller: Caller) =>
    caller === 'anonymous'
      ? undefined
      : createUser(context.db, { role: caller === 'admin' ? 'admin' : 'user' });

  /** `GET /api/user/:id` and the like, as this caller, with `:id` (or a pro-forma's `:token`) filled in. */
  function call(endpoint: string, account: TestUser | undefined, id = NOTHING): request.Test {
    const [method, path] = endpoint.split(' ') as [string, string];
    const test = request(context.app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
      path.replace(/:id|:token/, id),
    );
    return account ? test.set('Authorization', account.bearer) : test;
  }

  it('has an agreed answer for every endpoint the contracts describe', () => {
    expect(contractEndpoints.filter((endpoint) => !(endpoint in EMPTY_REQUEST))).toEqual([]);
    expect(Object.keys(EMPTY_REQUEST).sort()).toEqual([...new Set(contractEndpoints)].sort());
  });

  it('when called with an empty body and an id that names nothing, then every endpoint answers each caller as agreed', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const endpoint of contractEndpoints) {
      for (const caller of CALLERS) {
        let test = call(endpoint, await accountOf(caller));
        if (!endpoint.startsWith('GET') && !endpoint.startsWith('DELETE')) test = test.send({});
        seen.push(`${endpoint} as ${caller}: ${(await test).status}`);
        wanted.push(`${endpoint} as ${caller}: ${EMPTY_REQUEST[endpoint]?.[caller]}`);
      }
    }
    expect(seen).toEqual(wanted);
    // Some 140 endpoints, three callers each, one after another: a busy machine needs more than 30 s.
  }, 180_000);

  describe('when called with a well-formed request on rows that exist', () => {
    let someoneElse: TestUser;
    let category: Category;
    let product: Product;
    let brand: Brand;
    let attribute: Attribute;
    let image: Buffer;
    let pdf: Buffer;
    let documentId: string;
    let priceChangeId: string;
    let previewed: string;
    let proFormaToken: string;
    let orderId: string;
    let groupId: string;
    let applicationId: string;
    let ruleId: string;
    let tierId: string;
    beforeAll(async () => {
      someoneElse = await createUser(context.db);
      category = await createCategory(context.app, context.admin);
      product = await createProduct(context.app, context.admin, { categoryId: category._id });
      brand = await createBrand(context.app, context.admin);
      attribute = await createAttribute(context.app, context.admin, category._id);
      image = await makeImage();
      pdf = await makePdf();
      const asAdmin = (path: string) =>
        request(context.app).post(path).set('Authorization', context.admin.bearer);
      const document = await withForm(
        asAdmin(productDocumentEndpoints.upload.path.replace(':id', product._id)),
        documentForm(),
        [{ field: 'file', buffer: pdf, filename: 'datasheet.pdf' }],
      ).expect(200);
      documentId = productDocumentEndpoints.upload.response.parse(document.body).document._id;
      const preview = await asAdmin('/api/admin/price-changes/preview').send(priceRule());
      previewed = priceChangeEndpoints.preview.response.parse(preview.body).fingerprint;
      const applied = await asAdmin('/api/admin/price-changes').send({
        ...priceRule(),
        fingerprint: previewed,
      });
      priceChangeId = priceChangeEndpoints.apply.response.parse(applied.body).change._id;
      const made = await request(context.app)
        .post(proFormaEndpoints.create.path)
        .send({ lines: listLines(), channel: 'link' })
        .expect(200);
      proFormaToken = proFormaEndpoints.create.response.parse(made.body).proForma.token;
      const [order] = orderEndpoints.list.response.parse(
        (await request(context.app).get(orderEndpoints.list.path).set('Authorization', context.admin.bearer))
          .body,
      ).orders;
      orderId = order!.id;
      const [group] = await context.db
        .insert(customerGroups)
        .values({ name: uniqueTitle('گروه') })
        .returning();
      groupId = group!.id;
      const [application] = await context.db
        .insert(tradeApplications)
        .values({ userId: someoneElse.id, businessName: 'برق نور', city: 'قم' })
        .returning();
      applicationId = application!.id;
      const [rule] = await context.db
        .insert(priceRules)
        .values({ groupId, scope: 'category', targetId: category._id, percentOffBp: 500 })
        .returning();
      ruleId = rule!.id;
      const [tier] = await context.db
        .insert(quantityTiers)
        .values({ scope: 'category', targetId: category._id, minQuantity: 10, percentOffBp: 200 })
        .returning();
      tierId = tier!.id;
    });
    /** A request list of the product's one variant. */
    const listLines = () => [{ variantId: product.variants[0]!._id, quantity: 1, addedPrice: null }];
    /** The same line as the desk writes it. */
    const deskLines = () => [{ variantId: product.variants[0]!._id, quantity: 1 }];
    const priceRule = () => ({
      selection: { categoryId: category._id },
      by: 'percent',
      direction: 'up',
      value: 10,
    });

    const categoryForm = () => ({ title: uniqueTitle('دسته'), description: '<p>x</p>' });
    const productForm = () => ({
      title: uniqueTitle('محصول'),
      description: '<p>x</p>',
      price: '1000',
      stock: 'true',
    });

    const documentForm = () => ({ title: uniqueTitle('دیتاشیت'), kind: 'datasheet' });
    const withDocument = (test: request.Test) =>
      withForm(test, documentForm(), [{ field: 'file', buffer: pdf, filename: 'datasheet.pdf' }]);
    const brandForm = () => ({ nameFa: uniqueTitle('برند'), nameEn: uniqueTitle('Brand') });
    const attributeBody = () => ({ name: uniqueTitle('ویژگی'), kind: 'number', unit: 'آمپر' });
    const json = (body: () => object) => (test: request.Test) => test.send(body());

    const fieldsOf = (form: () => FormFields) => (test: request.Test) => withForm(test, form());
    const withPicture = (form: () => FormFields) => (test: request.Test) =>
      withForm(test, form(), [{ field: 'image', buffer: image }]);
    const withLogo = (form: () => FormFields) => (test: request.Test) =>
      withForm(test, form(), [{ field: 'logo', buffer: image }]);
    // The order endpoints want every attribute of the category (every document of the product): read
    // afresh, since the admin's call adds one.
    let attributeIds: string[] = [];
    let documentIds: string[] = [];
    beforeEach(async () => {
      attributeIds = (await listAttributes(context.app, category._id)).map((row) => row._id);
      const read = await request(context.app).get(`/api/product/${product._id}`);
      documentIds =
        read.status === 200
          ? productEndpoints.get.response.parse(read.body).product.documents.map((row) => row._id)
          : [];
    });

    // Deletes come last, so the callers allowed to edit find what they edit; the undo comes first, while
    // the product still has the price the change gave it, and gives back the prices the apply previewed.
    const WELL_FORMED: [string, Expected, WellFormed][] = [
      ['POST /api/admin/price-changes/:id/undo', adminOnly(200), { id: () => priceChangeId }],
      ['POST /api/admin/price-changes/preview', adminOnly(200), { send: json(priceRule) }],
      [
        'POST /api/admin/price-changes',
        adminOnly(200),
        { send: json(() => ({ ...priceRule(), fingerprint: previewed })) },
      ],
      ['GET /api/user/:id', { anonymous: 401, shopper: 403, admin: 200 }, { id: () => someoneElse.id }],
      ['PATCH /api/user/me', signedIn(200), { send: (test) => test.send({ name: 'نام تازه' }) }],
      ['POST /api/category', adminOnly(200), { send: withPicture(categoryForm) }],
      ['PUT /api/category/:id', adminOnly(200), { id: () => category._id, send: fieldsOf(categoryForm) }],
      ['POST /api/product', adminOnly(200), { send: withPicture(productForm) }],
      ['PUT /api/product/:id', adminOnly(200), { id: () => product._id, send: fieldsOf(productForm) }],
      ['PUT /api/settings', adminOnly(200), { send: (test) => test.send(DEFAULT_SHOP_SETTINGS) }],
      ['PUT /api/admin/feed-settings', adminOnly(200), { send: json(() => DEFAULT_FEED_SETTINGS) }],
      ['POST /api/brand', adminOnly(200), { send: withLogo(brandForm) }],
      ['PUT /api/brand/:id', adminOnly(200), { id: () => brand._id, send: fieldsOf(brandForm) }],
      [
        'POST /api/category/:id/attributes',
        adminOnly(200),
        { id: () => category._id, send: json(attributeBody) },
      ],
      [
        'PUT /api/category/:id/attribute-order',
        adminOnly(200),
        { id: () => category._id, send: json(() => ({ ids: attributeIds })) },
      ],
      ['PUT /api/attribute/:id', adminOnly(200), { id: () => attribute._id, send: json(attributeBody) }],
      ['POST /api/product/:id/documents', adminOnly(200), { id: () => product._id, send: withDocument }],
      [
        'PUT /api/product/:id/document-order',
        adminOnly(200),
        { id: () => product._id, send: json(() => ({ ids: documentIds })) },
      ],
      ['DELETE /api/product-document/:id', adminOnly(200), { id: () => documentId }],
      ['POST /api/request-list/price', all(200), { send: json(() => ({ lines: listLines() })) }],
      ['GET /api/request-list', signedIn(200), {}],
      ['PUT /api/request-list', signedIn(200), { send: json(() => ({ lines: listLines() })) }],
      ['POST /api/request-list/merge', signedIn(200), { send: json(() => ({ lines: listLines() })) }],
      ['POST /api/pro-forma', all(200), { send: json(() => ({ lines: listLines(), channel: 'link' })) }],
      ['GET /api/pro-forma/:token', all(200), { id: () => proFormaToken }],
      ['GET /api/pro-forma/:token/pdf', all(200), { id: () => proFormaToken }],
      ['GET /api/orders/:id', adminOnly(200), { id: () => orderId }],
      ['POST /api/orders', adminOnly(200), { send: json(() => ({ lines: deskLines(), channel: 'call' })) }],
      [
        'PUT /api/orders/:id',
        adminOnly(200),
        { id: () => orderId, send: json(() => ({ lines: deskLines(), discount: 0, shippingCost: 0 })) },
      ],
      [
        'POST /api/orders/:id/status',
        adminOnly(200),
        { id: () => orderId, send: json(() => ({ status: 'followed-up' })) },
      ],
      ['POST /api/customer-groups', adminOnly(200), { send: json(() => ({ name: uniqueTitle('گروه') })) }],
      // Each shopper is a fresh account: none has a waiting application.
      [
        'POST /api/trade-account',
        signedIn(200),
        { send: json(() => ({ businessName: 'برق نور', city: 'قم' })) },
      ],
      [
        'POST /api/trade-applications/:id/decision',
        // The admin decides it; the shopper's and anonymous calls are turned away first.
        adminOnly(200),
        { id: () => applicationId, send: json(() => ({ decision: 'refuse', reason: 'مدارک ناقص' })) },
      ],
      [
        'PUT /api/user/:id/group',
        adminOnly(200),
        { id: () => someoneElse.id, send: json(() => ({ groupId })) },
      ],
      ['GET /api/price-rules', adminOnly(200), { send: (test) => test.query({ groupId }) }],
      [
        'PUT /api/price-rules',
        adminOnly(200),
        { send: json(() => ({ groupId, scope: 'brand', targetId: brand._id, percentOffBp: 300 })) },
      ],
      [
        'PUT /api/quantity-tiers',
        adminOnly(200),
        {
          send: json(() => ({
            scope: 'category',
            targetId: category._id,
            minQuantity: 20,
            percentOffBp: 300,
          })),
        },
      ],
      [
        'POST /api/prices/mine',
        signedIn(200),
        {
          send: json(() => ({
            lines: [{ variantId: product.variants[0]!._id, quantity: 1 }],
            products: [product._id],
          })),
        },
      ],
      ['DELETE /api/price-rules/:id', adminOnly(200), { id: () => ruleId }],
      ['DELETE /api/quantity-tiers/:id', adminOnly(200), { id: () => tierId }],
      ['DELETE /api/attribute/:id', adminOnly(200), { id: () => attribute._id }],
      ['DELETE /api/brand/:id', adminOnly(200), { id: () => brand._id }],
      ['DELETE /api/product/:id', adminOnly(200), { id: () => product._id }],
      ['DELETE /api/category/:id', adminOnly(200), { id: () => category._id }],
    ];

    it('names only endpoints of the contracts', () => {
      expect(
        WELL_FORMED.map(([endpoint]) => endpoint).filter((endpoint) => !(endpoint in EMPTY_REQUEST)),
      ).toEqual([]);
    });

    it.each(WELL_FORMED)(
      'then %s answers each caller as agreed; refusals say why in Persian and store no file',
      async (endpoint, expected, { id, send = (test) => test }) => {
        for (const caller of CALLERS) {
          const before = await storedFiles(context.images.storage);
          const response = await send(call(endpoint, await accountOf(caller), id?.()));
          expect(`${caller}: ${response.status}`).toBe(`${caller}: ${expected[caller]}`);
          if (response.status === 401 || response.status === 403) {
            expect(apiErrorSchema.parse(response.body).message).toMatch(/[\u0600-\u06FF]/);
            expect(await storedFiles(context.images.storage)).toEqual(before);
          }
        }
      },
    );
  });
});
