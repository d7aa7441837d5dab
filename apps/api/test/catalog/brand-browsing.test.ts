import { apiErrorSchema, brandEndpoints, productEndpoints, type Brand, type Category } from '@shop/contracts';
import request from 'supertest';
import { makeImage } from '../fixtures/images';
import { createAttribute, createBrand, createCategory, createProduct } from '../support/catalog-client';
import { embedded, headOf, jsonLdBlocks } from '../support/page-html';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

const withId = (path: string, id: string) => path.replace(':id', id);

/**
 * A brand with products in two categories (three switches, one lamp) and one without products: the
 * brands page lists the first, and a brand's page narrows to a category with counts.
 */
describe('browsing by brand: the brands page and a brand page by category', () => {
  const context = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example' },
    webDist: fakeWebBuild(),
    admin: true,
  });
  let hager: Brand;
  let idle: Brand;
  let switches: Category;
  let lamps: Category;

  beforeAll(async () => {
    switches = await createCategory(context.app, context.admin, { title: 'کلید و پریز برند' });
    lamps = await createCategory(context.app, context.admin, { title: 'لامپ برند' });
    const poles = await createAttribute(context.app, context.admin, switches._id, {
      name: 'تعداد پل',
      unit: 'پل',
      filterable: true,
    });
    hager = await createBrand(
      context.app,
      context.admin,
      { nameFa: 'هاگر', nameEn: 'Hager' },
      await makeImage('png'),
    );
    idle = await createBrand(context.app, context.admin, { nameFa: 'بی‌کالا', nameEn: 'Idle' });
    for (const [title, category, stock] of [
      ['کلید تک پل هاگر', switches, 'true'],
      ['کلید دو پل هاگر', switches, 'true'],
      ['پریز هاگر', switches, '0'],
      ['لامپ هاگر', lamps, 'true'],
    ] as const) {
      await createProduct(context.app, context.admin, {
        title,
        categoryId: category._id,
        brandId: hager._id,
        stock,
        ...(category === switches && { specs: JSON.stringify({ [poles._id]: '1' }) }),
      });
    }
    // Another brand's switch, counted by neither of hager's counts.
    await createProduct(context.app, context.admin, { title: 'کلید دیگر', categoryId: switches._id });
  });

  const facetsOf = async (query: Record<string, string>) =>
    productEndpoints.filters.response.parse(
      (await request(context.app).get(productEndpoints.filters.path).query(query).expect(200)).body,
    );
  const brandPage = async (query: Record<string, string>) =>
    brandEndpoints.getWithProducts.response.parse(
      (
        await request(context.app)
          .get(withId(brandEndpoints.getWithProducts.path, hager._id))
          .query(query)
          .expect(200)
      ).body,
    );

  it("when a brand page's panel is asked, then it offers the brand's categories with counts and no brands to tick", async () => {
    const facets = await facetsOf({ brandId: hager._id });
    expect(facets.total).toBe(4);
    expect(facets.brands).toEqual([]);
    expect(facets.categories).toEqual(
      expect.arrayContaining([
        { value: switches._id, label: 'کلید و پریز برند', count: 3 },
        { value: lamps._id, label: 'لامپ برند', count: 1 },
      ]),
    );
    expect(facets.categories).toHaveLength(2);
    expect(facets.attributes).toEqual([]);
  });

  it('when a category is chosen on a brand page, then the products and total narrow to it, each category keeps its count, and its attributes are offered', async () => {
    const page = await brandPage({ categoryId: switches._id });
    expect(page.total).toBe(3);
    expect(page.products.map((product) => product.title).sort()).toEqual(
      ['پریز هاگر', 'کلید تک پل هاگر', 'کلید دو پل هاگر'].sort(),
    );
    const facets = await facetsOf({ brandId: hager._id, categoryId: switches._id });
    expect(facets.total).toBe(3);
    expect(facets.categories.find((item) => item.value === lamps._id)?.count).toBe(1);
    expect(facets.attributes.map((attribute) => attribute.name)).toEqual(['تعداد پل']);
    // Other filters narrow the categories' counts too.
    const inStock = await facetsOf({ brandId: hager._id, categoryId: switches._id, inStock: 'true' });
    expect(inStock.total).toBe(2);
    expect(inStock.categories.find((item) => item.value === switches._id)?.count).toBe(2);
  });

  it('when a brand page names a category that is not an id, then 400 in Persian', async () => {
    const response = await request(context.app)
      .get(withId(brandEndpoints.getWithProducts.path, hager._id))
      .query({ categoryId: 'lamps' })
      .expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('دسته بندی نامعتبر است');
  });

  it('when the brands page is opened, then it is drawn with every brand that has products, their counts and a canonical address', async () => {
    const response = await request(context.app).get('/brand').expect(200);
    const head = headOf(response.text);
    expect(head).toContain('<title>برندها | برق‌آفرین</title>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/brand"');
    const list = jsonLdBlocks(response.text).find((block) => block['@type'] === 'ItemList') as {
      itemListElement: { name: string; url: string }[];
    };
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ name: 'هاگر', url: `https://shop.example/brand/${hager._id}` }),
    ]);
    const answer = embedded(response.text).find((item) => item.key[0] === brandEndpoints.list.path)!;
    const { brands } = brandEndpoints.list.response.parse(answer.data);
    expect(brands.find((brand) => brand._id === hager._id)?.productCount).toBe(4);
    expect(brands.find((brand) => brand._id === idle._id)?.productCount).toBe(0);
    expect((await request(context.app).get('/sitemap.xml').expect(200)).text).toContain(
      '<loc>https://shop.example/brand</loc>',
    );
  });

  it('when a brand page is opened on one of its categories, then its head names both and its answers are embedded for that category', async () => {
    const response = await request(context.app).get(`/brand/${hager._id}?category=${lamps._id}`).expect(200);
    const head = headOf(response.text);
    expect(head).toContain('<title>محصولات هاگر (Hager) در لامپ برند | برق‌آفرین</title>');
    expect(head).toContain(
      `<link rel="canonical" href="https://shop.example/brand/${hager._id}?category=${lamps._id}"`,
    );
    const answers = embedded(response.text);
    const listing = answers.find((item) => item.key[0] === brandEndpoints.getWithProducts.path)!;
    expect(listing.key[2]).toMatchObject({ categoryId: lamps._id });
    expect(brandEndpoints.getWithProducts.response.parse(listing.data).total).toBe(1);
    const panel = answers.find((item) => item.key[0] === productEndpoints.filters.path)!;
    expect(panel.key[2]).toEqual({ brandId: hager._id, categoryId: lamps._id });
    const breadcrumb = jsonLdBlocks(response.text).find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['خانه', 'برندها', 'هاگر']);
  });
});
