import { PRODUCT_SORTS } from '@shop/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import {
  popularFillQuery,
  popularProductsQuery,
  productPageQuery,
  sameCategoryQuery,
} from '../../src/modules/catalog/product-queries';
import { categoryListQuery } from '../../src/modules/catalog/category-service';
import { createTestDatabase } from '../support/test-database';

const PRODUCT_COUNT = 10_000;
const CATEGORY_COUNT = 20;
// A Sort node (the root, or under an arrow); an Incremental Sort on an index's presorted prefix is fine.
const SORT_NODE = /^Sort\b|->\s+Sort\b/m;

/** The plan of a query as the app sends it, parameters bound. */
async function planOf(database: DatabaseHandle, query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`EXPLAIN ${query.getSQL()}`);
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
    const plan = await planOf(database, query);
    expect(plan).toMatch(/Index Scan/);
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  it('popular products: the partial index, no sequential scan and no full sort', async () => {
    const plan = await planOf(database, popularProductsQuery(database.db));
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
    const plan = await planOf(database, sameCategoryQuery(database.db, { id: product!.id, categoryId }));
    expect(plan).toMatch(/Index Scan using products_category_related_idx/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  it('popular products filling a short strip: the popular partial index in the strip order, no sort', async () => {
    const plan = await planOf(database, popularFillQuery(database.db, [], 4));
    expect(plan).toMatch(/Index Scan using products_popular_related_idx/);
    expect(plan).not.toMatch(SORT_NODE);
  });

  // At 100,000 products the plan is products_category_created_at_idx, 1.6 ms (docs/database.md); an
  // EXISTS was a scan of the whole products table for an empty category.
  it('the category list: whether each holds a product is one limited index probe, never a table scan', async () => {
    const plan = await planOf(database, categoryListQuery(database.db));
    expect(plan).toMatch(/SubPlan[\s\S]*Limit[\s\S]*Index (Only )?Scan using products_/);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
