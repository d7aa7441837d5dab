import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema, productEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../src/db/schema';
import { sweepOrphanImages, ORPHAN_AGE_MS } from '../../src/images/orphan-sweep';
import { makeImage } from '../fixtures/images';
import {
  createProduct,
  referencedFiles,
  storedFiles,
  uniqueTitle,
  variantFiles,
  withForm,
} from '../support/catalog-client';
import { createTestBucket, startS3Server, type S3TestServer } from '../support/s3-server';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

/**
 * Forwards to the S3 server until `cut()` is called after a number of object writes: from then on every
 * request's connection is dropped, as when the bucket's server goes away. `restore()` brings it back.
 */
async function startBucketLine(target: string) {
  let writesLeft = Infinity;
  const server = http.createServer((req, res) => {
    if (writesLeft <= 0) return req.socket.destroy();
    if (req.method === 'PUT') writesLeft -= 1;
    const upstream = http.request(
      new URL(req.url!, target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cutAfterWrites: (count: number) => (writesLeft = count),
    restore: () => (writesLeft = Infinity),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('images in an S3-compatible bucket (STORAGE=s3, a real s3rver on a loopback port)', () => {
  let s3: S3TestServer;
  let line: Awaited<ReturnType<typeof startBucketLine>>;
  let bucketEnv: Record<string, string>;
  const webDist = fakeWebBuild();
  beforeAll(async () => {
    s3 = await startS3Server();
    line = await startBucketLine(s3.endpoint);
    bucketEnv = await createTestBucket(line.endpoint);
  });
  afterAll(async () => {
    await line.close();
    await s3.close();
  });
  const context = useTestApp(() => ({ admin: true, env: bucketEnv, webDist }));
  const bucket = () => storedFiles(context.images.storage);
  const publicUrl = () => bucketEnv.S3_PUBLIC_URL!;

  it('when a product is created, then every width is an object browsers fetch from S3_PUBLIC_URL, named by its pages', async () => {
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage('jpeg', { width: 1800, height: 1200 }) },
      { field: 'gallery', buffer: await makeImage('png', { width: 700, height: 500 }) },
    ]);
    expect(context.images.storage.kind).toBe('s3');
    expect(await bucket()).toEqual(expect.arrayContaining(variantFiles(product.image, ...product.gallery)));

    const object = await fetch(`${publicUrl()}${variantFiles(product.image)[0]}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The shop's own address of a picture (an old link) leads to the bucket for good.
    const moved = await request(context.app)
      .get(`/uploads/${variantFiles(product.image)[0]}`)
      .expect(301);
    expect(moved.headers.location).toBe(`${publicUrl()}${variantFiles(product.image)[0]}`);
    await request(context.app).get('/uploads/..%2Fsecret.txt').expect(404);

    const page = await request(context.app).get(`/product/${product._id}`).expect(200);
    expect(page.text).toContain(`<meta name="images-base" content="${publicUrl()}" />`);
    expect(page.text).toContain(`imagesrcset="${publicUrl()}${variantFiles(product.image)[0]} 320w`);
    expect(page.text).toContain(`<meta property="og:image" content="${publicUrl()}`);
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${line.endpoint}`);
  });

  it('when a gallery is edited and reordered and a product deleted, then the bucket holds exactly what rows name', async () => {
    const [red, green] = await Promise.all([
      makeImage('png', { width: 400, height: 300 }),
      makeImage('png', { width: 400, height: 300 }),
    ]);
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage('jpeg') },
      { field: 'gallery', buffer: red },
      { field: 'gallery', buffer: green },
    ]);
    const [redName, greenName] = product.gallery;
    const response = await withForm(
      request(context.app).put(`/api/product/${product._id}`).set('Authorization', context.admin.bearer),
      {
        title: product.title,
        description: product.description,
        price: String(product.price),
        removedGallery: redName!,
        galleryOrder: ['new:0', greenName!],
      },
      [{ field: 'gallery', buffer: await makeImage('webp', { width: 300, height: 300 }) }],
    ).expect(200);
    const edited = productEndpoints.update.response.parse(response.body).product;
    expect(edited.gallery.slice(1)).toEqual([greenName]);
    expect(await bucket()).not.toEqual(expect.arrayContaining(variantFiles(redName!)));
    expect(await bucket()).toEqual(await referencedFiles(context.db));

    await request(context.app)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await bucket()).toEqual(await referencedFiles(context.db));
  });

  it('when the same picture is uploaded by several requests at once, then one set of objects serves them all until the last goes', async () => {
    const picture = await makeImage('jpeg', { width: 1100, height: 800 });
    const products = await Promise.all(
      Array.from({ length: 5 }, () =>
        createProduct(context.app, context.admin, {}, [{ field: 'image', buffer: picture }]),
      ),
    );
    expect(new Set(products.map(({ image }) => image)).size).toBe(1);
    const files = variantFiles(products[0]!.image);
    expect(await bucket()).toEqual(expect.arrayContaining(files));

    await Promise.all(
      products
        .slice(1)
        .map(({ _id }) =>
          request(context.app).delete(`/api/product/${_id}`).set('Authorization', context.admin.bearer),
        ),
    );
    expect(await bucket()).toEqual(expect.arrayContaining(files));
    await request(context.app)
      .delete(`/api/product/${products[0]!._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await bucket()).not.toEqual(expect.arrayContaining(files));
  });

  it('when the bucket goes away in the middle of a write, then a Persian 503, no row, and nothing left once it is back and swept', async () => {
    const title = uniqueTitle('محصول بی‌عکس');
    line.cutAfterWrites(2);
    const response = await withForm(
      request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
      { title, description: '<p>توضیح</p>', price: '1000' },
      [{ field: 'image', buffer: await makeImage('jpeg', { width: 1300, height: 900 }) }],
    );
    line.restore();

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(response.body).message).toBe(
      'ذخیره‌سازی تصاویر لحظاتی در دسترس نیست؛ چیزی ذخیره نشد. لطفاً کمی بعد دوباره تلاش کنید.',
    );
    expect(await context.db.select().from(products).where(eq(products.title, title))).toEqual([]);
    // The objects written before the cut could not be removed while it lasted; the sweep takes them.
    await sweepOrphanImages(context.images, Date.now() + ORPHAN_AGE_MS + 60_000);
    expect(await bucket()).toEqual(await referencedFiles(context.db));
  });

  it('when the bucket is out while a product is deleted, then the delete stands and the sweep removes its objects later', async () => {
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage('jpeg', { width: 700, height: 500 }) },
    ]);
    line.cutAfterWrites(0);
    await request(context.app)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    line.restore();
    expect(await bucket()).toEqual(expect.arrayContaining(variantFiles(product.image)));

    await sweepOrphanImages(context.images, Date.now() + ORPHAN_AGE_MS + 60_000);
    expect(await bucket()).toEqual(await referencedFiles(context.db));
  });
});
