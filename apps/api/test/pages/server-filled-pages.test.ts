import fs from 'node:fs';
import path from 'node:path';
import { categoryEndpoints, productEndpoints, searchEndpoints, settingsEndpoints } from '@shop/contracts';
import request from 'supertest';
import { createBrand, createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { attribute, embedded, headOf, jsonLdBlocks } from '../support/page-html';
import { fakeWebBuild } from '../support/web-build';

describe('pages filled by the server', () => {
  const webDist = fakeWebBuild();
  const context = useTestApp({ env: { PUBLIC_URL: 'https://shop.example' }, webDist, admin: true });

  it('when a product page is opened, then its head, JSON-LD and embedded data describe that product', async () => {
    const product = await createProduct(context.app, context.admin, {
      title: 'کلید مینیاتوری ۱۶ آمپر Schneider',
      price: '385000',
    });
    const response = await request(context.app).get(`/product/${product._id}`).expect(200);
    const head = headOf(response.text);

    expect(head).toContain('<title>کلید مینیاتوری ۱۶ آمپر Schneider | برق‌آفرین</title>');
    expect(head).not.toContain('پیش‌فرض');
    const description = attribute(head, /<meta name="description" content="([^"]*)"/)!;
    expect(description).toContain('کلید مینیاتوری');
    expect(description.length).toBeLessThanOrEqual(165);
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `https://shop.example/product/${product._id}`,
    );
    expect(attribute(head, /<meta property="og:locale" content="([^"]*)"/)).toBe('fa_IR');
    expect(attribute(head, /<meta property="og:type" content="([^"]*)"/)).toBe('product');
    expect(head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/Vazirmatn_wght_-abc.woff2"/,
    );
    // Pictures come from the shop itself, or from the bucket under TEST_STORAGE=s3.
    const { publicBase } = context.images.storage;
    expect(
      attribute(head, /<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+" imagesizes="/),
    ).toMatch(new RegExp(`^${publicBase}[a-f0-9]+-\\d+\\.webp$`));

    const ogImage = attribute(head, /<meta property="og:image" content="([^"]*)"/)!;
    expect(ogImage).toMatch(new RegExp(`^${new URL(publicBase, 'https://shop.example').href}.+\\.webp$`));
    const served = publicBase.startsWith('/')
      ? (await request(context.app).get(new URL(ogImage).pathname).expect(200)).headers['content-type']
      : (await fetch(ogImage)).headers.get('content-type');
    expect(served).toBe('image/webp');
    expect(Number(attribute(head, /<meta property="og:image:width" content="(\d+)"/))).toBeGreaterThan(0);

    const ld = jsonLdBlocks(response.text);
    const productLd = ld.find((block) => block['@type'] === 'Product') as {
      sku: string;
      offers: { price: number; priceCurrency: string; availability: string };
    };
    expect(productLd.offers).toMatchObject({
      price: 3_850_000,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
    });
    expect(productLd.sku).toBe(product._id.slice(-6).toUpperCase());
    expect(ld.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);

    const data = embedded(response.text);
    const productEntry = data.find((entry) => entry.key[0] === '/api/product/get-one/:id')!;
    expect(productEntry.key).toEqual(['/api/product/get-one/:id', { id: product._id }, {}]);
    const fromApi = await request(context.app).get(`/api/product/get-one/${product._id}`).expect(200);
    expect(productEndpoints.getWithRelated.response.parse(productEntry.data)).toEqual(fromApi.body);
    const settings = data.find((entry) => entry.key[0] === '/api/settings')!;
    expect(settingsEndpoints.get.response.parse(settings.data).settings.shopName.fa).toBe('برق‌آفرین');
  });

  it('when a product with variants is opened at a variant’s address, then that is its canonical, and its JSON-LD is a ProductGroup with an offer per variant', async () => {
    const cable = await createProduct(context.app, context.admin, {
      title: 'کابل افشان متری',
      price: undefined,
      stock: undefined,
      unit: 'metre',
      options: JSON.stringify([{ name: 'سطح مقطع', values: ['۱٫۵', '۲٫۵'] }]),
      variants: JSON.stringify([
        { options: ['۱٫۵'], price: '32000', stock: '0', code: 'PAGE-CBL-15' },
        { options: ['۲٫۵'], price: '48500', stock: '300', barcode: '6260000000017' },
      ]),
    });
    const second = cable.variants[1]!;
    const response = await request(context.app).get(`/product/${cable._id}?v=${second._id}`).expect(200);

    expect(attribute(headOf(response.text), /<link rel="canonical" href="([^"]*)"/)).toBe(
      `https://shop.example/product/${cable._id}?v=${second._id}`,
    );
    const group = jsonLdBlocks(response.text).find((block) => block['@type'] === 'ProductGroup') as {
      variesBy: string[];
      hasVariant: { name: string; sku: string; gtin?: string; offers: Record<string, unknown> }[];
    };
    expect(group.variesBy).toEqual(['سطح مقطع']);
    expect(group.hasVariant.map((variant) => [variant.name, variant.sku, variant.gtin])).toEqual([
      ['کابل افشان متری (۱٫۵)', 'PAGE-CBL-15', undefined],
      ['کابل افشان متری (۲٫۵)', cable._id.slice(-6).toUpperCase(), '6260000000017'],
    ]);
    expect(group.hasVariant[1]!.offers).toMatchObject({
      price: 485_000,
      availability: 'https://schema.org/InStock',
      url: `https://shop.example/product/${cable._id}?v=${second._id}`,
      priceSpecification: { unitCode: 'MTR', price: 485_000 },
    });
    expect(group.hasVariant[0]!.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('when contact details are not set, then the Store JSON-LD leaves them out; once set, it carries them', async () => {
    const storeOf = async () =>
      jsonLdBlocks((await request(context.app).get('/about').expect(200)).text).find(
        (block) => block['@type'] === 'Store',
      )!;
    const unset = await storeOf();
    expect(unset).toMatchObject({ name: 'برق‌آفرین', openingHoursSpecification: expect.any(Array) });
    expect(unset).not.toHaveProperty('telephone');
    expect(unset).not.toHaveProperty('address');
    expect(unset).not.toHaveProperty('geo');

    const { settings } = settingsEndpoints.get.response.parse(
      (await request(context.app).get('/api/settings').expect(200)).body,
    );
    await request(context.app)
      .put('/api/settings')
      .set('Authorization', context.admin.bearer)
      .send({
        ...settings,
        phone: '021-66712345',
        address: 'تهران، خیابان لاله‌زار',
        workingHours: {
          fromDay: 'saturday',
          toDay: 'friday',
          opens: '09:00',
          closes: '21:00',
          exceptions: [
            { day: 'thursday', closed: false, opens: '09:00', closes: '14:00' },
            { day: 'friday', closed: true, opens: '09:00', closes: '21:00' },
          ],
        },
      })
      .expect(200);
    const set = await storeOf();
    expect(set).toMatchObject({
      telephone: '021-66712345',
      address: { '@type': 'PostalAddress', streetAddress: 'تهران، خیابان لاله‌زار', addressCountry: 'IR' },
    });
    // Each run of days with its own hours; the closed Friday is not among them.
    expect(set.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'],
        opens: '09:00',
        closes: '21:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday'], opens: '09:00', closes: '14:00' },
    ]);
    expect(set).not.toHaveProperty('geo');
    await request(context.app)
      .put('/api/settings')
      .set('Authorization', context.admin.bearer)
      .send(settings)
      .expect(200);
  });

  it('when a title carries markup, quotes and comment openers, then nothing breaks out of the head', async () => {
    const hostile = `</title><script>alert(1)</script> "quoted" <!-- x </script>`;
    const product = await createProduct(context.app, context.admin, {
      title: hostile,
      description: '<p>متنی با &lt;/script&gt; و &lt;!-- در میان</p>',
    });
    const response = await request(context.app).get(`/product/${product._id}`).expect(200);
    const head = headOf(response.text);
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<!-- x');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    // Every JSON block still parses and holds the title exactly.
    const ld = jsonLdBlocks(response.text).find((block) => block['@type'] === 'Product')!;
    expect(ld.name).toBe(hostile);
    expect(JSON.stringify(embedded(response.text))).toContain('alert(1)');
    expect(response.text.match(/<script/g)!.length).toBe(response.text.match(/<\/script>/g)!.length);
  });

  it('when a product, a category or a path does not exist, then 404 with the app, and private pages say noindex', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/product/${missing}`,
      `/category/${missing}`,
      '/product/not-an-id',
      '/product/%E0%A4%A',
      '/no/such/page',
      '/admin/no-such-screen',
    ]) {
      const response = await request(context.app).get(url).expect(404);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    for (const url of [
      '/auth',
      '/dashboard',
      `/profile/${missing}`,
      '/product/create',
      `/product/edit/${missing}`,
    ]) {
      const response = await request(context.app).get(url).expect(200);
      expect(response.text).toContain('noindex');
    }
    await request(context.app).get('/contant').expect(301).expect('Location', '/contact');
  });

  it("when the compare page is opened, then it is titled, not indexed and embeds no products (the list is the browser's)", async () => {
    const response = await request(context.app).get('/compare').expect(200);
    const head = headOf(response.text);
    expect(head).toContain('<title>مقایسه محصولات | برق‌آفرین</title>');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(head).not.toContain('rel="canonical"');
    expect(embedded(response.text).map((item) => item.key[0])).not.toContain('/api/product/get-one/:id');
  });

  it('when the search page is opened, then the first page of results comes embedded under the web key', async () => {
    await createProduct(context.app, context.admin, { title: 'لامپ ال ای دی ۱۰ وات Philips' });
    const response = await request(context.app)
      .get('/search?q=' + encodeURIComponent('لامپ'))
      .expect(200);
    const entry = embedded(response.text).find((item) => item.key[0] === '/api/search')!;
    expect(entry.key[2]).toEqual({ q: 'لامپ', page: 1, pageSize: 24 });
    expect(searchEndpoints.search.response.parse(entry.data).products[0]?.title).toContain('لامپ');
  });

  it('when a filtered category page is opened, then its products and filter panel come embedded for the filters, and its canonical address is the unfiltered page', async () => {
    const category = await createCategory(context.app, context.admin);
    const brand = await createBrand(context.app, context.admin);
    const branded = await createProduct(context.app, context.admin, {
      title: 'کلید برند دار',
      categoryId: category._id,
      brandId: brand._id,
    });
    await createProduct(context.app, context.admin, { title: 'کلید بی برند', categoryId: category._id });
    const response = await request(context.app)
      .get(`/category/${category._id}?brand=${brand._id}&utm_source=x`)
      .expect(200);
    expect(attribute(headOf(response.text), /<link rel="canonical" href="([^"]*)"/)).toBe(
      `https://shop.example/category/${category._id}`,
    );
    const answers = embedded(response.text);
    const page = answers.find((item) => item.key[0] === categoryEndpoints.getWithProducts.path)!;
    expect(page.key[2]).toEqual({ page: 1, pageSize: 24, sort: 'newest', brand: brand._id });
    expect(
      categoryEndpoints.getWithProducts.response.parse(page.data).products.map((product) => product._id),
    ).toEqual([branded._id]);
    const panel = answers.find((item) => item.key[0] === productEndpoints.filters.path)!;
    expect(panel.key[2]).toEqual({ categoryId: category._id, brand: brand._id });
    expect(productEndpoints.filters.response.parse(panel.data)).toMatchObject({
      total: 1,
      brands: [{ value: brand._id, count: 1 }],
    });
  });

  it('when the sitemap and robots.txt are read, then every product is listed and private screens are disallowed', async () => {
    const product = await createProduct(context.app, context.admin);
    const sitemap = await request(context.app).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const products = (await request(context.app).get('/api/products?pageSize=100').expect(200)).body
      .items as {
      _id: string;
    }[];
    for (const { _id } of products) expect(locs).toContain(`https://shop.example/product/${_id}`);
    expect(locs).toContain(`https://shop.example/product/${product._id}`);
    expect(locs).toContain('https://shop.example/shop');
    expect(locs).not.toContain('https://shop.example/compare');
    expect(sitemap.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const robots = await request(context.app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots.text).toContain('Allow: /feeds/products.xml');
    expect(robots.text).toContain('Product feed: https://shop.example/feeds/products.xml');
    for (const path of ['/dashboard', '/admin', '/auth', '/profile', '/api/', '/product/edit/']) {
      expect(robots.text).toContain(`Disallow: ${path}`);
    }
  });

  it('when a page is asked again with its ETag, then 304; pages and JSON are compressed, assets precompressed', async () => {
    const first = await request(context.app).get('/shop').set('Accept-Encoding', 'identity').expect(200);
    await request(context.app).get('/shop').set('If-None-Match', first.headers.etag!).expect(304);

    const json = await request(context.app)
      .get('/api/products?pageSize=50')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    const html = await request(context.app).get('/shop').set('Accept-Encoding', 'gzip').expect(200);
    expect(html.headers['content-encoding']).toBe('gzip');

    const asset = await request(context.app)
      .get('/assets/index-abc.js')
      .set('Accept-Encoding', 'br, gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    // The client undoes the brotli: the bytes are the built script.
    expect((asset.body as Buffer).toString()).toBe(
      fs.readFileSync(path.join(webDist, 'assets/index-abc.js'), 'utf8'),
    );
  });
});
