import type { Database, Transaction } from '../../db/client';
import type { Logger } from '../../logger';
import { orderEvents, outgoingSms } from '../../db/schema';
import { secondsUntilShopSms } from '../auth/rate-limits';
import type { ShopMessage, SmsProvider } from '../auth/sms/sms-provider';
import { ORDER_NOTES, ORDER_SMS_TEXTS } from './messages';
import type { OrderRow } from './order-rows';

/** An SMS a status change owes the shopper, sent once its transaction has committed. */
export interface OwedSms {
  orderId: string;
  phone: string;
  message: ShopMessage;
}

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
  await tx
    .insert(outgoingSms)
    .values({ phone: order.phone, purpose: message.purpose, orderId: order.id, createdAt: now });
  return { orderId: order.id, phone: order.phone, message };
}

/** Hands the SMS to the provider; the order's history says whether it went. */
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
  await db.insert(orderEvents).values({
    orderId: owed.orderId,
    at: now,
    kind: 'sms',
    note: sent ? ORDER_NOTES.smsSent(owed.message.text) : ORDER_NOTES.smsFailed,
  });
}
