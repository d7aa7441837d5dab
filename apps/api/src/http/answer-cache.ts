import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { fastLaneOf } from './fast-lane';
import type { Database } from '../db/client';
import { contentVersions, versionKey } from '../db/content-version';
import { isDatabaseUnavailable } from '../db/unavailable';

const compress = promisify(gzip);
/**
 * Answers up to this size are gzipped at once on this thread: a page or a product's JSON compresses in
 * under half a millisecond, less than the thread pool's round trip costs under load (measured over
 * uncached product reads). Larger ones (sitemaps) go to the pool and keep the event loop free.
 */
const COMPRESS_IN_PLACE_BYTES = 64 * 1024;

/** An answer as it goes on the wire: kept once, sent to every visitor who asks for the same thing. */
export interface StoredAnswer {
  status: number;
  type: 'json' | 'html' | 'xml';
  body: Buffer;
  /** The body gzipped once, for the browsers that accept it (all of them). */
  gzipped: Buffer;
  etag: string;
}

interface Entry {
  version: string;
  storedAt: number;
  answer: Promise<StoredAnswer>;
  /** The answer once made: what the fast lane sends without waiting (fast-lane.ts). */
  made?: StoredAnswer;
  /** Set while an expired answer waits to be made again or is being made (it is still sent meanwhile). */
  renewing?: boolean;
}

export interface AnswerCacheOptions {
  /** Entries kept, least recently used dropped first. */
  size: number;
  /** Answers are made again after this long even when nothing was written (pages mention the time). */
  maxAgeMs?: number;
  clock?: () => Date;
  /** While the database is out, answer the last answer made for a key, whatever its version. */
  staleWhileUnavailable?: boolean;
}

export async function storeAnswer(
  status: number,
  type: StoredAnswer['type'],
  text: string,
): Promise<StoredAnswer> {
  const body = Buffer.from(text);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const gzipped = body.length <= COMPRESS_IN_PLACE_BYTES ? gzipSync(body) : await compress(body);
  return { status, type, body, gzipped, etag };
}

/** A kept answer and the content version it was made for. */
export interface KeptAnswer {
  answer: StoredAnswer;
  version: string;
}

/**
 * Public answers kept in memory per content version (catalog and settings): a hot answer costs one
 * shared version read and a write of stored bytes. Requests for an answer being made wait for it
 * rather than making it again, so a viral link or the first visit after an edit costs one database
 * round, not one per visitor. A failed answer is not kept.
 */
export function answerCache(
  db: Database,
  { size, maxAgeMs, clock = () => new Date(), staleWhileUnavailable = false }: AnswerCacheOptions,
) {
  const entries = new Map<string, Entry>();
  let renewals = Promise.resolve();
  const versions = contentVersions(db);
  const staleFor = (key: string, error: unknown, entry = entries.get(key)) =>
    staleWhileUnavailable && entry && isDatabaseUnavailable(error) ? entry : undefined;

  /**
   * `admit`, when given, runs before this request makes the answer (not when it is kept, nor while another
   * request makes it): a budget on what the cache cannot spare. What it throws refuses this request alone.
   */
  async function cached(
    key: string,
    make: () => Promise<StoredAnswer>,
    admit?: () => Promise<void>,
  ): Promise<StoredAnswer> {
    let version: string;
    try {
      version = versionKey(await versions.current());
    } catch (error) {
      const stale = staleFor(key, error);
      if (stale) return stale.answer;
      throw error;
    }
    let entry = entries.get(key);
    if (admit && entry?.version !== version) {
      await admit();
      // Another request may have made it meanwhile.
      entry = entries.get(key);
    }
    const now = clock().getTime();
    entries.delete(key);
    if (entry && entry.version === version) {
      entries.set(key, entry);
      // Older than maxAge with nothing written: made again in the background, the kept one sent meanwhile.
      if (maxAgeMs && now - entry.storedAt >= maxAgeMs && !entry.renewing) renew(key, entry, make);
      return entry.answer;
    }
    const answer = make();
    const made: Entry = { version, storedAt: now, answer };
    keep(key, made);
    answer.then(
      (answer) => (made.made = answer),
      () => undefined,
    );
    return answer.catch((error: unknown) => {
      if (entries.get(key) !== made) throw error;
      entries.delete(key);
      const stale = staleFor(key, error, entry);
      if (!stale) throw error;
      keep(key, stale);
      return stale.answer;
    });
  }

  /**
   * Queues `entry` to be made again after the renewals already queued, a turn of the event loop apart:
   * answers made together (a warm-up, a restart) expire together, and on the embedded database, whose
   * queries run on this thread, making them all at once stalled every request behind them (a viral link's
   * p99). One whose version is no longer current when its turn comes is not made: the next request makes
   * it for the current version.
   */
  function renew(key: string, entry: Entry, make: () => Promise<StoredAnswer>) {
    entry.renewing = true;
    renewals = renewals.then(async () => {
      await nextTurn();
      if (entries.get(key) !== entry) return;
      const storedAt = clock().getTime();
      try {
        if (versionKey(await versions.current()) !== entry.version) return;
        const answer = await make();
        if (entries.get(key) === entry)
          keep(key, { version: entry.version, storedAt, answer: Promise.resolve(answer), made: answer });
      } catch {
        entry.renewing = false;
      }
    });
  }

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value!);
  }

  /**
   * The answer kept for `key` when it can be sent as it is, without a database read: made, and not due to
   * be made again unless its renewal is already queued (`cached` sends it meanwhile too). Whether its
   * version is still current is the caller's to check.
   */
  cached.peek = (key: string): KeptAnswer | undefined => {
    const entry = entries.get(key);
    if (!entry?.made) return undefined;
    if (!entry.renewing && maxAgeMs && clock().getTime() - entry.storedAt >= maxAgeMs) return undefined;
    keep(key, entry);
    return { answer: entry.made, version: entry.version };
  };
  return cached;
}

export type AnswerCache = ReturnType<typeof answerCache>;

/**
 * Sends a stored answer: 304 when the browser's copy is current, the gzipped bytes when accepted. `kept`
 * names where the answer is kept, so the fast lane can send it again to the next request for the address.
 */
export function sendStored(
  req: Request,
  res: Response,
  answer: StoredAnswer,
  kept?: { cache: AnswerCache; key: string },
): void {
  res.status(answer.status).type(answer.type);
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (answer.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const gzipped = req.acceptsEncodings('gzip') === 'gzip';
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  const bytes = gzipped ? answer.gzipped : answer.body;
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
  if (kept) fastLaneOf(req)?.remember(req, res, answer, kept);
}
