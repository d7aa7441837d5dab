import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { FEED_PATHS, productEndpoints, type Product } from '@shop/contracts';
import type { Express } from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { makeImage } from '../fixtures/images';
import { createBrand, createCategory, createProduct, withForm } from '../support/catalog-client';
import { publicImageUrl } from '../support/catalog-client';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';

interface FeedItem {
  'g:id': string;
  title: string;
  description: string;
  link: string;
  'g:image_link': string;
  'g:additional_image_link'?: string | string[];
  'g:availability': string;
  'g:price': string;
  'g:brand'?: string;
  'g:condition': string;
  'g:product_type'?: string;
}

const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const BULK = 1200;

/** The feed checked as XML (well-formed, RSS 2.0, Google's namespace declared) and read into its items. */
function readFeed(xml: string): FeedItem[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(xml) as { rss: { '@version': string; '@xmlns:g': string; channel: { item?: FeedItem[] } } };
  expect(parsed.rss['@version']).toBe('2.0');
  expect(parsed.rss['@xmlns:g']).toBe(GOOGLE_NS);
  // Every prefixed name is Google's: no other namespace is used.
  expect([...xml.matchAll(/<\/?([a-zA-Z]+):/g)].every((match) => match[1] === 'g')).toBe(true);
  return parsed.rss.channel.item ?? [];
}

