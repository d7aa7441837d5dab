import { formatSpecParam, productEndpoints, type Attribute, type Category } from '@shop/contracts';
import request from 'supertest';
import { createAttribute, createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

/**
 * Wires: a cross-section with few values (0.75, 1.5, 2.5, 4, 6 mm², one a family's variants) is ticked
 * like a list, with counts; a length with thirteen values is a range, its bounds exact (issue 36, item 4).
 */
describe('a number with few values is ticked, one with many is a range', () => {
  const context = useTestApp({ admin: true });
  let wires: Category;
  let section: Attribute;
  let length: Attribute;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    wires = await createCategory(context.app, context.admin, { title: 'سیم تیک' });
    const add = (name: string, unit: string) =>
      createAttribute(context.app, context.admin, wires._id, { name, unit, filterable: true });
    section = await add('سطح مقطع', 'میلی‌متر مربع');
    length = await add('طول', 'متر');
    const made: Array<[string, string, string]> = [
      ['w075', '۰٫۷۵', '۰٫۵'],
      ['w15', '۱٫۵', '۱۰'],
      ['w25a', '۲٫۵', '۲۰'],
      ['w25b', '۲/۵', '۲۵'],
      ['w4', '۴', '۳۰'],
      ['w6', '۶', '۴۰'],
    ];
    for (const [key, mm, metres] of made) {
      const product = await createProduct(context.app, context.admin, {
        title: `سیم ${key}`,
        categoryId: wires._id,
        specs: JSON.stringify({ [section._id]: mm, [length._id]: metres }),
      });
      ids[key] = product._id;
    }
    // A family sold in 1.5 and 2.5 (two colours of 2.5): one product for each value it comes in.
    const family = await createProduct(context.app, context.admin, {
      title: 'سیم خانواده',
      categoryId: wires._id,
      price: undefined,
      stock: undefined,
      options: JSON.stringify([
        { name: 'سطح مقطع', attributeId: section._id, values: ['۱٫۵', '۲٫۵'] },
        { name: 'رنگ', attributeId: null, values: ['مشکی', 'قرمز'] },
      ]),
      variants: JSON.stringify([
        { options: ['۱٫۵', 'مشکی'], price: '32000', stock: '10' },
        { options: ['۲٫۵', 'مشکی'], price: '48500', stock: '10' },
        { options: ['۲٫۵', 'قرمز'], price: '48500', stock: '10' },
      ]),
    });
    ids.family = family._id;
    // Seven more lengths: thirteen in all, more than anyone ticks through.
    for (const metres of ['۵۰', '۶۰', '۷۰', '۸۰', '۹۰', '۱۰۰', '۱۵۰']) {
      await createProduct(context.app, context.admin, {
        categoryId: wires._id,
        specs: JSON.stringify({ [length._id]: metres }),
      });
    }
  });

  const facetsOf = async (query: Record<string, string>) =>
    productEndpoints.filters.response.parse(
      (await request(context.app).get(productEndpoints.filters.path).query(query).expect(200)).body,
    );
  const listed = async (query: Record<string, string>) =>
    productEndpoints.list.response
      .parse(
        (
          await request(context.app)
            .get(productEndpoints.list.path)
            .query({ categoryId: wires._id, ...query })
            .expect(200)
        ).body,
      )
      .items.map((item) => item._id)
      .sort();
  const facetOf = (facets: Awaited<ReturnType<typeof facetsOf>>, attribute: Attribute) =>
    facets.attributes.find((facet) => facet._id === attribute._id)!;

  it('when the panel is asked, then the cross-sections come as values with counts, exactly written, and the lengths as a range with exact bounds', async () => {
    const facets = await facetsOf({ categoryId: wires._id });
    expect(facetOf(facets, section)).toEqual({
      _id: section._id,
      name: 'سطح مقطع',
      kind: 'number',
      unit: 'میلی‌متر مربع',
      values: [
        { value: '0.75', label: '۰٫۷۵', count: 1 },
        { value: '1.5', label: '۱٫۵', count: 2 },
        { value: '2.5', label: '۲٫۵', count: 3 },
        { value: '4', label: '۴', count: 1 },
        { value: '6', label: '۶', count: 1 },
      ],
      range: { min: 0.75, max: 6 },
    });
    expect(facetOf(facets, length)).toMatchObject({ values: [], range: { min: 0.5, max: 150 } });
  });

  it('when values are ticked, then the listing holds the products of any of them, and each count is what ticking one more would leave', async () => {
    const spec = formatSpecParam({ [section._id]: { kind: 'numbers', values: [2.5, 0.75] } });
    expect(spec).toBe(`${section._id}:0.75,2.5`);
    expect(await listed({ spec })).toEqual([ids.w075, ids.w25a, ids.w25b, ids.family].sort());

    const facets = await facetsOf({ categoryId: wires._id, spec });
    expect(facets.total).toBe(4);
    // Its own counts ignore the cross-section filter; the length range of the listing is what remains.
    expect(facetOf(facets, section).values.map((value) => value.count)).toEqual([1, 2, 3, 1, 1]);

    const both = formatSpecParam({
      [section._id]: { kind: 'numbers', values: [1.5] },
      [length._id]: { kind: 'range', min: 10, max: 10 },
    });
    expect(await listed({ spec: both })).toEqual([ids.w15]);
    const narrowed = await facetsOf({ categoryId: wires._id, spec: both });
    // With 10 m chosen, 1.5 leaves w15 only, and 2.5 would leave nothing (still offered, disabled).
    expect(facetOf(narrowed, section).values.map((value) => [value.value, value.count])).toEqual([
      ['0.75', 0],
      ['1.5', 1],
      ['2.5', 0],
      ['4', 0],
      ['6', 0],
    ]);
  });
});
