import { LOW_STOCK_AT, STOCK_STATES, type StockState } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { adminProductPageQuery } from '../../src/modules/catalog/product-queries';
import { whereOf } from '../../src/modules/catalog/product-filters';
import { createTestDatabase } from '../support/test-database';

const PRODUCT_COUNT = 10_000;
// A shop keeps most of its products in stock: a hundredth are out, another hundredth low.
const RARE = PRODUCT_COUNT / 100;
// Past what a page needs, a plan may read at most this many rows it then throws away (never most of
// the table), and sort at most the few rows a rare state holds.
const READ_AT_MOST = PRODUCT_COUNT / 5;
const SORTED = /Sort \(actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/g;

/** The plan of a query as the app sends it, run: what each node read and threw away. */
async function analysed(database: DatabaseHandle, query: { getSQL(): ReturnType<typeof sql> }) {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`EXPLAIN (ANALYZE, COSTS OFF) ${query.getSQL()}`,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const thrownAway = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
    (sum, [, removed]) => sum + Number(removed),
    0,
  );
  const sorted = Math.max(0, ...[...plan.matchAll(SORTED)].map(([, rows]) => Number(rows)));
  return { plan, thrownAway, sorted };
}

describe("the dashboard's product list at scale: every filter is an index range", () => {
  let database: DatabaseHandle;
  let categoryId: string;
  let brandId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      INSERT INTO categories (title, description, image)
      SELECT 'category ' || n, '<p>x</p>', '' FROM generate_series(1, 20) AS n`);
    await database.db.execute(sql`
      INSERT INTO brands (name_fa, name_en, search_fa, search_en)
      SELECT 'برند ' || n, 'Brand ' || n, 'برند ' || n, 'brand ' || n FROM generate_series(1, 10) AS n`);
    await database.db.execute(sql`
      INSERT INTO products (title, description, description_text, price, stock, category_id, brand_id, image, title_sort_key, created_at)
      SELECT 'product ' || n, '<p>text</p>', 'text', 1000 + n,
             CASE n % 100 WHEN 0 THEN 0 WHEN 1 THEN ${LOW_STOCK_AT} - 2 ELSE 40 END,
             (SELECT id FROM categories ORDER BY id OFFSET n % 20 LIMIT 1),
             (SELECT id FROM brands ORDER BY id OFFSET n % 10 LIMIT 1),
             'image-' || n || '.webp', md5(n::text), now() - n * interval '1 minute'
      FROM generate_series(1, ${PRODUCT_COUNT}) AS n`);
    await database.db.execute(sql`ANALYZE products`);
    [{ categoryId, brandId }] = (await queryRows<{ categoryId: string; brandId: string }>(
      database.db,
      sql`SELECT category_id AS "categoryId", brand_id AS "brandId" FROM products LIMIT 1`,
    )) as [{ categoryId: string; brandId: string }];
  });
  afterAll(() => database.close());

  const scopes = [
    { name: 'the whole shop', scope: () => ({}) },
    { name: 'a category', scope: () => ({ categoryId }) },
    { name: 'a brand', scope: () => ({ brandId }) },
  ];
  const shapes = STOCK_STATES.flatMap((stock: StockState) => scopes.map((shape) => ({ ...shape, stock })));

  it.each(shapes)(
    '$stock in $name: index ranges, no table scan, no sort of more than the rare',
    async ({ scope, stock }) => {
      const { plan, thrownAway, sorted } = await analysed(
        database,
        adminProductPageQuery(database.db, { ...scope(), stock, page: 3, pageSize: 20 }),
      );
      expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
      expect(plan).not.toMatch(/Seq Scan on products/);
      // The plan is the failure's message.
      expect(thrownAway <= READ_AT_MOST && sorted <= RARE ? 'bounded' : plan).toBe('bounded');
    },
  );

  it('the few out of stock and low in stock are counted from their own small indexes', async () => {
    for (const filters of [{ inStock: false }, { lowStock: true }]) {
      const count = sql`SELECT count(*) FROM products WHERE ${whereOf(filters)}`;
      const { plan } = await analysed(database, { getSQL: () => count });
      expect(plan).toMatch(/Index Only Scan using products_(out_of|low)_stock_idx/);
      const [row] = await queryRows<{ count: number }>(database.db, count);
      expect(Number(row!.count)).toBe(RARE);
    }
  });
});
