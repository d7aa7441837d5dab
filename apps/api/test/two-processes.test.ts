import {
  authEndpoints,
  orderEndpoints,
  productEndpoints,
  searchEndpoints,
  tradeEndpoints,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { parseConfig } from '../src/config';
import { customerGroups, priceRules, productVariants, users } from '../src/db/schema';
import { createImageStorage } from '../src/images/create-storage';
import type { ImageStorage } from '../src/images/storage';
import { makeImage } from './fixtures/images';
import { createProduct, storedFiles, variantFiles, withForm } from './support/catalog-client';
import { createTestBucket, startS3Server, type S3TestServer } from './support/s3-server';
import { startServerProcess } from './support/server-process';
import { makeTempDir, TEST_JWT_SECRET } from './support/test-app';
import { createEmptyPostgresDatabase } from './support/test-database';
import { createUser, type TestUser } from './support/users';

const SESSION_COOKIE = /^session=([^;]+)/;

/**
 * How long until `seen` holds on the other process, asking every 10 ms. The figure is printed, not
 * asserted (a busy machine would make any bound flaky); 20 s only tells a change that never arrives.
 */
async function timeUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > 20_000) throw new Error('not seen within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

// Two separate API processes (as on two machines, each with a data folder of its own) on one PostgreSQL
// database and one S3-compatible bucket.
describe('two API processes on one database and one bucket', () => {
  let s3: S3TestServer;
  let bucket: ImageStorage;
  let target: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: DatabaseHandle;
  let processes: ReturnType<typeof startServerProcess>[];
  let a: string;
  let b: string;
  let admin: TestUser;

  beforeAll(async () => {
    target = await createEmptyPostgresDatabase();
    s3 = await startS3Server();
    const bucketEnv = await createTestBucket(s3.endpoint);
    bucket = createImageStorage(parseConfig(bucketEnv));
    const env = {
      DATABASE_URL: target.url,
      JWT_SECRET: TEST_JWT_SECRET,
      BCRYPT_COST: '4',
      ...bucketEnv,
    };
    processes = [
      startServerProcess({ ...env, DATA_DIR: makeTempDir() }),
      startServerProcess({ ...env, DATA_DIR: makeTempDir() }),
    ];
    [a, b] = (await Promise.all(processes.map((process) => process.listening))) as [string, string];
    database = openPostgres(target.url, 2);
    admin = await createUser(database.db, { role: 'admin' });
  }, 90_000);
  afterAll(async () => {
    for (const process of processes ?? []) process.child.kill('SIGTERM');
    await Promise.all((processes ?? []).map((process) => process.exited));
    await database?.close();
    await target?.drop();
    await s3?.close();
  });

  it('when A stores a product picture and B deletes the product, then the page on B names the bucket, and then the bucket holds none of it', async () => {
    const product = await createProduct(a, admin, {}, [
      { field: 'image', buffer: await makeImage('jpeg', { width: 900, height: 600 }) },
      { field: 'gallery', buffer: await makeImage('png') },
    ]);
    const files = variantFiles(product.image, ...product.gallery);
    expect(await storedFiles(bucket)).toEqual(expect.arrayContaining(files));
    const page = await request(b).get(`/product/${product._id}`).expect(200);
    expect(page.text).toContain(`${bucket.publicBase}${variantFiles(product.image)[0]}`);

    await request(b).delete(`/api/product/${product._id}`).set('Authorization', admin.bearer).expect(200);
    const left = await storedFiles(bucket);
    expect(files.filter((file) => left.includes(file))).toEqual([]);
  });

  it('when a shopper signs in on A and out on B, then the session is dead on A too', async () => {
    const shopper = await createUser(database.db);
    const signedIn = await request(a)
      .post(authEndpoints.login.path)
      .send({ phone: shopper.phone, password: shopper.password })
      .expect(200);
    const token = SESSION_COOKIE.exec(signedIn.headers['set-cookie']![0]!)![1]!;
    await request(a)
      .get(authEndpoints.validateToken.path)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await request(b).post(authEndpoints.logout.path).set('Authorization', `Bearer ${token}`).expect(200);
    await request(a)
      .get(authEndpoints.validateToken.path)
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
  });

  it('when an admin edits a price on A, then B shows it on the product page, in search and in the sitemap within a second', async () => {
    const product = await createProduct(a, admin, { title: 'کلید مینیاتوری دوپل', price: '450000' });
    // B keeps its own copies of everything first.
    await request(b).get(`/product/${product._id}`).expect(200);
    await request(b).get(searchEndpoints.search.path).query({ q: 'کلید مینیاتوری' }).expect(200);
    const sitemapBefore = (await request(b).get('/sitemap.xml').expect(200)).text;

    await withForm(request(a).put(`/api/product/${product._id}`).set('Authorization', admin.bearer), {
      title: product.title,
      description: product.description,
      price: '520000',
    }).expect(200);
    const onPage = await timeUntil(async () =>
      (await request(b).get(`/product/${product._id}`)).text.includes('"price":520000'),
    );
    const inSearch = await timeUntil(async () => {
      const answer = await request(b).get(searchEndpoints.search.path).query({ q: 'کلید مینیاتوری' });
      return JSON.stringify(answer.body).includes('"price":520000');
    });
    const added = await createProduct(a, admin, { title: 'فیوز مینیاتوری تک پل' });
    expect(sitemapBefore).not.toContain(added._id);
    const inSitemap = await timeUntil(async () =>
      (await request(b).get('/sitemap.xml')).text.includes(added._id),
    );

    console.info(
      `edit on A → visible on B: product page ${onPage} ms, search ${inSearch} ms, sitemap ${inSitemap} ms`,
    );
    const onB = await request(b).get(`/api/product/get-one/${product._id}`).expect(200);
    expect(productEndpoints.getWithRelated.response.parse(onB.body).product.price).toBe(520000);
  });

  it('when the login-failure limit is reached through A, then B refuses the next attempt too', async () => {
    const owner = await createUser(database.db);
    const wrong = { phone: owner.phone, password: 'not-the-password-at-all' };
    let status = 401;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt += 1) {
      status = (await request(a).post(authEndpoints.login.path).send(wrong)).status;
    }
    expect(status).toBe(429);
    const onB = await request(b)
      .post(authEndpoints.login.path)
      .send({ phone: owner.phone, password: owner.password });
    expect(onB.status).toBe(429);
  });

  it('when two admins confirm one order at the same moment, one through A and one through B, then one wins (the other 409) and the stock goes down once', async () => {
    const product = await createProduct(a, admin, { price: '250000', stock: '30' });
    const variantId = product.variants[0]!._id;
    const made = await request(a)
      .post(orderEndpoints.create.path)
      .set('Authorization', admin.bearer)
      .send({ channel: 'call', lines: [{ variantId, quantity: 4 }] })
      .expect(200);
    const { order } = orderEndpoints.create.response.parse(made.body);
    const second = await createUser(database.db, { role: 'admin' });

    const answers = await Promise.all(
      [
        [a, admin],
        [b, second],
      ].map(([server, user]) =>
        request(server as string)
          .post(orderEndpoints.setStatus.path.replace(':id', order.id))
          .set('Authorization', (user as TestUser).bearer)
          .send({ status: 'confirmed' }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [variant] = await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBe(26);
  });

  it('when a trade shopper reads a product and its category through A, then an anonymous visitor on B (and on A) gets the shop prices, the same bytes', async () => {
    const product = await createProduct(a, admin, { price: '400000', stock: '10' });
    const [group] = await database.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.name, 'همکار'));
    const trader = await createUser(database.db);
    await database.db.update(users).set({ groupId: group!.id }).where(eq(users.id, trader.id));
    await database.db.insert(priceRules).values({
      groupId: group!.id,
      scope: 'variant',
      targetId: product.variants[0]!._id,
      fixedPrice: 333_333,
    });
    const mine = await request(a)
      .post(tradeEndpoints.myPrices.path)
      .set('Authorization', trader.bearer)
      .send({ lines: [{ variantId: product.variants[0]!._id, quantity: 1 }] })
      .expect(200);
    expect(tradeEndpoints.myPrices.response.parse(mine.body).prices[0]!.price).toBe(333_333);

    for (const address of [
      `/api/product/get-one/${product._id}`,
      `/api/product/${product._id}`,
      '/api/products',
    ]) {
      const asTrader = await request(a).get(address).set('Authorization', trader.bearer).expect(200);
      for (const server of [b, a]) {
        const asAnyone = await request(server).get(address).expect(200);
        expect(asAnyone.text).toBe(asTrader.text);
        expect(asAnyone.text).not.toContain('333333');
      }
    }
  });
});
