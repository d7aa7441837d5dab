import type { OrderStatus, TorobOrder, TorobOrdersAnswer, TorobOrderStatus } from '@shop/contracts';
import { and, asc, gt, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { productPath } from './product-links';

/** UTC with microseconds, as Torob writes and reads times (`2025-09-21T10:20:30.456789Z`). */
const UTC_MICROSECONDS = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
const utc = (time: SQLWrapper) => sql<string>`to_char(${time} AT TIME ZONE 'UTC', ${UTC_MICROSECONDS})`;

/**
 * Torob takes `completed` or `cancelled` only. An order is a purchase once confirmed (an invoice issued,
 * stock taken), so confirmed, shipped and delivered ones stand; a cancel after that calls it off.
 */
export const torobStatus = (status: OrderStatus): TorobOrderStatus =>
  status === 'cancelled' ? 'cancelled' : 'completed';

/**
 * The orders Torob sent (a `torob_clid`) that were bought after `after`, by the time of purchase (the
 * confirmation), `limit` of them and one more. A range of `orders_confirmed_at_idx`: requests never
 * confirmed have no purchase time and are not Torob's business.
 */
export function torobOrdersQuery(db: Database, after: string, limit: number) {
  return db
    .select({
      purchased: utc(orders.confirmedAt),
      updated: utc(sql`greatest(${orders.updatedAt}, ${orders.confirmedAt})`),
      clid: orders.torobClid,
      status: orders.status,
      subtotal: orders.subtotal,
      discount: orders.discount,
      shippingCost: orders.shippingCost,
      phone: orders.phone,
      lines: orders.lines,
    })
    .from(orders)
    .where(and(gt(orders.confirmedAt, sql`${after}::timestamptz`), isNotNull(orders.torobClid)))
    .orderBy(asc(orders.confirmedAt), asc(orders.id))
    .limit(limit + 1);
}

/** Torob's answer: its orders bought after `after`, first bought first, at most `limit`. */
export async function listTorobOrders(
  db: Database,
  { after, limit, origin }: { after: string; limit: number; origin: string },
): Promise<TorobOrdersAnswer> {
  const rows = await torobOrdersQuery(db, after, limit);

  // Torob asks next for what came after the last time it got: a page never ends inside a run of orders
  // bought at the same microsecond (unless the whole page is one), or the rest of the run would be lost.
  let page = rows.slice(0, limit);
  const last = page.at(-1)?.purchased;
  if (rows.length > limit && rows[limit]!.purchased === last) {
    const whole = page.filter((row) => row.purchased !== last);
    if (whole.length > 0) page = whole;
  }

  return {
    success: true,
    data: page.map((row): TorobOrder => ({
      purchase_timestamp: row.purchased,
      last_updated_timestamp: row.updated,
      torob_clid: row.clid!,
      status: torobStatus(row.status),
      order_value: Math.max(0, row.subtotal - row.discount),
      shipping_amount: row.shippingCost,
      ...(row.phone ? { phone_number: row.phone } : {}),
      products: row.lines.map((line) => ({
        product_url: `${origin}${productPath(line.productId)}`,
        product_price: line.unitPrice,
        quantity: line.quantity,
      })),
    })),
  };
}
