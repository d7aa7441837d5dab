import { authEndpoints, usersEndpoints } from '@shop/contracts';
import request from 'supertest';
import { createTestContext, type TestContext } from '../support/test-app';
import { createUser, type TestUser } from '../support/users';

type Caller = 'anonymous' | 'user' | 'admin';

interface Row {
  method: 'get' | 'post' | 'patch';
  path: string;
  body?: object;
  expected: Record<Caller, number>;
}

// Public routes are sent an empty body: 400 for everyone shows that no guard stands in front of them.
const everyone400 = { anonymous: 400, user: 400, admin: 400 };

const rows: Row[] = [
  { method: 'post', path: authEndpoints.generateOtp.path, body: {}, expected: everyone400 },
  { method: 'post', path: authEndpoints.verifyOtp.path, body: {}, expected: everyone400 },
  { method: 'post', path: authEndpoints.register.path, body: {}, expected: everyone400 },
  { method: 'post', path: authEndpoints.login.path, body: {}, expected: everyone400 },
  { method: 'post', path: authEndpoints.requestPasswordReset.path, body: {}, expected: everyone400 },
  { method: 'post', path: authEndpoints.confirmPasswordReset.path, body: {}, expected: everyone400 },
  {
    method: 'get',
    path: authEndpoints.validateToken.path,
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  { method: 'post', path: authEndpoints.logout.path, expected: { anonymous: 401, user: 200, admin: 200 } },
  { method: 'get', path: usersEndpoints.listUsers.path, expected: { anonymous: 401, user: 403, admin: 200 } },
  // Another account's profile.
  { method: 'get', path: usersEndpoints.getUser.path, expected: { anonymous: 401, user: 403, admin: 200 } },
  {
    method: 'patch',
    path: usersEndpoints.updateMe.path,
    body: { name: 'نام تازه' },
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
];

describe('authorization matrix of the accounts API', () => {
  let context: TestContext;
  let someoneElse: TestUser;
  beforeAll(async () => {
    context = await createTestContext();
    someoneElse = await createUser(context.database.db);
  });
  afterAll(() => context.close());

  it('answers every route with the agreed status for anonymous callers, shoppers and admins', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const row of rows) {
      for (const caller of ['anonymous', 'user', 'admin'] as const) {
        // A fresh account per call: logout must not spoil the next row.
        const account =
          caller === 'anonymous' ? undefined : await createUser(context.database.db, { role: caller });
        let call = request(context.app)[row.method](row.path.replace(':id', someoneElse.id));
        if (account) call = call.set('Authorization', account.bearer);
        const response = await call.send(row.body);
        seen.push(`${row.method.toUpperCase()} ${row.path} as ${caller}: ${response.status}`);
        expected.push(`${row.method.toUpperCase()} ${row.path} as ${caller}: ${row.expected[caller]}`);
      }
    }
    expect(seen).toEqual(expected);
  });
});
