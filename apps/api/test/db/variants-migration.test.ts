import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';
import {
  databaseOfRelease,
  insertProductsBeforeVariants,
  type ReleaseDatabase,
} from '../support/migrations-until';

describe('the variants migration (0016) on a shop of the release before', () => {
  let release: ReleaseDatabase;
  let db: Database;
  beforeAll(async () => {
    release = await databaseOfRelease('0015_torob_webhook');
    db = release.db;
    await insertProductsBeforeVariants(db, 500);
    await db.execute(sql`DELETE FROM torob_webhook_queue`);
  }, 90_000);
  afterAll(() => release.client.close());

  it('when migrated, then every product is one variant with its price, old price and stock, and shoppers see nothing change', async () => {
    const before = await queryRows<{ updated_at: unknown } & Record<string, unknown>>(
      db,
      sql`SELECT id, price, original_price, stock, updated_at FROM products ORDER BY id`,
    );
    await release.migrateToNow();

    const variants = await queryRows(
      db,
      sql`SELECT product_id AS id, price, original_price, stock, option_values, enabled FROM product_variants ORDER BY product_id`,
    );
    expect(variants).toEqual(
      before.map(({ updated_at: _, ...product }) => ({ ...product, option_values: [], enabled: true })),
    );
    const after = await queryRows(
      db,
      sql`SELECT id, price, original_price, stock, updated_at FROM products ORDER BY id`,
    );
    expect(after).toEqual(before);
    expect(await queryRows(db, sql`SELECT DISTINCT variant_count, unit, options FROM products`)).toEqual([
      { variant_count: 1, unit: 'piece', options: [] },
    ]);
    // Moving the prices to variants announced nothing to Torob: nothing a shopper sees changed.
    expect(await queryRows(db, sql`SELECT * FROM torob_webhook_queue`)).toEqual([]);
  });

  it('when migrated, then each row of an earlier bulk change names its product’s variant, so it can still be undone', async () => {
    const rows = await queryRows<{ matches: boolean }>(
      db,
      sql`SELECT item.variant_id = variant.id AS matches
          FROM price_change_items item JOIN product_variants variant ON variant.product_id = item.product_id`,
    );
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.matches)).toBe(true);
  });
});
