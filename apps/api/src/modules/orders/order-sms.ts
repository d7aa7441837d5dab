import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Logger } from '../../logger';
import { everyFewSeconds } from '../../rounds';
import { orderEvents, outgoingSms } from '../../db/schema';
import { secondsUntilShopSms } from '../auth/rate-limits';
import type { ShopMessage, SmsProvider } from '../auth/sms/sms-provider';
import { ORDER_NOTES, ORDER_SMS_TEXTS } from './messages';
import type { OrderRow } from './order-rows';

/** An SMS a status change owes the shopper: its queue row (`outgoing_sms`), sent once the transaction commits. */
export interface OwedSms {
  id: string;
  orderId: string;
  phone: string;
  message: ShopMessage;
}

/**
 * How long the process that wrote (or claimed) an order SMS holds it: well past the SMS provider's own
 * timeout (5 s). A row still due after it was left by a process that stopped before the provider
 * answered; any process's poll sends it then.
 */
export const ORDER_SMS_LEASE_MS = 60_000;
/** A row claimed this many times (each by a process that stopped mid-send) is given up, and the history says so. */
export const ORDER_SMS_MAX_ATTEMPTS = 3;

const leaseEnd = () => sql`now() + make_interval(secs => ${ORDER_SMS_LEASE_MS / 1000})`;

function messageFor(order: OrderRow, shopName: string): ShopMessage | undefined {
  if (order.status === 'confirmed') {
    const invoice = order.invoiceNumber!;
    return {
      purpose: 'order-confirmed',
      text: ORDER_SMS_TEXTS.confirmed(shopName, order.number, invoice, order.total),
      tokens: [order.number, invoice, String(order.total)],
    };
  }
  if (order.status === 'shipped') {
    return {
      purpose: 'order-shipped',
      text: ORDER_SMS_TEXTS.shipped(shopName, order.number),
      tokens: [order.number],
    };
  }
  return undefined;
}

/**
 * In the status change's transaction: the SMS its new status sends (on confirm and on dispatch) when the
 * order has a phone, counted in the shop's hourly SMS budget with the one-time codes. Over the budget,
 * none is owed and the history says why.
 */
export async function owedSms(
  tx: Transaction,
  order: OrderRow,
  { shopName, smsPerHour, now }: { shopName: string; smsPerHour: number; now: Date },
): Promise<OwedSms | undefined> {
  const message = messageFor(order, shopName);
  if (!message || !order.phone) return undefined;
  if (await secondsUntilShopSms(tx, smsPerHour, now)) {
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, at: now, kind: 'sms', note: ORDER_NOTES.smsOverBudget });
    return undefined;
  }
  // The queue entry, leased to this process for the send after the commit.
  const [row] = await tx
    .insert(outgoingSms)
    .values({
      phone: order.phone,
      purpose: message.purpose,
      orderId: order.id,
      createdAt: now,
      message: { text: message.text, tokens: message.tokens },
      dueAt: leaseEnd(),
      attempts: 1,
    })
    .returning({ id: outgoingSms.id });
  return { id: row!.id, orderId: order.id, phone: order.phone, message };
}

/**
 * Hands the SMS to the provider; the order's history says whether it went, and the queue entry is done
 * either way (a provider's refusal is not retried: the owner sees it in the history and can call). Done
 * once: a row another process already finished writes no second entry.
 */
export async function sendOwedSms(
  { db, sms, logger }: { db: Database; sms: SmsProvider; logger: Logger },
  owed: OwedSms,
  now: Date,
): Promise<void> {
  const sent = await sms.sendMessage(owed.phone, owed.message).then(
    () => true,
    (error: unknown) => {
      logger.warn({ err: error, orderId: owed.orderId }, 'order SMS could not be sent');
      return false;
    },
  );
  await finish(db, owed.id, sent ? ORDER_NOTES.smsSent(owed.message.text) : ORDER_NOTES.smsFailed, now);
}

/** Closes the queue entry and writes the history's line, in one transaction, unless it was closed already. */
async function finish(db: Database, id: string, note: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(outgoingSms)
      .set({ dueAt: null })
      .where(and(eq(outgoingSms.id, id), isNotNull(outgoingSms.dueAt)))
      .returning({ orderId: outgoingSms.orderId });
    if (done?.orderId)
      await tx.insert(orderEvents).values({ orderId: done.orderId, at: now, kind: 'sms', note });
  });
}

/**
 * One order SMS whose lease has ended (`SKIP LOCKED`: no two processes take the same), leased again to
 * this process; one claimed ORDER_SMS_MAX_ATTEMPTS times already is closed with a note instead.
 */
async function claimLeftSms(db: Database, now: Date): Promise<OwedSms | 'given-up' | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outgoingSms)
      .where(lte(outgoingSms.dueAt, sql`now()`))
      .orderBy(outgoingSms.dueAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    if (!row.orderId || !row.message || row.attempts >= ORDER_SMS_MAX_ATTEMPTS) {
      await tx.update(outgoingSms).set({ dueAt: null }).where(eq(outgoingSms.id, row.id));
      if (row.orderId) {
        await tx
          .insert(orderEvents)
          .values({ orderId: row.orderId, at: now, kind: 'sms', note: ORDER_NOTES.smsFailed });
      }
      return 'given-up';
    }
    await tx
      .update(outgoingSms)
      .set({ dueAt: leaseEnd(), attempts: row.attempts + 1 })
      .where(eq(outgoingSms.id, row.id));
    return {
      id: row.id,
      orderId: row.orderId,
      phone: row.phone,
      message: { purpose: row.purpose, text: row.message.text, tokens: row.message.tokens },
    };
  });
}

export interface OrderSmsDeps {
  db: Database;
  sms: SmsProvider;
  logger: Logger;
  clock: () => Date;
}

/**
 * Sends the order SMS left behind by a process that stopped between its commit and the provider's answer.
 * Every process runs one (`start`); `sendLeft` is one round, answering how many it handed over. A process
 * that stopped after the provider took the SMS but before closing its row makes the shopper get it twice:
 * at least once, never lost.
 */
export function orderSmsSender(deps: OrderSmsDeps, { pollMs = 2_000 }: { pollMs?: number } = {}) {
  const { db, logger, clock } = deps;
  const stopping = new AbortController();
  const sendLeft = async (): Promise<number> => {
    const due = await db
      .select({ id: outgoingSms.id })
      .from(outgoingSms)
      .where(lte(outgoingSms.dueAt, sql`now()`))
      .limit(1);
    if (due.length === 0) return 0;
    let sent = 0;
    while (!stopping.signal.aborted) {
      const claimed = await claimLeftSms(db, clock());
      if (!claimed) break;
      if (claimed === 'given-up') continue;
      await sendOwedSms(deps, claimed, clock());
      sent += 1;
    }
    return sent;
  };
  return {
    sendLeft,
    start: () =>
      everyFewSeconds(sendLeft, {
        everyMs: pollMs,
        logger,
        failed: 'order SMS round failed',
        stopping: () => stopping.abort(),
      }),
  };
}
