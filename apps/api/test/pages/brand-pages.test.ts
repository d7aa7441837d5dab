import { brandEndpoints } from '@shop/contracts';
import request from 'supertest';
import { createAttribute, createBrand, createCategory, createProduct } from '../support/catalog-client';
import { makeImage } from '../fixtures/images';
import { publicImageUrl } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { embedded, headOf, jsonLdBlocks } from '../support/page-html';
import { fakeWebBuild } from '../support/web-build';

describe('brand pages and brands on product pages, drawn by the server', () => {
  const context = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example' },
    webDist: fakeWebBuild(),
    admin: true,
  });

  it('when a brand page is opened, then its head names the brand and page, its products come embedded and listed in JSON-LD', async () => {
    const brand = await createBrand(
      context.app,
      context.admin,
      { nameFa: 'هاگر', nameEn: 'Hager' },
      await makeImage('png'),
    );
    const first = await createProduct(context.app, context.admin, {
      title: 'کلید هاگر یک',
      brandId: brand._id,
    });
    const second = await createProduct(context.app, context.admin, {
      title: 'کلید هاگر دو',
      brandId: brand._id,
    });
    await createProduct(context.app, context.admin, { title: 'کلید بی‌برند' });

    const response = await request(context.app).get(`/brand/${brand._id}?sort=price-asc`).expect(200);
    const head = headOf(response.text);
    expect(head).toContain('<title>محصولات هاگر (Hager) | برق‌آفرین</title>');
    expect(head).toContain(`<link rel="canonical" href="https://shop.example/brand/${brand._id}"`);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1];
    expect(ogImage).toMatch(/\.webp$/);
    expect(ogImage!.startsWith(publicImageUrl(context.images.storage, '', 'https://shop.example'))).toBe(
      true,
    );
    const list = jsonLdBlocks(response.text).find((block) => block['@type'] === 'ItemList') as {
      itemListElement: { name: string }[];
    };
    expect(list.itemListElement.map((item) => item.name).sort()).toEqual([first.title, second.title].sort());

    const entry = embedded(response.text).find((item) => item.key[0] === '/api/brand/get-one/:id')!;
    expect(entry.key).toEqual([
      '/api/brand/get-one/:id',
      { id: brand._id },
      { page: 1, pageSize: 24, sort: 'price-asc' },
    ]);
    const page = brandEndpoints.getWithProducts.response.parse(entry.data);
    expect(page.brand).toEqual(brand);
    expect(page.total).toBe(2);

    const secondPage = await request(context.app).get(`/brand/${brand._id}?page=2`).expect(200);
    expect(headOf(secondPage.text)).toContain('<title>محصولات هاگر (Hager)، صفحه ۲ | برق‌آفرین</title>');
    expect(headOf(secondPage.text)).toContain(`href="https://shop.example/brand/${brand._id}?page=2"`);
  });

  it('when a brand does not exist or the id is not one, then 404', async () => {
    await request(context.app).get('/brand/00000000-0000-4000-8000-000000000000').expect(404);
    await request(context.app).get('/brand/schneider').expect(404);
  });

  it('when a product has a brand and a specification, then its Product JSON-LD carries both', async () => {
    const category = await createCategory(context.app, context.admin);
    const amps = await createAttribute(context.app, context.admin, category._id, { name: 'جریان نامی' });
    const brand = await createBrand(context.app, context.admin, { nameFa: 'اشنایدر', nameEn: 'Schneider' });
    const product = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      brandId: brand._id,
      specs: JSON.stringify({ [amps._id]: '۱۶' }),
    });
    const response = await request(context.app).get(`/product/${product._id}`).expect(200);
    const ld = jsonLdBlocks(response.text).find((block) => block['@type'] === 'Product');
    expect(ld).toMatchObject({
      brand: { '@type': 'Brand', name: 'Schneider', alternateName: 'اشنایدر' },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'جریان نامی', value: 16, unitText: 'آمپر' }],
    });
  });

  it('when the sitemap is read, then it lists the brands that have products, and only those', async () => {
    const stocked = await createBrand(context.app, context.admin);
    const empty = await createBrand(context.app, context.admin);
    await createProduct(context.app, context.admin, { brandId: stocked._id });
    const sitemap = (await request(context.app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>https://shop.example/brand/${stocked._id}</loc>`);
    expect(sitemap).not.toContain(empty._id);
  });
});
