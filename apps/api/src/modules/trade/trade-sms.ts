import type { Transaction } from '../../db/client';
import { outgoingSms } from '../../db/schema';
import type { Logger } from '../../logger';
import { secondsUntilShopSms } from '../auth/rate-limits';
import type { ShopMessage, SmsProvider } from '../auth/sms/sms-provider';
import { TRADE_SMS_TEXTS } from './messages';

/** The SMS a decision owes the shopper, sent once its transaction has committed. */
export interface OwedTradeSms {
  applicationId: string;
  phone: string;
  message: ShopMessage;
}

export type TradeDecision = { decision: 'approve'; group: string } | { decision: 'refuse'; reason: string };

/** Kavenegar refuses a token with a space in it: words are joined by «_» (the text keeps its spaces). */
const token = (text: string) => text.trim().replace(/\s+/g, '_');

function messageFor(decision: TradeDecision, shopName: string): ShopMessage {
  return decision.decision === 'approve'
    ? {
        purpose: 'trade-approved',
        text: TRADE_SMS_TEXTS.approved(shopName, decision.group),
        tokens: [token(decision.group)],
      }
    : {
        purpose: 'trade-refused',
        text: TRADE_SMS_TEXTS.refused(shopName, decision.reason),
        tokens: [token(decision.reason)],
      };
}

/**
 * In the decision's transaction: the SMS it owes the shopper, counted in the shop's hourly SMS budget with
 * the one-time codes and the order messages (the budget's lock is held until commit). Over the budget
 * none is owed: the decision stands, and the shopper reads it on his account page.
 */
export async function owedTradeSms(
  tx: Transaction,
  { applicationId, phone, decision }: { applicationId: string; phone: string; decision: TradeDecision },
  { shopName, smsPerHour, now, logger }: { shopName: string; smsPerHour: number; now: Date; logger: Logger },
): Promise<OwedTradeSms | undefined> {
  const message = messageFor(decision, shopName);
  if (await secondsUntilShopSms(tx, smsPerHour, now)) {
    logger.warn(
      { applicationId, purpose: message.purpose },
      'trade SMS not sent: the shop’s hourly SMS budget is full',
    );
    return undefined;
  }
  await tx.insert(outgoingSms).values({ phone, purpose: message.purpose, createdAt: now });
  return { applicationId, phone, message };
}

/** Hands the SMS to the provider; a failure is logged, never the decision's. */
export async function sendOwedTradeSms(
  { sms, logger }: { sms: SmsProvider; logger: Logger },
  owed: OwedTradeSms,
): Promise<void> {
  await sms.sendMessage(owed.phone, owed.message).catch((error: unknown) => {
    logger.warn({ err: error, applicationId: owed.applicationId }, 'trade SMS could not be sent');
  });
}
