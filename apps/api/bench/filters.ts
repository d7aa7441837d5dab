// The filter panel's one counting query and a filtered page, timed without any cache on the benchmark
// catalog (`pnpm bench:api` loads it): `node --import tsx bench/filters.ts`. Medians of 7 runs.
import { listingFiltersOf, type FilterParams } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { withoutJit } from '../src/db/without-jit';
import { listingFacets, type FacetScope } from '../src/modules/catalog/product-facets';
import { productPageQuery } from '../src/modules/catalog/product-queries';
import { matchingCondition } from '../src/modules/search/service';
import { benchPlace, openBenchCatalog } from './support/bench-catalog';

const RUNS = 7;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]! * 10) / 10;
}

async function main() {
  const database = await openBenchCatalog(benchPlace(), { reuse: true, products: 0 });
  const { db } = database;
  const [category] = await queryRows<{ id: string; products: number }>(
    db,
    sql`SELECT category_id AS id, count(*)::int AS products FROM products GROUP BY category_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const [brand] = await queryRows<{ id: string }>(
    db,
    sql`SELECT brand_id AS id FROM products WHERE category_id = ${category!.id} GROUP BY brand_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const [option] = await queryRows<{ attribute_id: string; id: string }>(
    db,
    sql`SELECT o.attribute_id, o.id FROM attribute_options o JOIN category_attributes a ON a.id = o.attribute_id
      WHERE a.category_id = ${category!.id} AND a.filterable ORDER BY a.position, o.position LIMIT 1`,
  );
  const [range] = await queryRows<{ attribute_id: string; low: number; high: number }>(
    db,
    sql`SELECT a.id AS attribute_id, min(v.number_value) AS low, percentile_disc(0.5) WITHIN GROUP (ORDER BY v.number_value) AS high
      FROM category_attributes a JOIN product_attribute_values v ON v.attribute_id = a.id
      WHERE a.category_id = ${category!.id} AND a.filterable AND a.kind = 'number' GROUP BY a.id, a.position ORDER BY a.position LIMIT 1`,
  );
  const specs = [
    option && `${option.attribute_id}:${option.id}`,
    range && `${range.attribute_id}:${range.low}~${range.high}`,
  ].filter(Boolean);
  const chosen: FilterParams = { brand: brand!.id, spec: specs.sort().join(';'), inStock: 'true' };
  // Two values of a number ticked (a number with few values is ticked like a list).
  const [ticked] = await queryRows<{ attribute_id: string; numbers: number[] }>(
    db,
    sql`SELECT a.id AS attribute_id, (array_agg(DISTINCT v.number_value ORDER BY v.number_value))[1:2] AS numbers
      FROM category_attributes a JOIN product_attribute_values v ON v.attribute_id = a.id
      WHERE a.category_id = ${category!.id} AND a.filterable AND a.kind = 'number' GROUP BY a.id, a.position ORDER BY a.position LIMIT 1`,
  );
  const tickedNumbers: FilterParams = ticked
    ? { spec: `${ticked.attribute_id}:${ticked.numbers.join(',')}` }
    : {};
  const inCategory: FacetScope = { categoryId: category!.id };
  const lamps = await matchingCondition(db, 'لامپ');
  const cases: Array<[string, () => Promise<unknown>]> = [
    [
      `panel: a category (${category!.products} products), nothing chosen`,
      () => listingFacets(db, inCategory, {}),
    ],
    [
      'panel: the category, brand + list value + range + in stock',
      () => listingFacets(db, inCategory, listingFiltersOf(chosen)),
    ],
    [
      'panel: the category, two values of a number ticked',
      () => listingFacets(db, inCategory, listingFiltersOf(tickedNumbers)),
    ],
    ['panel: the whole shop, nothing chosen', () => listingFacets(db, {}, {})],
    ['panel: the whole shop, one brand', () => listingFacets(db, {}, { brandIds: [brand!.id] })],
    ['panel: search «لامپ»', () => listingFacets(db, { matching: lamps }, {})],
    [
      'page 1 of the category, filtered, cheapest first',
      () =>
        withoutJit(db, (tx) =>
          productPageQuery(
            tx,
            { categoryId: category!.id, ...listingFiltersOf(chosen) },
            { page: 1, pageSize: 24, sort: 'price-asc' },
          ),
        ),
    ],
  ];
  const [{ count }] = (await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM products`,
  )) as [{ count: number }];
  console.log(
    `${count.toLocaleString('en')} products on ${database.driver}; median of ${RUNS} runs, no cache`,
  );
  for (const [name, run] of cases) console.log(`${name}: ${await median(run)} ms`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
