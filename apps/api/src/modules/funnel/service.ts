import { FUNNEL_TOP_PRODUCTS, type FunnelDay, type FunnelPeriod, type FunnelProduct } from '@shop/contracts';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client';
import { orders, productInquiries, products, productViews } from '../../db/schema';
import { requireProductExists } from '../catalog/product-exists';
import { addDays, tehranDay } from './tehran-day';

/** One more opening of a product's page today; 404 for a product that does not exist. */
export async function recordView(db: Database, input: { productId: string; now: Date }) {
  await requireProductExists(db, input.productId);
  await db
    .insert(productViews)
    .values({ productId: input.productId, day: tehranDay(input.now), count: 1 })
    .onConflictDoUpdate({
      target: [productViews.productId, productViews.day],
      set: { count: sql`${productViews.count} + 1` },
    });
}

/** A timestamp column's Tehran day as `2026-03-21` (no parameters, so GROUP BY can repeat it). */
const tehranDayOf = (column: PgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Tehran', 'YYYY-MM-DD')`;
const countAll = sql<number>`count(*)::int`;

/**
 * The funnel of the last `days` Tehran days, today included: each day's views, order-button presses,
 * pro-formas and confirmed orders (by the day they were confirmed, unless cancelled since) with their total,
 * and the products most bought in the period. Every read is a range of an index on the day or the time.
 */
export async function funnel(db: Database, days: FunnelPeriod, now: Date) {
  const today = tehranDay(now);
  const first = addDays(today, -(days - 1));
  // The first day's midnight in Tehran, as an instant.
  const since = sql`(${first}::timestamp AT TIME ZONE 'Asia/Tehran')`;
  const confirmedSince = sql`${orders.confirmedAt} >= ${since} AND ${orders.status} <> 'cancelled'`;
  const createdDay = tehranDayOf(orders.createdAt);
  const confirmedDay = tehranDayOf(orders.confirmedAt);

  const views = await db
    .select({ day: productViews.day, count: sql<number>`sum(${productViews.count})::int` })
    .from(productViews)
    .where(gte(productViews.day, first))
    .groupBy(productViews.day);
  const presses = await db
    .select({ day: productInquiries.day, count: sql<number>`sum(${productInquiries.count})::int` })
    .from(productInquiries)
    .where(gte(productInquiries.day, first))
    .groupBy(productInquiries.day);
  const proFormas = await db
    .select({ day: createdDay, count: countAll })
    .from(orders)
    .where(and(gte(orders.createdAt, since), eq(orders.source, 'shopper')))
    .groupBy(createdDay);
  const confirmed = await db
    .select({ day: confirmedDay, count: countAll, total: sql<number>`sum(${orders.total})::float8` })
    .from(orders)
    .where(confirmedSince)
    .groupBy(confirmedDay);

  const countOn = (rows: { day: string; count: number }[]) =>
    new Map(rows.map((row) => [row.day, row.count]));
  const viewsOn = countOn(views);
  const pressesOn = countOn(presses);
  const proFormasOn = countOn(proFormas);
  const confirmedOn = new Map(confirmed.map((row) => [row.day, row]));
  const series: FunnelDay[] = Array.from({ length: days }, (_, index) => {
    const day = addDays(first, index);
    return {
      day,
      views: viewsOn.get(day) ?? 0,
      presses: pressesOn.get(day) ?? 0,
      proFormas: proFormasOn.get(day) ?? 0,
      confirmed: confirmedOn.get(day)?.count ?? 0,
      confirmedTotal: Number(confirmedOn.get(day)?.total ?? 0),
    };
  });
  return { days, series, topProducts: await topProducts(db, confirmedSince) };
}

/** The products the period's confirmed orders hold most of, with the current title when the product remains. */
function topProducts(db: Database, confirmedSince: SQL): Promise<FunnelProduct[]> {
  return queryRows<FunnelProduct>(
    db,
    sql`WITH sold AS (
          SELECT line->>'productId' AS product_id,
                 sum((line->>'quantity')::bigint)::float8 AS quantity,
                 sum((line->>'lineTotal')::bigint)::float8 AS total,
                 min(line->>'title') AS title,
                 min(line->>'unit') AS unit,
                 min((line->>'unitSize')::int) AS unit_size
          FROM ${orders} CROSS JOIN LATERAL jsonb_array_elements(${orders.lines}) AS line
          WHERE ${confirmedSince}
          GROUP BY 1
          ORDER BY quantity DESC, total DESC, product_id
          LIMIT ${FUNNEL_TOP_PRODUCTS}
        )
        SELECT s.product_id AS "productId", coalesce(p.title, s.title) AS title, s.unit,
               s.unit_size AS "unitSize", s.quantity, s.total
        FROM sold s LEFT JOIN ${products} p ON p.id = s.product_id::uuid
        ORDER BY s.quantity DESC, s.total DESC, s.product_id`,
  );
}
