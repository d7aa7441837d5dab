import {
  DEFAULT_PAGE_SIZE,
  filterParamsFrom,
  filterParamsOf,
  listingFiltersOf,
  parseSpecParam,
  shopQueryOf,
} from '../src';

const current = '11111111-1111-4111-8111-111111111111';
const curve = '22222222-2222-4222-8222-222222222222';
const optionB = '33333333-3333-4333-8333-333333333333';
const optionC = '44444444-4444-4444-8444-444444444444';

describe('filters in a listing address', () => {
  it('reads the three forms of a specification filter', () => {
    expect(parseSpecParam(`${current}:10~32;${curve}:${optionB},${optionC}`)).toEqual({
      [current]: { kind: 'range', min: 10, max: 32 },
      [curve]: { kind: 'options', optionIds: [optionB, optionC] },
    });
    expect(parseSpecParam(`${current}:~2.5`)).toEqual({ [current]: { kind: 'range', max: 2.5 } });
    expect(parseSpecParam(`${curve}:false`)).toEqual({ [curve]: { kind: 'boolean', value: false } });
  });

  it('reads ticked numbers exactly, in order, each once, and writes them back the same way', () => {
    expect(parseSpecParam(`${current}:2.5,0.75,16,2.5`)).toEqual({
      [current]: { kind: 'numbers', values: [0.75, 2.5, 16] },
    });
    expect(parseSpecParam(`${current}:16`)).toEqual({ [current]: { kind: 'numbers', values: [16] } });
    const params = filterParamsFrom({ specs: { [current]: { kind: 'numbers', values: [6, 1.5] } } });
    expect(params.spec).toBe(`${current}:1.5,6`);
  });

  it.each([
    ['an id that is none', 'abc:1~2'],
    ['a range with no end', `${current}:~`],
    ['a word for a number', `${current}:ten~20`],
    ['an attribute twice', `${current}:1~2;${current}:3~4`],
    ['a value that is no id', `${curve}:B`],
    ['numbers mixed with an id', `${curve}:1.5,${optionB}`],
    ['a number written with a comma', `${current}:1,5,`],
  ])('refuses %s', (_case, value) => {
    expect(parseSpecParam(value)).toBeUndefined();
  });

  it('writes one address for one view: only filters in use, attributes in order, unreadable ones left out', () => {
    const params: Record<string, string> = {
      spec: `${curve}:${optionC};${current}:10~`,
      brand: 'not-an-id',
      minPrice: '-3',
      maxPrice: '500000',
      inStock: 'true',
      utm_source: 'x',
    };
    const search = { get: (name: string) => params[name] ?? null };
    expect(filterParamsOf(search)).toEqual({
      spec: `${current}:10~;${curve}:${optionC}`,
      maxPrice: '500000',
      inStock: 'true',
    });
    expect(shopQueryOf(search)).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'newest',
      spec: `${current}:10~;${curve}:${optionC}`,
      maxPrice: '500000',
      inStock: 'true',
    });
  });

  it('round-trips the filters through their parameters', () => {
    const filters = {
      brandIds: [optionB],
      minPrice: 1000,
      inStock: false,
      specs: { [curve]: { kind: 'options' as const, optionIds: [optionC] } },
    };
    expect(listingFiltersOf({ ...filterParamsFrom(filters) })).toEqual(filters);
  });
});
