import { tradeEndpoints } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { benchAccount } from './bench-orders';

/** Pages of cards the trade shopper's browser prices, spread over the catalog. */
const PAGES = 20;
const PAGE_SIZE = 24;

/**
 * Prices for «همکار» that reach the cards, as a shop that uses them has: 5% off every category and 3%
 * off every brand, a fixed price for every 50th variant, and a tier on every category (from 10 up, 2%).
 * Kept across `--reuse` runs (each rule's key is its target).
 */
async function seedTradePrices(database: DatabaseHandle): Promise<string> {
  const { db } = database;
  const [group] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM customer_groups WHERE name = 'همکار'`,
  );
  if (!group) throw new Error('the bench catalog has no «همکار» group (migration 0021)');
  await db.execute(sql`
    INSERT INTO price_rules (group_id, scope, target_id, percent_off_bp, fixed_price)
      SELECT ${group.id}::uuid, 'category', id, 500, NULL::bigint FROM categories
      UNION ALL SELECT ${group.id}::uuid, 'brand', id, 300, NULL FROM brands
      UNION ALL SELECT ${group.id}::uuid, 'variant', id, NULL, greatest(price * 9 / 10, 1)
        FROM product_variants WHERE hashtext(id::text) % 50 = 0
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO quantity_tiers (scope, target_id, min_quantity, percent_off_bp)
      SELECT 'category', id, 10, 200 FROM categories
    ON CONFLICT DO NOTHING`);
  return group.id;
}

/**
 * A shopper in «همکار» with the prices above, the header to call as him (the shop signs with
 * `jwtSecret`), and the bodies his browser sends for pages of 24 cards: the newest-first listing's pages
 * at even steps through the catalog.
 */
export async function benchTradeShopper(database: DatabaseHandle, jwtSecret: string, products: number) {
  const groupId = await seedTradePrices(database);
  const authorization = await benchAccount(database, jwtSecret, { role: 'user', groupId });
  const bodies: string[] = [];
  for (let page = 0; page < PAGES; page++) {
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM products ORDER BY created_at DESC, id DESC
        OFFSET ${Math.floor((page * products) / PAGES)} LIMIT ${PAGE_SIZE}`,
    );
    bodies.push(JSON.stringify({ products: rows.map((row) => row.id) }));
  }
  return {
    authorization,
    requests: bodies.map((body) => ({ method: 'POST' as const, path: tradeEndpoints.myPrices.path, body })),
  };
}
