import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { everyFewSeconds } from '../../rounds';
import { getFeedSettings } from '../settings/feed-settings';
import { announcedEntries, type AnnouncedEntry } from './torob-entries';
import {
  claimBatch,
  dropQueuedChanges,
  hasDueChanges,
  markFailed,
  markSent,
  releaseClaim,
  type ClaimedBatch,
} from './torob-webhook-queue';

/** Torob takes at most 100 items a request (product_webhook.md). */
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
  const body = (entries: AnnouncedEntry[]) =>
    JSON.stringify({
      items: entries.map((entry) => ({
        page_url: config.publicUrl + entry.path,
        page_unique: entry.pageUnique,
      })),
    });

  /**
   * The claimed products whose entries fit in one request, oldest change first (at least the first, cut
   * to 100 entries), and the rest of the claim, given back.
   */
  const fitInRequest = async (claimed: ClaimedBatch) => {
    const entries = await announcedEntries(db, claimed.productIds);
    let products = 0;
    let items = 0;
    for (const id of claimed.productIds) {
      const count = entries.filter((entry) => entry.productId === id).length;
      if (products > 0 && items + count > WEBHOOK_BATCH) break;
      products += 1;
      items += count;
    }
    const split = (from: number, to?: number) => ({
      productIds: claimed.productIds.slice(from, to),
      changes: claimed.changes.slice(from, to),
    });
    const batch = split(0, products);
    const sent = new Set(batch.productIds);
    return {
      batch,
      entries: entries.filter((entry) => sent.has(entry.productId)).slice(0, WEBHOOK_BATCH),
      rest: split(products),
    };
  };

  const stopping = new AbortController();
  const send = async (entries: AnnouncedEntry[], { url, token }: { url: string; token: string }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: body(entries),
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
      const claimed = await claimBatch(db, WEBHOOK_BATCH, claimTiming);
      if (!claimed) break;
      const { batch, entries, rest } = await fitInRequest(claimed);
      await releaseClaim(db, rest);
      if (await send(entries, target)) {
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
    start: () =>
      everyFewSeconds(sendDue, {
        everyMs: pollMs,
        logger,
        failed: 'torob webhook round failed',
        stopping: () => stopping.abort(),
      }),
  };
}
