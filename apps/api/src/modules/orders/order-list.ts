import {
  OPEN_ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  type OrderListQuery,
  type OrderSummary,
} from '@shop/contracts';
import { parseIranMobile, toLatinDigits } from '@shop/persian';
import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { DAY_MS } from '../../http/sliding-window';
import { proFormaNumber, solarYear } from '../pro-forma/number';
import { ORDER_MESSAGES } from './messages';
import { newestFirst, summaryColumns, toSummary } from './order-rows';

/** Tehran has kept +03:30 all year since 2022: a day there starts at 20:30 UTC the evening before. */
const tehranDayStart = (day: string) => new Date(`${day}T00:00:00+03:30`);

const MIN_PHONE_DIGITS = 4;
/** Invoice numbers a bare sequence may name: this year's and the two before. */
const INVOICE_YEARS_SEARCHED = 3;

/** Orders read to learn which phones end in the digits typed: more than any one suffix needs. */
const SUFFIX_ORDERS_READ = 5_000;

/**
 * A phone in whole (any way a person types it), or its last digits. The digits are matched first, alone,
 * as a prefix of the reversed numbers (`orders_phone_reversed_idx`), and the list then asks for those
 * phones (`orders_phone_created_at_idx`): asked in one query, the planner walks the whole list newest
 * first, filtering (0.85 s at a million orders).
 */
async function phoneHolds(db: Database, typed: string): Promise<SQL> {
  const whole = parseIranMobile(typed);
  if (whole) return eq(orders.phone, whole);
  const digits = toLatinDigits(typed).replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) throw badRequest(ORDER_MESSAGES.shortPhone);
  const rows = await db
    .select({ phone: orders.phone })
    .from(orders)
    .where(
      and(
        sql`${orders.phone} IS NOT NULL`,
        sql`reverse(${orders.phone}) LIKE ${[...digits].reverse().join('') + '%'}`,
      ),
    )
    .limit(SUFFIX_ORDERS_READ);
  const phones = [...new Set(rows.map((row) => row.phone!))];
  return phones.length ? inArray(orders.phone, phones) : sql`false`;
}

/**
 * An order's or an invoice's number: `1405-00123` in whole (either), or a bare sequence (`123`): the
 * requests of any year with it, and the invoices of the last few years. Persian digits are read too.
 */
function numberHolds(typed: string, now: Date): SQL {
  const text = toLatinDigits(typed).replace(/\s/g, '');
  const whole = /^(\d{4})-(\d+)$/.exec(text);
  if (whole) {
    const number = proFormaNumber(Number(whole[1]), Number(whole[2]));
    return or(eq(orders.number, number), eq(orders.invoiceNumber, number))!;
  }
  const seq = Number(text);
  if (!/^\d{1,9}$/.test(text) || seq === 0) return sql`false`;
  const year = solarYear(now);
  const invoices = Array.from({ length: INVOICE_YEARS_SEARCHED }, (_, back) =>
    proFormaNumber(year - back, seq),
  );
  return or(eq(orders.seq, seq), inArray(orders.invoiceNumber, invoices))!;
}

/** The desk's filters as a WHERE: each is one of the orders' indexes (see `orders` in the schema). */
export async function orderFilters(
  db: Database,
  query: Omit<OrderListQuery, 'page'>,
  now: Date,
): Promise<SQL | undefined> {
  const { status, channel, phone, number, from, to } = query;
  if (from && to && from > to) throw badRequest(ORDER_MESSAGES.badRange);
  return and(
    status ? eq(orders.status, status) : undefined,
    channel ? eq(orders.channel, channel) : undefined,
    phone ? await phoneHolds(db, phone) : undefined,
    number ? numberHolds(number, now) : undefined,
    from ? gte(orders.createdAt, tehranDayStart(from)) : undefined,
    to ? lt(orders.createdAt, new Date(tehranDayStart(to).getTime() + DAY_MS)) : undefined,
  );
}

/** A page of the desk's list, newest first; one more row is read to know whether another page follows. */
export async function listOrders(
  db: Database,
  query: OrderListQuery & { page: number },
  now: Date,
): Promise<{ orders: OrderSummary[]; page: number; hasMore: boolean }> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(await orderFilters(db, query, now))
    .orderBy(...newestFirst)
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ORDERS_PAGE_SIZE);
  return {
    orders: rows.slice(0, ORDERS_PAGE_SIZE).map(toSummary),
    page: query.page,
    hasMore: rows.length > ORDERS_PAGE_SIZE,
  };
}

/** How many orders wait in each open status: index ranges over the open statuses only. */
export async function openOrderCounts(db: Database) {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(inArray(orders.status, [...OPEN_ORDER_STATUSES]))
    .groupBy(orders.status);
  const counts = Object.fromEntries(OPEN_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    (typeof OPEN_ORDER_STATUSES)[number],
    number
  >;
  for (const row of rows) counts[row.status as keyof typeof counts] = row.count;
  return { counts };
}

const MY_ORDERS = 50;

/** The shopper's requests and orders, newest first. */
export async function myOrders(db: Database, userId: string): Promise<{ orders: OrderSummary[] }> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst)
    .limit(MY_ORDERS);
  return { orders: rows.map(toSummary) };
}
