import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';
import { databaseOfRelease, type ReleaseDatabase } from '../support/migrations-until';

/** The last migration before the one that gave each product its own warranty. */
const LAST_BEFORE = '0024_removed_products';

describe('the per-product warranty migration on a shop of the release before', () => {
  let release: ReleaseDatabase;
  let db: Database;
  beforeAll(async () => {
    release = await databaseOfRelease(LAST_BEFORE);
    db = release.db;
    // The shop said «۳ سال گارانتی» on every product page; one category's specification names a warranty.
    await db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('shop', '{"warrantyYears": 3, "returnDays": 30}'::jsonb)`);
    await db.execute(sql`
      WITH category AS (
        INSERT INTO categories (title, description, image) VALUES ('منبع تغذیه', '<p>منبع</p>', 'c.webp') RETURNING id),
      attribute AS (
        INSERT INTO category_attributes (category_id, name, kind, position, search_name)
        SELECT id, 'گارانتی', 'text', 0, 'گارانتی' FROM category RETURNING id, category_id)
      INSERT INTO products (title, description, price, stock, image, category_id)
      SELECT title, '<p>کالا</p>', 100000, 5, 'p.webp', category_id
      FROM attribute, (VALUES ('با گارانتی خودش'), ('بی ردیف گارانتی')) AS t(title)`);
    await db.execute(sql`
      INSERT INTO product_attribute_values (product_id, attribute_id, text_value)
      SELECT p.id, a.id, '۱۸ ماهه' FROM products p, category_attributes a WHERE p.title = 'با گارانتی خودش'`);
    await db.execute(sql`
      INSERT INTO products (title, description, price, stock, image) VALUES ('بی دسته', '<p>کالا</p>', 2000, 1, 'q.webp')`);
  }, 90_000);
  afterAll(() => release.client.close());

  it('when migrated, then each product keeps the warranty its page showed, or the one its own specification names', async () => {
    const before = await queryRows(db, sql`SELECT id, updated_at FROM products ORDER BY id`);
    await release.migrateToNow();
    expect(await queryRows(db, sql`SELECT title, warranty FROM products ORDER BY title`)).toEqual([
      { title: 'با گارانتی خودش', warranty: '۱۸ ماهه' },
      { title: 'بی دسته', warranty: '۳ سال گارانتی' },
      { title: 'بی ردیف گارانتی', warranty: '۳ سال گارانتی' },
    ]);
    // Nothing else moved: no product reads as edited.
    expect(await queryRows(db, sql`SELECT id, updated_at FROM products ORDER BY id`)).toEqual(before);
  });
});
