import {
  apiErrorSchema,
  brandEndpoints,
  categoryEndpoints,
  formatSpecParam,
  productEndpoints,
  searchEndpoints,
  type Attribute,
  type Brand,
  type Category,
  type FilterFacets,
} from '@shop/contracts';
import request from 'supertest';
import { makeImage } from '../fixtures/images';
import { createAttribute, createBrand, createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const withId = (path: string, id: string) => path.replace(':id', id);

/**
 * A category of breakers: 6 products of two brands (and one with none) with a current in amperes, a
 * trip curve (B, C, D: nobody holds D) and "earthed" yes/no, all filterable, and a text attribute.
 */
describe('filters of a listing, with counts', () => {
  const context = useTestApp({ admin: true });
  let breakers: Category;
  let schneider: Brand;
  let pars: Brand;
  let current: Attribute;
  let curve: Attribute;
  let earthed: Attribute;
  const ids: Record<string, string> = {};
  const option = (value: string) => curve.options.find((candidate) => candidate.value === value)!._id;

  beforeAll(async () => {
    const image = await makeImage('jpeg');
    breakers = await createCategory(context.app, context.admin, { title: 'کلید مینیاتوری فیلتر' });
    const add = (body: Parameters<typeof createAttribute>[3]) =>
      createAttribute(context.app, context.admin, breakers._id, { filterable: true, ...body });
    current = await add({ name: 'جریان نامی', unit: 'آمپر' });
    curve = await add({
      name: 'منحنی قطع',
      kind: 'option',
      unit: undefined,
      options: [{ value: 'B' }, { value: 'C' }, { value: 'D' }],
    });
    earthed = await add({ name: 'ارت‌دار', kind: 'boolean', unit: undefined });
    await createAttribute(context.app, context.admin, breakers._id, {
      name: 'استاندارد',
      kind: 'text',
      unit: undefined,
    });
    schneider = await createBrand(context.app, context.admin, {
      nameFa: 'اشنایدر فیلتر',
      nameEn: 'Schneider F',
    });
    pars = await createBrand(context.app, context.admin, { nameFa: 'پارس فیلتر', nameEn: 'Pars F' });
    const made: Array<[string, Brand | null, number, string, boolean, number, boolean]> = [
      ['s6', schneider, 6, 'B', true, 100_000, true],
      ['s16', schneider, 16, 'C', true, 200_000, true],
      ['s32', schneider, 32, 'C', false, 400_000, false],
      ['p10', pars, 10, 'B', false, 90_000, true],
      ['p25', pars, 25, 'C', true, 150_000, true],
      ['n20', null, 20, 'B', true, 120_000, true],
    ];
    for (const [key, brand, amperes, curveValue, isEarthed, price, inStock] of made) {
      const product = await createProduct(
        context.app,
        context.admin,
        {
          title: `کلید ${key}`,
          price: String(price),
          stock: String(inStock),
          categoryId: breakers._id,
          brandId: brand?._id ?? '',
          specs: JSON.stringify({
            [current._id]: String(amperes),
            [curve._id]: option(curveValue),
            [earthed._id]: String(isEarthed),
          }),
        },
        [{ field: 'image', buffer: image }],
      );
      ids[key] = product._id;
    }
    // A product of another category, held by neither listing's counts.
    await createProduct(context.app, context.admin, { brandId: schneider._id });
  });

  const facetsOf = async (query: Record<string, string>) =>
    productEndpoints.filters.response.parse(
      (await request(context.app).get(productEndpoints.filters.path).query(query).expect(200)).body,
    );
  const categoryPage = async (query: Record<string, string>) =>
    categoryEndpoints.getWithProducts.response.parse(
      (
        await request(context.app)
          .get(withId(categoryEndpoints.getWithProducts.path, breakers._id))
          .query(query)
          .expect(200)
      ).body,
    );
  const titlesOf = (products: Array<{ title: string }>) => products.map((product) => product.title).sort();
  const countOf = (facets: FilterFacets, attribute: Attribute, label: string) =>
    facets.attributes
      .find((facet) => facet._id === attribute._id)!
      .values.find((value) => value.label === label)?.count;
  const spec = (specs: Parameters<typeof formatSpecParam>[0]) => formatSpecParam(specs);

  it('when nothing is chosen, then the panel lists the brands, the filterable attributes and the price bounds of the category, with counts', async () => {
    const facets = await facetsOf({ categoryId: breakers._id });
    expect(facets.total).toBe(6);
    expect(facets.inStock).toBe(5);
    expect(facets.price).toEqual({ min: 90_000, max: 400_000 });
    expect(facets.brands).toEqual([
      { value: schneider._id, label: 'اشنایدر فیلتر', count: 3 },
      { value: pars._id, label: 'پارس فیلتر', count: 2 },
    ]);
    expect(facets.attributes.map((facet) => facet.name)).toEqual(['جریان نامی', 'منحنی قطع', 'ارت‌دار']);
    const [amperes, curves, earth] = facets.attributes;
    // Six currents are few: each is a value to tick, with its count.
    expect(amperes).toMatchObject({ kind: 'number', unit: 'آمپر', range: { min: 6, max: 32 } });
    expect(amperes!.values.map((value) => [value.label, value.count])).toEqual(
      ['۶', '۱۰', '۱۶', '۲۰', '۲۵', '۳۲'].map((label) => [label, 1]),
    );
    // D is held by no product of the listing: it is not offered.
    expect(curves!.values).toEqual([
      { value: option('B'), label: 'B', count: 3 },
      { value: option('C'), label: 'C', count: 3 },
    ]);
    expect(earth!.values).toEqual([
      { value: 'true', label: 'دارد', count: 4 },
      { value: 'false', label: 'ندارد', count: 2 },
    ]);
  });

  it('when a list value is ticked, then the listing keeps its products and each count is what ticking one more would leave', async () => {
    const chosen = { spec: spec({ [curve._id]: { kind: 'options', optionIds: [option('C')] } }) };
    const page = await categoryPage(chosen);
    expect(titlesOf(page.products)).toEqual(['کلید p25', 'کلید s16', 'کلید s32']);
    expect(page.total).toBe(3);

    const facets = await facetsOf({ categoryId: breakers._id, ...chosen });
    expect(facets.total).toBe(3);
    // The curve's own counts ignore the curve filter: B would add its 3 products.
    expect(countOf(facets, curve, 'B')).toBe(3);
    expect(countOf(facets, curve, 'C')).toBe(3);
    expect(facets.brands.map((brand) => brand.count)).toEqual([2, 1]);
    expect(countOf(facets, earthed, 'دارد')).toBe(2);
    expect(countOf(facets, earthed, 'ندارد')).toBe(1);
    expect(facets.inStock).toBe(2);
  });

  it('when a brand, a number range, yes/no, a price range and stock combine, then the listing and the panel agree', async () => {
    const chosen = {
      brand: schneider._id,
      spec: spec({
        [current._id]: { kind: 'range', min: 10, max: 32 },
        [earthed._id]: { kind: 'boolean', value: true },
      }),
      minPrice: '150000',
      inStock: 'true',
    };
    const page = await categoryPage(chosen);
    expect(titlesOf(page.products)).toEqual(['کلید s16']);
    const facets = await facetsOf({ categoryId: breakers._id, ...chosen });
    expect(facets.total).toBe(1);
    // Pars would add p25 (25 A, earthed, 150,000, in stock); a product of no brand is never a brand's.
    expect(facets.brands).toEqual([
      { value: schneider._id, label: 'اشنایدر فیلتر', count: 1 },
      { value: pars._id, label: 'پارس فیلتر', count: 1 },
    ]);
    // A value that would leave nothing stays in the panel with 0 (drawn disabled).
    expect(countOf(facets, earthed, 'ندارد')).toBe(0);
  });

  it('when a range leaves nothing, then the listing is empty and says so with a total of 0', async () => {
    const chosen = { spec: spec({ [current._id]: { kind: 'range', min: 100 } }) };
    const page = await categoryPage(chosen);
    expect(page.products).toEqual([]);
    expect(page.total).toBe(0);
    expect((await facetsOf({ categoryId: breakers._id, ...chosen })).total).toBe(0);
  });

  it('when the shop, a brand page and a search are filtered, then each narrows its own products', async () => {
    const shop = productEndpoints.list.response.parse(
      (
        await request(context.app)
          .get(productEndpoints.list.path)
          .query({ categoryId: breakers._id, brand: pars._id, sort: 'price-asc' })
          .expect(200)
      ).body,
    );
    expect(shop.items.map((item) => item.title)).toEqual(['کلید p10', 'کلید p25']);

    const brandPage = brandEndpoints.getWithProducts.response.parse(
      (
        await request(context.app)
          .get(withId(brandEndpoints.getWithProducts.path, schneider._id))
          .query({ maxPrice: '200000' })
          .expect(200)
      ).body,
    );
    expect(titlesOf(brandPage.products)).toEqual(expect.arrayContaining(['کلید s16', 'کلید s6']));
    expect(brandPage.products.every((product) => product.price <= 200_000)).toBe(true);
    // The brand page's panel: the brand's products in every category.
    const brandFacets = await facetsOf({ brandId: schneider._id });
    expect(brandFacets.total).toBe(4);
    expect(brandFacets.attributes).toEqual([]);

    const search = searchEndpoints.search.response.parse(
      (
        await request(context.app)
          .get(searchEndpoints.search.path)
          .query({ q: 'کلید', pageSize: 24, brand: pars._id })
          .expect(200)
      ).body,
    );
    expect(titlesOf(search.products)).toEqual(['کلید p10', 'کلید p25']);
    expect(search.total).toBe(2);
    const searchFacets = await facetsOf({ q: 'کلید', brand: pars._id });
    expect(searchFacets.total).toBe(2);
    expect(searchFacets.brands.find((brand) => brand.value === schneider._id)?.count).toBe(3);
  });

  it('when a search matches nothing, then its panel offers nothing', async () => {
    expect(await facetsOf({ q: 'جاروبرقی' })).toEqual({
      total: 0,
      inStock: 0,
      price: null,
      brands: [],
      categories: [],
      attributes: [],
    });
  });

  it.each([
    ['spec', 'not-an-id:1~2', 'فیلتر مشخصات فنی نامعتبر است'],
    ['spec', `${'00000000-0000-4000-8000-000000000000'}:abc`, 'فیلتر مشخصات فنی نامعتبر است'],
    ['brand', 'x,y', 'برند نامعتبر است'],
    ['minPrice', '-5', 'قیمت نامعتبر است'],
  ])('when the filter %s is %s, then the listing answers 400 in Persian', async (name, value, message) => {
    const response = await request(context.app)
      .get(withId(categoryEndpoints.getWithProducts.path, breakers._id))
      .query({ [name]: value })
      .expect(400);
    expect(JSON.stringify(apiErrorSchema.parse(response.body))).toContain(message);
  });
});
