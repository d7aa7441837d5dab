import {
  EDITABLE_ORDER_STATUSES,
  ORDER_NEXT_STATUSES,
  type Order,
  type OrderCreate,
  type OrderEvent,
  type OrderStatus,
  type OrderUpdate,
  type ProFormaChannel,
  type ProFormaLine,
} from '@shop/contracts';
import { INVALID_PHONE_MESSAGE, parseIranMobile } from '@shop/persian';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { invoiceCounters, orderEvents, orders, proFormaCounters, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { proFormaNumber, solarYear } from '../pro-forma/number';
import { nextSequence } from '../pro-forma/sequence';
import { getShopSettings } from '../settings/service';
import { deskLines, orderAmounts, setShopPrices } from './desk-lines';
import { ORDER_MESSAGES, ORDER_NOTES } from './messages';
import { owedSms, sendOwedSms, type OwedSms } from './order-sms';
import { proFormaTokenOf, toEvent, toOrder, type OrderRow } from './order-rows';
import { giveStockBack, takeStock } from './stock';
import { groupOf } from '../trade/shopper-prices';
import type { SmsProvider } from '../auth/sms/sms-provider';
import type { Logger } from '../../logger';

export interface OrderDeps {
  db: Database;
  sms: SmsProvider;
  logger: Logger;
}

/** The admin acting, as the history names him: his name, else his phone. */
async function actorOf(tx: Transaction, userId: string) {
  const [user] = await tx
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return { actorId: userId, actor: user?.name || user?.phone || null };
}

/** A typed phone as stored (09xxxxxxxxx); 400 when it is not an Iranian mobile. */
export function canonicalPhone(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const phone = parseIranMobile(typed);
  if (!phone) throw badRequest(INVALID_PHONE_MESSAGE, { phone: INVALID_PHONE_MESSAGE });
  return phone;
}

/** The account a phone belongs to, if any: a known customer's orders show on his profile. */
async function accountOf(tx: Transaction, phone: string | null): Promise<string | null> {
  if (!phone) return null;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return user?.id ?? null;
}

interface ShopperRequest {
  proFormaId: string;
  number: string;
  year: number;
  seq: number;
  channel: ProFormaChannel;
  lines: ProFormaLine[];
  total: number;
  userId: string | null;
  /** Typed by the shopper; else the signed-in shopper's own. */
  phone: string | null;
  torobClid: string | null;
  now: Date;
}

/** In the pro-forma's transaction: the request it becomes on the desk, «جدید», under the same number. */
export async function recordShopperRequest(tx: Transaction, request: ShopperRequest): Promise<void> {
  const { userId, now } = request;
  let phone = request.phone;
  if (!phone && userId) {
    const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    phone = user?.phone ?? null;
  }
  const [order] = await tx
    .insert(orders)
    .values({
      number: request.number,
      year: request.year,
      seq: request.seq,
      proFormaId: request.proFormaId,
      source: 'shopper',
      channel: request.channel,
      phone,
      userId: userId ?? (await accountOf(tx, phone)),
      lines: request.lines,
      subtotal: request.total,
      total: request.total,
      torobClid: request.torobClid,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderEvents).values({ orderId: order!.id, at: now, kind: 'created', toStatus: 'new' });
}

/** A hand order of the desk (a phone call, a walk-in): numbered in the requests' series, «جدید». */
export async function createDeskOrder(
  db: Database,
  input: OrderCreate & { adminId: string; now: Date },
): Promise<Order> {
  const { now } = input;
  const phone = canonicalPhone(input.phone);
  const year = solarYear(now);
  const id = await db.transaction(async (tx) => {
    const userId = await accountOf(tx, phone);
    const lines = await deskLines(tx, input.lines, [], await groupOf(tx, userId));
    const amounts = orderAmounts(lines, 0, 0);
    const repriced = await setShopPrices(tx, input.lines, lines);
    const seq = await nextSequence(tx, proFormaCounters, year);
    const [order] = await tx
      .insert(orders)
      .values({
        number: proFormaNumber(year, seq),
        year,
        seq,
        source: 'desk',
        channel: input.channel,
        phone,
        customerName: input.customerName ?? null,
        userId,
        lines,
        ...amounts,
        note: input.note ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      at: now,
      kind: 'created',
      toStatus: 'new',
      note: repriced.length > 0 ? ORDER_NOTES.shopPrices(repriced) : null,
      ...(await actorOf(tx, input.adminId)),
    });
    return order!.id;
  });
  return (await getOrder(db, id)).order;
}

async function lockedOrder(tx: Transaction, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** What an edit changed, as the history says it. */
function changesOf(
  before: OrderRow,
  after: Pick<OrderRow, 'lines' | 'discount' | 'shippingCost' | 'phone' | 'customerName' | 'note'>,
) {
  const { changes } = ORDER_NOTES;
  return [
    JSON.stringify(before.lines) !== JSON.stringify(after.lines) && changes.lines,
    before.discount !== after.discount && changes.discount,
    before.shippingCost !== after.shippingCost && changes.shipping,
    (before.phone !== after.phone || before.customerName !== after.customerName) && changes.customer,
    before.note !== after.note && changes.note,
  ].filter((change): change is string => typeof change === 'string');
}

/**
 * The owner's changes before confirming: lines (quantities, his prices, lines added or removed), discount,
 * shipping, customer and note; 409 once the order is confirmed (its amounts are frozen then).
 */
export async function updateOrder(
  db: Database,
  id: string,
  input: OrderUpdate & { adminId: string; now: Date },
): Promise<Order> {
  const { now } = input;
  const phone = canonicalPhone(input.phone);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!EDITABLE_ORDER_STATUSES.includes(order.status)) throw conflict(ORDER_MESSAGES.frozen);
    const userId = order.userId ?? (await accountOf(tx, phone));
    const lines = await deskLines(tx, input.lines, order.lines, await groupOf(tx, userId));
    const next = {
      lines,
      ...orderAmounts(lines, input.discount, input.shippingCost),
      phone,
      customerName: input.customerName ?? null,
      note: input.note ?? null,
    };
    const repriced = await setShopPrices(tx, input.lines, lines);
    const changes = changesOf(order, next);
    if (repriced.length > 0) changes.push(ORDER_NOTES.shopPrices(repriced));
    if (changes.length === 0) return;
    await tx
      .update(orders)
      .set({ ...next, userId, updatedAt: now })
      .where(eq(orders.id, id));
    await tx.insert(orderEvents).values({
      orderId: id,
      at: now,
      kind: 'edited',
      note: ORDER_NOTES.edited(changes),
      ...(await actorOf(tx, input.adminId)),
    });
  });
  return (await getOrder(db, id)).order;
}

