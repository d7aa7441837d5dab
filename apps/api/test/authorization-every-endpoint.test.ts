import * as contracts from '@shop/contracts';
import type { Endpoint } from '@shop/contracts';
import request from 'supertest';
import { createTestContext, type TestContext } from './support/test-app';
import { createUser } from './support/users';

type Caller = 'anonymous' | 'user' | 'admin';
type Expected = Record<Caller, number>;

const all = (status: number): Expected => ({ anonymous: status, user: status, admin: status });
const signedIn = (admin: number, user = admin): Expected => ({ anonymous: 401, user, admin });
const adminOnly = (admin: number): Expected => ({ anonymous: 401, user: 403, admin });

/**
 * What every endpoint of the contracts answers to an anonymous caller, a shopper and an admin, called with
 * an empty body and an id that names nothing. A 400 or 404 shows the caller got past the guard.
 * A new endpoint without a row here fails the test.
 */
const EXPECTED: Record<string, Expected> = {
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
  'GET /api/user/:id': { anonymous: 401, user: 403, admin: 404 },
  'GET /api/user': adminOnly(200),
  'PATCH /api/user/:id/role': adminOnly(400),
  'PATCH /api/user/me': signedIn(400),
  'GET /api/category': all(200),
  'GET /api/category/get-all': all(200),
  'GET /api/category/:id': all(404),
  'GET /api/category/get-one/:id': all(404),
  'POST /api/category': adminOnly(400),
  'PUT /api/category/:id': adminOnly(400),
  'DELETE /api/category/:id': adminOnly(404),
  'GET /api/products': all(200),
  'GET /api/product/get-all': all(200),
  'GET /api/product/popular': all(200),
  'GET /api/product/:id': all(404),
  'GET /api/product/get-one/:id': all(404),
  'POST /api/product': adminOnly(400),
  'PUT /api/product/:id': adminOnly(400),
  'DELETE /api/product/:id': adminOnly(404),
  'GET /api/search': all(200),
  'GET /api/search/synonyms': adminOnly(200),
  'POST /api/search/synonyms': adminOnly(400),
  'PUT /api/search/synonyms/:id': adminOnly(400),
  'DELETE /api/search/synonyms/:id': adminOnly(404),
  'GET /api/settings': all(200),
  'PUT /api/settings': adminOnly(400),
  'POST /api/inquiries': all(400),
  'GET /api/inquiries': adminOnly(400),
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const contractEndpoints = Object.values(contracts as Record<string, unknown>)
  .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter(isEndpoint);

describe('authorization of every endpoint in the contracts', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('has an agreed answer for every endpoint the contracts describe', () => {
    const described = contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(described.filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).sort()).toEqual([...new Set(described)].sort());
  });

  it('answers each endpoint with the agreed status for anonymous callers, shoppers and admins', async () => {
    const nothing = '00000000-0000-4000-8000-000000000000';
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const endpoint of contractEndpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      for (const caller of ['anonymous', 'user', 'admin'] as const) {
        const account =
          caller === 'anonymous' ? undefined : await createUser(context.database.db, { role: caller });
        const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        let call = request(context.app)[method](endpoint.path.replace(':id', nothing));
        if (account) call = call.set('Authorization', account.bearer);
        if (method !== 'get' && method !== 'delete') call = call.send({});
        const response = await call;
        seen.push(`${key} ${caller} ${response.status}`);
        wanted.push(`${key} ${caller} ${EXPECTED[key]?.[caller]}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
