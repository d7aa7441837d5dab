import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import request from 'supertest';
import { contentVersions } from '../src/db/content-version';
import { withFastLane, type FastLane } from '../src/http/fast-lane';
import { createCategory, createProduct, withForm } from './support/catalog-client';
import { useTestApp } from './support/use-test-app';
import { fakeWebBuild } from './support/web-build';

const ECHO_RENDERER = `exports.renderPage = async (url) => '<main data-url="' + url + '"></main>';`;

interface Answer {
  status: number;
  /** Name and value pairs in the order sent, names as written on the wire. */
  headers: [string, string][];
  body: Buffer;
}

/** One request as a browser sends it, the answer's bytes as they came (still gzipped). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(
      { port, path, method, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** Per-response values (the time, a fresh request id) blanked: everything else must match byte for byte. */
const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: headers.map(([name, value]) => [name, /^(date|x-request-id)$/i.test(name) ? '…' : value]),
  body: body.toString('base64'),
});

const listen = (handler: http.RequestListener) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

describe('the fast lane: answers the shop holds, sent without walking through Express', () => {
  const context = useTestApp({ admin: true, webDist: fakeWebBuild(ECHO_RENDERER) });
  let express: http.Server;
  let lane: http.Server;
  let addresses: string[];
  let product: Awaited<ReturnType<typeof createProduct>>;
  const served = () => (context.app.locals as { fastLane: FastLane }).fastLane.served;

  beforeAll(async () => {
    const category = await createCategory(context.app, context.admin);
    product = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      isPopular: 'true',
    });
    addresses = [
      `/api/product/${product._id}`,
      `/api/product/get-one/${product._id}`,
      `/api/products?categoryId=${category._id}`,
      `/api/products/filters?categoryId=${category._id}`,
      '/api/product/popular',
      '/api/category/get-all',
      `/api/category/${category._id}`,
      '/api/settings',
      `/api/product/${product._id}/price-history`,
      '/',
      `/product/${product._id}`,
      `/category/${category._id}`,
      '/shop?page=2',
    ];
    // Both servers run the same app: one through Express alone, one with the lane in front.
    express = await listen(context.app);
    lane = await listen(withFastLane(context.app));
    // On a PostgreSQL server the versions are kept in memory once its LISTEN connection is up.
    const versions = contentVersions(context.db);
    for (let tries = 0; !versions.known() && tries < 200; tries++) {
      await versions.current();
      await wait(50);
    }
    expect(versions.known()).toBeDefined();
  });
  afterAll(() => {
    express?.close();
    lane?.close();
  });

  it('when an address Express has answered is asked again, then the lane sends the same status, headers and bytes', async () => {
    for (const address of addresses) {
      const before = served();
      const throughExpress = await get(portOf(express), address);
      expect(throughExpress.status).toBe(200);
      const fromLane = await get(portOf(lane), address);
      expect([address, served() - before]).toEqual([address, 1]);
      expect({ address, ...comparable(fromLane) }).toEqual({ address, ...comparable(throughExpress) });
    }
  });

  it("when the browser's copy is current, or only the headers are asked for, then both answer alike", async () => {
    for (const address of addresses) {
      const { headers } = await get(portOf(express), address);
      const etag = headers.find(([name]) => name.toLowerCase() === 'etag')![1];
      const before = served();
      const notModified = await get(portOf(express), address, { 'If-None-Match': etag });
      expect(notModified.status).toBe(304);
      expect(comparable(await get(portOf(lane), address, { 'If-None-Match': etag }))).toEqual(
        comparable(notModified),
      );
      const head = await get(portOf(express), address, {}, 'HEAD');
      expect(comparable(await get(portOf(lane), address, {}, 'HEAD'))).toEqual(comparable(head));
      expect([address, served() - before]).toEqual([address, 2]);
    }
  });

  it('when the product is edited, then the next request sees the edit, and the lane sends the new answer after it', async () => {
    const address = `/api/product/get-one/${product._id}`;
    await get(portOf(express), address);
    await withForm(
      request(context.app).put(`/api/product/${product._id}`).set('Authorization', context.admin.bearer),
      {
        title: product.title,
        description: '<p>نو</p>',
        price: '123000',
        stock: '3',
        categoryId: product.categoryId!,
      },
    ).expect(200);
    const before = served();
    const afterEdit = await request(lane).get(address).expect(200);
    expect(afterEdit.body.product.price).toBe(123000);
    expect(served()).toBe(before);
    const again = await request(lane).get(address).expect(200);
    expect(again.body.product.price).toBe(123000);
    expect(served()).toBe(before + 1);
  });

  it('when a request carries an Origin, takes no gzip, or searches, then Express answers it', async () => {
    const address = '/api/product/popular';
    await get(portOf(express), address);
    const before = served();
    await get(portOf(lane), address, { Origin: 'https://elsewhere.example' });
    await get(portOf(lane), address, { 'Accept-Encoding': 'identity' });
    // A search page spends the per-address search budget every time.
    await get(portOf(express), '/search?q=lamp');
    await get(portOf(lane), '/search?q=lamp');
    expect(served()).toBe(before);
  });
});
