import { PRODUCT_SORTS } from '@shop/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../../src/db/client';
import { withoutJit } from '../../src/db/without-jit';
import {
  popularFillQuery,
  popularProductsQuery,
  productPageQuery,
  sameCategoryQuery,
} from '../../src/modules/catalog/product-queries';
import { categoryListQuery } from '../../src/modules/catalog/category-service';
import { asPanelQuery, facetsQuery } from '../../src/modules/catalog/product-facets';
import { createTestDatabase } from '../support/test-database';

const PRODUCT_COUNT = 10_000;
const CATEGORY_COUNT = 20;
// A Sort node (the root, or under an arrow); an Incremental Sort on an index's presorted prefix is fine.
const SORT_NODE = /^Sort\b|->\s+Sort\b/m;

/** How the app runs a query: as it is, or in a transaction with settings of its own. */
type RunAs = <T>(db: Database, read: (db: Database) => Promise<T>) => Promise<T>;
const asItIs: RunAs = (db, read) => read(db);

/** The plan of a query as the app sends it, parameters bound, and run as the app runs it. */
async function planOf(db: Database, query: SQLWrapper, runAs = asItIs): Promise<string> {
  const rows = await runAs(db, (tx) =>
    queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query.getSQL()}`),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('every product list is served by an index', () => {
  let database: DatabaseHandle;
  let categoryId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      INSERT INTO categories (title, description, image)
      SELECT 'category ' || n, '<p>x</p>', '' FROM generate_series(1, ${CATEGORY_COUNT}) AS n`);
    await database.db.execute(sql`
      INSERT INTO products (title, description, description_text, price, stock, is_popular, category_id, image, title_sort_key, created_at)
      SELECT 'product ' || n, '<p>text</p>', 'text', 1000 + (n * 7919) % 100000, n % 5, n % 50 = 0,
             (SELECT id FROM categories ORDER BY id OFFSET n % ${CATEGORY_COUNT} LIMIT 1),
             'image-' || n || '.webp', md5(n::text), now() - n * interval '1 minute'
      FROM generate_series(1, ${PRODUCT_COUNT}) AS n`);
    await database.db.execute(sql`ANALYZE products`);
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT category_id AS id FROM products LIMIT 1`,
    );
    categoryId = row!.id;
  });
  afterAll(() => database.close());

  const shapes = PRODUCT_SORTS.flatMap((sort) => [
    { name: `all products, ${sort}`, filters: {}, sort },
    { name: `one category, ${sort}`, filters: () => ({ categoryId }), sort },
  ]);

  it.each(shapes)('$name: an index scan, no sequential scan and no sort', async ({ filters, sort }) => {
    const query = productPageQuery(database.db, typeof filters === 'function' ? filters() : filters, {
      page: 3,
      pageSize: 24,
      sort,
    });
    const plan = await planOf(database.db, query);
    expect(plan).toMatch(/Index Scan/);
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  it('popular products: the partial index, no sequential scan and no full sort', async () => {
    const plan = await planOf(database.db, popularProductsQuery(database.db));
    expect(plan).toMatch(/Index Scan using products_popular_idx/);
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  // A product page: before the index, the strip sorted the whole category (in stock first is no column).
  it('related products: one range of the related index, no sort, however large the category', async () => {
    const [product] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM products WHERE category_id = ${categoryId} LIMIT 1`,
    );
    const plan = await planOf(database.db, sameCategoryQuery(database.db, { id: product!.id, categoryId }));
    expect(plan).toMatch(/Index Scan using products_category_related_idx/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  it('popular products filling a short strip: the popular partial index in the strip order, no sort', async () => {
    const plan = await planOf(database.db, popularFillQuery(database.db, [], 4));
    expect(plan).toMatch(/Index Scan using products_popular_related_idx/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  // At 100,000 products the plan is products_category_created_at_idx, 1.6 ms (docs/database.md); an
  // EXISTS was a scan of the whole products table for an empty category.
  it('the category list: whether each holds a product is one limited index probe, never a table scan', async () => {
    const plan = await planOf(database.db, categoryListQuery(database.db));
    expect(plan).toMatch(/SubPlan[\s\S]*Limit[\s\S]*Index (Only )?Scan using products_/);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });

  // At 100,000 products: docs/specifications.md, «Filters». Each kind of value has its own partial
  // index, and the listing's brand, price and stock come from the facets index without the wide rows.
  it('the filter panel: the listing and every kind of value read from indexes alone, no table scan', async () => {
    await database.db.execute(sql`
      INSERT INTO category_attributes (category_id, name, kind, unit, filterable, position, search_name)
      VALUES (${categoryId}, 'current', 'number', 'A', true, 0, 'current'),
             (${categoryId}, 'curve', 'option', NULL, true, 1, 'curve'),
             (${categoryId}, 'earthed', 'boolean', NULL, true, 2, 'earthed')`);
    await database.db.execute(sql`
      INSERT INTO attribute_options (attribute_id, value, position, search_value)
      SELECT a.id, v, n, v FROM category_attributes a, unnest(ARRAY['B', 'C', 'D']) WITH ORDINALITY AS o(v, n)
      WHERE a.kind = 'option'`);
    await database.db.execute(sql`
      INSERT INTO product_attribute_values (product_id, attribute_id, number_value, option_id, boolean_value)
      SELECT p.id, a.id,
        CASE a.kind WHEN 'number' THEN (ARRAY[6, 10, 16, 25, 32])[1 + abs(hashtext(p.id::text)) % 5] END,
        CASE a.kind WHEN 'option' THEN (SELECT o.id FROM attribute_options o WHERE o.attribute_id = a.id
          ORDER BY o.position LIMIT 1 OFFSET abs(hashtext(p.id::text)) % 3) END,
        CASE a.kind WHEN 'boolean' THEN p.stock > 2 END
      FROM products p JOIN category_attributes a ON a.category_id = p.category_id`);
    await database.db.execute(sql`VACUUM ANALYZE`);
    const [curve] = await queryRows<{ attribute: string; option: string }>(
      database.db,
      sql`SELECT attribute_id AS attribute, id AS option FROM attribute_options ORDER BY position LIMIT 1`,
    );
    const plan = await planOf(
      database.db,
      facetsQuery(
        { categoryId },
        { inStock: true, specs: { [curve!.attribute]: { kind: 'options', optionIds: [curve!.option] } } },
      ),
      asPanelQuery,
    );
    expect(plan).toMatch(/Index Only Scan using products_category_facets_idx/);
    for (const index of ['number', 'option', 'boolean']) {
      expect(plan).toMatch(new RegExp(`Index Only Scan using product_attribute_values_${index}_idx`));
    }
    expect(plan).not.toMatch(/Seq Scan on (products|product_attribute_values)/);
  });

  // A stock server (jit = on) compiles every plan costed past jit_above_cost, as the panel's and a filtered
  // listing's are at 100,000 products: compiling cost more than the query (docs/specifications.md,
  // «Filters»). Here every plan passes the threshold, so one the server would compile says "JIT:".
  it('the filter panel and a filtered page: never compiled by JIT, even past the threshold (PGlite has none)', async () => {
    const filters = { inStock: true, minPrice: 5000 };
    const queries: Array<[string, SQLWrapper, RunAs]> = [
      ['the panel', facetsQuery({ categoryId }, filters), asPanelQuery],
      [
        'the page',
        productPageQuery(
          database.db,
          { categoryId, ...filters },
          { page: 1, pageSize: 24, sort: 'price-asc' },
        ),
        withoutJit,
      ],
    ];
    for (const [name, query, runAs] of queries) {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL jit_above_cost = 0`);
        return planOf(tx as unknown as Database, query, runAs);
      });
      expect(`${name}:\n${plan}`).not.toMatch(/^JIT:/m);
    }
  });
});