/** The feed's answer as sent, its bytes not unpacked (supertest unpacks gzip). */
async function rawGet(app: Express, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: FEED_PATHS.productsXml, headers, agent: false }, resolve)
        .on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('the product feed for Google Merchant Center and other engines', () => {
  const statements: string[] = [];
  const context = useTestApp({
    admin: true,
    env: { PUBLIC_URL: 'https://shop.example' },
    onQuery: (query) => statements.push(query),
  });
  let featured: Product;
  let soldOut: Product;
  /** A family of three cross-sections, one disabled: two items of one group. */
  let cable: Product;
  const feedFolder = () => path.join(context.config.dataDir, 'feeds');
  const storedVersions = () =>
    fs.existsSync(feedFolder())
      ? fs.readdirSync(feedFolder()).filter((name) => name.startsWith('products-'))
      : [];
  const storedFile = (name: string) => fs.readFileSync(path.join(feedFolder(), storedVersions()[0]!, name));
  const getFeed = () =>
    request(context.app).get(FEED_PATHS.productsXml).set('Accept-Encoding', 'identity').expect(200);
  const priceOf = async (id: string) =>
    readFeed((await getFeed()).text).find((candidate) => candidate['g:id'] === id)?.['g:price'];
  /** Walks of the catalog: the first page of each, products read without a keyset. */
  const walks = () =>
    statements.filter(
      (query) => /from "products" left join "categories"/i.test(query) && !/\) < \(/.test(query),
    ).length;

  beforeAll(async () => {
    await insertProducts(context.db, BULK);
    const category = await createCategory(context.app, context.admin, { title: 'سیم و کابل' });
    const brand = await createBrand(context.app, context.admin, { nameFa: 'البرز', nameEn: 'Alborz' });
    featured = await createProduct(
      context.app,
      context.admin,
      {
        title: 'کابل & <سیم> "افشان" ۲×۲٫۵',
        description: '<p>کابل <strong>مسی</strong> &amp; روکش PVC</p>',
        price: '1250000',
        categoryId: category._id,
        brandId: brand._id,
      },
      [
        { field: 'image', buffer: await makeImage('jpeg', { width: 1800, height: 1800 }) },
        { field: 'gallery', buffer: await makeImage('png') },
        { field: 'gallery', buffer: await makeImage('png') },
      ],
    );
    soldOut = await createProduct(context.app, context.admin, { stock: 'false' });
    cable = await createProduct(context.app, context.admin, {
      title: 'کابل افشان خانواده',
      price: undefined,
      stock: undefined,
      unit: 'metre',
      options: JSON.stringify([{ name: 'سطح مقطع', values: ['۱٫۵', '۲٫۵', '۴'] }]),
      variants: JSON.stringify([
        { options: ['۱٫۵'], price: '32000', stock: '0' },
        { options: ['۲٫۵'], price: '48500', stock: '300', barcode: '6260000000024' },
        { options: ['۴'], price: '76000', stock: '10', enabled: false },
      ]),
    });
  });

  it('when the feed is read, then it is RSS 2.0 with every product and its Google fields, text escaped and plain', async () => {
    statements.length = 0;
    const response = await getFeed();
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toContain('کابل &amp; &lt;سیم&gt; &quot;افشان&quot;');
    const items = readFeed(response.text);
    expect(items).toHaveLength(BULK + 2 + 2);
    expect(new Set(items.map((entry) => entry['g:id'])).size).toBe(BULK + 2 + 2);

    const entry = items.find((candidate) => candidate['g:id'] === featured._id);
    expect(entry).toEqual({
      'g:id': featured._id,
      title: 'کابل & <سیم> "افشان" ۲×۲٫۵',
      description: 'کابل مسی & روکش PVC',
      link: `https://shop.example/product/${featured._id}`,
      'g:image_link': publicImageUrl(context.images.storage, featured.image, 'https://shop.example'),
      'g:additional_image_link': featured.gallery.map((file) =>
        publicImageUrl(context.images.storage, file, 'https://shop.example'),
      ),
      'g:availability': 'in_stock',
      'g:price': '12500000 IRR',
      'g:brand': 'البرز',
      'g:identifier_exists': 'no',
      'g:condition': 'new',
      'g:product_type': 'سیم و کابل',
    });
    expect(items.find((candidate) => candidate['g:id'] === soldOut._id)).toMatchObject({
      'g:availability': 'out_of_stock',
    });

    // Written from pages of rows: several keyset reads of products, never one read of the whole table.
    const pageReads = statements.filter((query) => /from "products" left join "categories"/i.test(query));
    expect(pageReads.length).toBeGreaterThanOrEqual(Math.ceil((BULK + 3) / 500));
    expect(pageReads.every((query) => /limit \$\d+/i.test(query))).toBe(true);
  });

  it('when a cable sold by the metre comes in cross-sections, then each enabled variant is an item of its group, with its price per metre and barcode', async () => {
    const items = readFeed((await getFeed()).text).filter(
      (entry) => (entry as { 'g:item_group_id'?: string })['g:item_group_id'] === cable._id,
    );
    const [thin, mid] = cable.variants;
    expect(items).toEqual([
      expect.objectContaining({
        'g:id': thin!._id,
        title: 'کابل افشان خانواده (۱٫۵)',
        link: `https://shop.example/product/${cable._id}?v=${thin!._id}`,
        'g:availability': 'out_of_stock',
        'g:price': '320000 IRR',
        'g:unit_pricing_measure': '1m',
        'g:unit_pricing_base_measure': '1m',
        'g:identifier_exists': 'no',
      }),
      expect.objectContaining({
        'g:id': mid!._id,
        'g:availability': 'in_stock',
        'g:price': '485000 IRR',
        'g:gtin': '6260000000024',
      }),
    ]);
    expect(items.some((entry) => entry['g:id'] === cable._id)).toBe(false);
  });

  it('when the feed is read again with nothing changed, then it is sent from the file kept for this catalog version', async () => {
    const first = await getFeed();
    expect(storedVersions()).toHaveLength(1);
    statements.length = 0;
    const second = await getFeed();
    expect(second.text).toBe(first.text);
    expect(statements.filter((query) => /from "products"/i.test(query))).toEqual([]);
    await request(context.app)
      .get(FEED_PATHS.productsXml)
      .set('If-None-Match', second.headers.etag!)
      .set('Accept-Encoding', 'identity')
      .expect(304);
  });

  it('when a price changes and eight readers ask at once, then they get the previous version at once while the catalog is walked once, then the new one', async () => {
    const [before] = storedVersions();
    await withForm(
      request(context.app)
        .put(productEndpoints.update.path.replace(':id', featured._id))
        .set('Authorization', context.admin.bearer),
      { title: featured.title, description: '<p>x</p>', price: '1300000', stock: 'true' },
    ).expect(200);
    statements.length = 0;
    // The first reader starts the build and is answered from the stored file, before the build reads a row.
    expect(await priceOf(featured._id)).toBe('12500000 IRR');
    const readers = await Promise.all(Array.from({ length: 7 }, () => priceOf(featured._id)));
    // Each is a whole feed: the previous version, or the new one if its build ended first.
    expect(readers.every((price) => ['12500000 IRR', '13000000 IRR'].includes(price!))).toBe(true);
    for (let tries = 0; tries < 200 && storedVersions()[0] === before; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storedVersions()).toHaveLength(1);
    expect(storedVersions()).not.toEqual([before]);
    expect(await priceOf(featured._id)).toBe('13000000 IRR');
    expect(walks()).toBe(1);
  });

  it.each(['gzip', 'br'] as const)(
    'when a reader accepts %s, then it gets the compressed copy stored beside the XML, which unpacks to the same feed',
    async (encoding) => {
      const xml = (await getFeed()).text;
      const stored = storedFile(encoding === 'gzip' ? 'products.xml.gz' : 'products.xml.br');
      const answer = await rawGet(context.app, { 'Accept-Encoding': `${encoding}, identity;q=0.5` });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(stored.length);
      expect(answer.body.equals(stored)).toBe(true);
      const unpack = encoding === 'gzip' ? zlib.gunzipSync : zlib.brotliDecompressSync;
      expect(unpack(answer.body).toString('utf8')).toBe(xml);

      const again = await rawGet(context.app, {
        'Accept-Encoding': encoding,
        'If-None-Match': answer.headers['etag']!,
      });
      expect(again.status).toBe(304);
      // The plain XML is another representation, with an ETag of its own.
      const plain = await rawGet(context.app, {
        'Accept-Encoding': 'identity',
        'If-None-Match': answer.headers['etag']!,
      });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(xml);
    },
  );
});
