import type { Order, OrderEvent, OrderSummary } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { orderEvents, orders, proFormas } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toOrder(row: OrderRow, proFormaToken: string | null): Order {
  return {
    id: row.id,
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    channel: row.channel,
    source: row.source,
    phone: row.phone,
    customerName: row.customerName,
    userId: row.userId,
    lines: row.lines,
    subtotal: row.subtotal,
    discount: row.discount,
    shippingCost: row.shippingCost,
    total: row.total,
    note: row.note,
    cancelReason: row.cancelReason,
    proFormaToken,
    fromTorob: row.torobClid !== null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
  };
}

export const toEvent = (row: EventRow): OrderEvent => ({
  at: row.at.toISOString(),
  kind: row.kind,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  actor: row.actor,
  note: row.note,
});

/** The columns a list reads: never the lines themselves, only how many there are. */
export const summaryColumns = {
  id: orders.id,
  number: orders.number,
  invoiceNumber: orders.invoiceNumber,
  status: orders.status,
  channel: orders.channel,
  phone: orders.phone,
  customerName: orders.customerName,
  total: orders.total,
  createdAt: orders.createdAt,
  lineCount: sql<number>`jsonb_array_length(${orders.lines})::int`,
};

type SummaryRow = Omit<OrderSummary, 'createdAt'> & { createdAt: Date };

export const toSummary = (row: SummaryRow): OrderSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The pro-forma's token of an order, for its page's link. */
export const proFormaTokenOf = sql<
  string | null
>`(SELECT ${proFormas.token} FROM ${proFormas} WHERE ${proFormas.id} = ${orders.proFormaId})`;

/**
 * Newest first in the order of the orders' indexes, which drizzle writes `DESC NULLS LAST`: a plain
 * `DESC` means NULLS FIRST, which no index of them serves, and PostgreSQL would sort a million rows.
 */
export const newestFirst = [sql`${orders.createdAt} DESC NULLS LAST`, sql`${orders.id} DESC NULLS LAST`];
