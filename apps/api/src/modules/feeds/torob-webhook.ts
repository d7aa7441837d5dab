import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { getFeedSettings } from '../settings/feed-settings';
import { productPath } from './product-links';
import {
  claimBatch,
  dropQueuedChanges,
  hasDueChanges,
  markFailed,
  markSent,
  type ClaimedBatch,
} from './torob-webhook-queue';

/** Torob takes at most 100 products a request (product_webhook.md). */
export const WEBHOOK_BATCH = 100;

export interface WebhookTiming {
  /** How often each process looks for due changes. */
  pollMs: number;
  /** A request that has not answered by then failed. */
  timeoutMs: number;
  /** The first retry waits this long, each next one twice as long as the last, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** The least time between two requests of the whole shop: Torob allows 20 a minute. */
  minIntervalMs: number;
}

export const WEBHOOK_TIMING: WebhookTiming = {
  pollMs: 2_000,
  timeoutMs: 10_000,
  retryBaseMs: 5_000,
  retryMaxMs: 60 * 60_000,
  minIntervalMs: 3_000,
};

export interface TorobWebhook {
  /** Sends every batch due now (as the slot allows); answers how many requests Torob accepted. */
  sendDue(): Promise<number>;
  /** Polls every `pollMs` until the returned function is called (which cuts a request under way short). */
  start(): () => Promise<void>;
}

export interface TorobWebhookDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'torobWebhook'>;
  logger: Logger;
}

/**
 * Announces queued product changes to Torob's webhook (`POST {"items": [{page_url, page_unique}]}` with
 * `Authorization: Bearer <TOROB_WEBHOOK_TOKEN>`): Torob then reads those products from our Product API.
 * Every process runs one; the queue in the database makes each change go once (see the queue's claim).
 */
export function torobWebhook(
  { db, config, logger }: TorobWebhookDeps,
  timing: Partial<WebhookTiming> = {},
): TorobWebhook {
  const { pollMs, timeoutMs, retryBaseMs, retryMaxMs, minIntervalMs } = { ...WEBHOOK_TIMING, ...timing };
  const target = config.torobWebhook;
  // A claim outlives the request: another process takes the rows only once this one surely gave up.
  const claimTiming = { leaseMs: timeoutMs * 3, minIntervalMs };
  const body = (productIds: string[]) =>
    JSON.stringify({
      items: productIds.map((id) => ({ page_url: config.publicUrl + productPath(id), page_unique: id })),
    });

  const stopping = new AbortController();
  const send = async (batch: ClaimedBatch, { url, token }: { url: string; token: string }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: body(batch.productIds),
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
      });
      const answer = await response.text();
      if (response.ok) return true;
      logger.warn({ status: response.status, answer: answer.slice(0, 500) }, 'torob webhook refused a batch');
    } catch (error) {
      logger.warn({ err: error }, 'torob webhook unreachable');
    }
    return false;
  };

  const sendDue = async (): Promise<number> => {
    if (!target || !(await getFeedSettings(db)).torobWebhook) {
      await dropQueuedChanges(db);
      return 0;
    }
    let accepted = 0;
    while (!stopping.signal.aborted && (await hasDueChanges(db))) {
      const batch = await claimBatch(db, WEBHOOK_BATCH, claimTiming);
      if (!batch) break;
      if (await send(batch, target)) {
        await markSent(db, batch);
        accepted += 1;
      } else {
        await markFailed(db, batch, { retryBaseMs, retryMaxMs });
      }
    }
    return accepted;
  };

  return {
    sendDue,
    start() {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        // One round at a time: a long backlog goes on in the round under way.
        running ??= sendDue()
          .then(
            () => undefined,
            (error: unknown) => logger.warn({ err: error }, 'torob webhook round failed'),
          )
          .finally(() => (running = undefined));
      }, pollMs).unref();
      return async () => {
        clearInterval(timer);
        stopping.abort();
        await running;
      };
    },
  };
}