interface StatusChange {
  status: OrderStatus;
  reason?: string | null;
  adminId: string;
  now: Date;
}

/**
 * Moves the order to its next status. The order's row is locked first, so of two admins at the same
 * moment the second sees where the first left it (409). Confirming takes the stock and gives the
 * invoice number; cancelling gives the stock back when it was taken; both exactly once, in the same
 * transaction. The SMS it owes (confirm, dispatch) goes after the commit.
 */
export async function changeOrderStatus(deps: OrderDeps, id: string, change: StatusChange): Promise<Order> {
  const { db } = deps;
  const { status, now } = change;
  const reason = change.reason ?? null;
  if (status === 'cancelled' && !reason) throw badRequest(ORDER_MESSAGES.reasonRequired);
  const { settings } = await getShopSettings(db);
  const owed: OwedSms | undefined = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.status === status) throw conflict(ORDER_MESSAGES.alreadyThere(status));
    if (!ORDER_NEXT_STATUSES[order.status].includes(status)) {
      throw conflict(ORDER_MESSAGES.notAllowed(order.status, status));
    }
    const patch: Partial<OrderRow> = { status, updatedAt: now };
    let note: string | null = null;
    if (status === 'confirmed') {
      await takeStock(tx, order.lines);
      const year = solarYear(now);
      patch.invoiceNumber = proFormaNumber(year, await nextSequence(tx, invoiceCounters, year));
      patch.stockTaken = true;
      patch.confirmedAt = now;
      note = ORDER_NOTES.confirmed(patch.invoiceNumber);
    }
    if (status === 'cancelled') {
      if (order.stockTaken) await giveStockBack(tx, order.lines);
      patch.stockTaken = false;
      patch.cancelReason = reason;
      note = reason;
    }
    const [updated] = await tx.update(orders).set(patch).where(eq(orders.id, id)).returning();
    await tx.insert(orderEvents).values({
      orderId: id,
      at: now,
      kind: 'status',
      fromStatus: order.status,
      toStatus: status,
      note,
      ...(await actorOf(tx, change.adminId)),
    });
    return owedSms(tx, updated!, { shopName: settings.shopName.fa, smsPerHour: settings.smsPerHour, now });
  });
  if (owed) await sendOwedSms(deps, owed, now);
  return (await getOrder(db, id)).order;
}

/** Entries of one moment in the order they happen: made, moved or edited, then the SMS it sent. */
const KIND_ORDER = sql`CASE ${orderEvents.kind} WHEN 'created' THEN 0 WHEN 'sms' THEN 2 ELSE 1 END`;

/** An order with its history, oldest entry first; 404 for an id that names none. */
export async function getOrder(db: Database, id: string): Promise<{ order: Order; events: OrderEvent[] }> {
  const [row] = await db
    .select({ order: orders, proFormaToken: proFormaTokenOf })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.at), KIND_ORDER);
  return { order: toOrder(row.order, row.proFormaToken), events: events.map(toEvent) };
}
