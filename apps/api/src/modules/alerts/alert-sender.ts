import { pagePath } from '@shop/contracts/plain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { everyFewSeconds } from '../../rounds';
import type { ShopMessage, SmsProvider } from '../auth/sms/sms-provider';
import { getShopSettings } from '../settings/service';
import {
  ALERT_PURPOSES,
  claimDueAlert,
  hasDueAlerts,
  markAlertFailed,
  markAlertSent,
  type ClaimedAlert,
} from './alert-queue';
import { ALERT_SMS_TEXTS } from './messages';

export interface AlertTiming {
  /** How often each process looks for due alerts. */
  pollMs: number;
  /** How long a claim holds an alert: well past the SMS provider's own timeout (5 s). */
  leaseMs: number;
  /** The first retry of a failed SMS waits this long, each next twice as long. */
  retryBaseMs: number;
  maxAttempts: number;
}

export const ALERT_TIMING: AlertTiming = {
  pollMs: 2_000,
  leaseMs: 60_000,
  retryBaseMs: 60_000,
  maxAttempts: 5,
};

export interface AlertSender {
  /** Sends every due alert the budget allows now; answers how many SMS went. */
  sendDue(): Promise<number>;
  /** Polls every `pollMs` until the returned function is called. */
  start(): () => Promise<void>;
}

export interface AlertSenderDeps {
  db: Database;
  sms: SmsProvider;
  config: Pick<Config, 'publicUrl'>;
  logger: Logger;
  clock: () => Date;
}

/** The product's page (on the awaited variant) and the stop link, as the SMS carries them. */
function messageOf(alert: ClaimedAlert, shopName: string, publicUrl: string): ShopMessage {
  const variant = alert.options.length > 0 ? `?v=${alert.variantId}` : '';
  const link = `${publicUrl}${pagePath('product', { id: alert.productId })}${variant}`;
  const stopLink = `${publicUrl}${pagePath('alertStop', { token: alert.stopToken })}`;
  const title =
    alert.optionValues.length > 0 ? `${alert.title} ${alert.optionValues.join('، ')}` : alert.title;
  return {
    purpose: ALERT_PURPOSES[alert.kind],
    text:
      alert.kind === 'in-stock'
        ? ALERT_SMS_TEXTS.inStock(shopName, title, link, stopLink)
        : ALERT_SMS_TEXTS.priceDrop(shopName, title, alert.price, link, stopLink),
    tokens: [alert.productId, alert.stopToken, String(alert.price)],
  };
}

/**
 * Sends «خبرم کن» SMS from the alerts the variants' trigger made due. Every process runs one; the claim
 * in the database makes each alert's SMS go once, and an alert left by a process that died mid-send goes
 * from another once its lease ends (docs/alerts.md says what that means for the SMS itself).
 */
export function alertSender(
  { db, sms, config, logger, clock }: AlertSenderDeps,
  timing: Partial<AlertTiming> = {},
): AlertSender {
  const { pollMs, leaseMs, retryBaseMs, maxAttempts } = { ...ALERT_TIMING, ...timing };
  const stopping = new AbortController();

  const sendDue = async (): Promise<number> => {
    if (!(await hasDueAlerts(db))) return 0;
    const { settings } = await getShopSettings(db);
    let sent = 0;
    while (!stopping.signal.aborted) {
      const alert = await claimDueAlert(db, { smsPerHour: settings.smsPerHour, now: clock(), leaseMs });
      if (!alert) break;
      try {
        await sms.sendMessage(alert.phone, messageOf(alert, settings.shopName.fa, config.publicUrl));
        await markAlertSent(db, alert.id);
        sent += 1;
      } catch (error) {
        logger.warn({ err: error, alertId: alert.id }, 'alert SMS could not be sent');
        await markAlertFailed(db, alert, { retryBaseMs, maxAttempts });
      }
    }
    return sent;
  };

  return {
    sendDue,
    start: () =>
      everyFewSeconds(sendDue, {
        everyMs: pollMs,
        logger,
        failed: 'alert round failed',
        stopping: () => stopping.abort(),
      }),
  };
}
