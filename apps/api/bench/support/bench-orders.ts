import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { signSession } from '../../src/modules/auth/session';

/** Customers the synthetic orders come from: a phone orders 20 times on average. */
const PHONES = 50_000;
/** Requests per Solar Hijri year: five years of numbers. */
const PER_YEAR = 200_000;

/**
 * Fills the orders table up to `total` (the desk of a shop some years old): two lines each, over the last
 * two years, 0.1% still «جدید», 0.05% followed up, 0.1% confirmed, 0.1% shipped (3,500 open at a million,
 * a busy shop's desk), 11.5% cancelled, the rest
 * delivered, with an invoice number (the request's, for short) and `confirmed_at` where a confirm
 * happened. One INSERT … SELECT.
 */
export async function seedBenchOrders(database: DatabaseHandle, total: number): Promise<number> {
  const { db } = database;
  const [{ count }] = (await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM orders`,
  )) as [{ count: number }];
  if (count >= total) return count;
  await db.execute(sql`
    WITH n AS (SELECT i, year, seq, bucket,
                      year || '-' || CASE WHEN seq < 100000 THEN lpad(seq::text, 5, '0') ELSE seq::text END AS number
               FROM (SELECT i, 1401 + i / ${PER_YEAR} AS year, i % ${PER_YEAR} + 1 AS seq, i % 10000 AS bucket
                     FROM generate_series(${count}::int, ${total - 1}::int) AS i) g),
    v AS (SELECT array_agg(id) AS ids, count(*)::int AS size FROM (SELECT id FROM product_variants LIMIT 5000) s)
    INSERT INTO orders (number, year, seq, invoice_number, source, channel, status, phone, lines, subtotal, total,
                        stock_taken, created_at, updated_at, confirmed_at)
    SELECT n.number, n.year, n.seq,
           CASE WHEN n.bucket >= 25 THEN n.number END,
           CASE WHEN n.i % 5 = 0 THEN 'desk' ELSE 'shopper' END,
           (ARRAY['whatsapp','telegram','sms','call','link','in-person'])[1 + n.i % 6],
           CASE WHEN n.bucket < 10 THEN 'new' WHEN n.bucket < 15 THEN 'followed-up'
                WHEN n.bucket < 25 THEN 'cancelled' WHEN n.bucket < 35 THEN 'confirmed'
                WHEN n.bucket < 45 THEN 'shipped' WHEN n.bucket < 1150 THEN 'cancelled' ELSE 'delivered' END,
           '0912' || lpad((n.i % ${PHONES})::text, 7, '0'),
           jsonb_build_array(
             jsonb_build_object('productId', gen_random_uuid(), 'variantId', v.ids[1 + n.i % v.size], 'title', 'کابل افشان ۲٫۵',
               'variantLabel', null, 'unit', 'metre', 'unitSize', null, 'minQuantity', 1, 'quantityStep', 1,
               'quantity', 25, 'unitPrice', 48500, 'lineTotal', 1212500),
             jsonb_build_object('productId', gen_random_uuid(), 'variantId', v.ids[1 + (n.i + 7) % v.size], 'title', 'کلید مینیاتوری ۱۶ آمپر',
               'variantLabel', null, 'unit', 'piece', 'unitSize', null, 'minQuantity', 1, 'quantityStep', 1,
               'quantity', 2, 'unitPrice', 250000, 'lineTotal', 500000)),
           1712500, 1712500,
           false,
           now() - (n.i % 730) * interval '1 day' - (n.i % 86400) * interval '1 second',
           now() - (n.i % 730) * interval '1 day',
           CASE WHEN n.bucket >= 25 THEN now() - (n.i % 730) * interval '1 day' END
    FROM n, v`);
  // As autovacuum would: the visibility map lets counts and pages read the indexes alone.
  await db.execute(sql`VACUUM ANALYZE orders`);
  return total;
}

/**
 * An account of the bench's own (an admin, or a shopper in a customer group), and the header to call as it
 * (the shop signs with `jwtSecret`).
 */
export async function benchAccount(
  database: DatabaseHandle,
  jwtSecret: string,
  account: { role: 'admin' } | { role: 'user'; groupId: string } = { role: 'admin' },
): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({
      phone: `099${account.role === 'admin' ? 9 : 8}${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      passwordHash: 'x',
      ...account,
    })
    .returning({ id: users.id });
  return `Bearer ${signSession({ userId: row!.id, role: account.role, tokenVersion: 0 }, jwtSecret)}`;
}
