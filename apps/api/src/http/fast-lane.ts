import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import accepts from 'accepts';
import type { Express, Request, Response } from 'express';
import fresh from 'fresh';
import type { Logger } from '../logger';
import { versionKey, type ContentVersions } from '../db/content-version';
import type { AnswerCache, StoredAnswer } from './answer-cache';

/** Addresses remembered, least recently used dropped first (a product page is one address). */
const ROUTES_KEPT = 20_000;

/** Headers made for each response (by sendStored or by Node), never copied from another. */
const MADE_PER_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

type HeaderValue = string | number | string[];

/** What the Express stack sent for one address, to send again: where its answer is kept, and its headers. */
interface Route {
  cache: AnswerCache;
  key: string;
  /** The content version the headers were sent with (settings can change a header). */
  version: string;
  /** In the order Express set them; the request id and the ETag are filled in per response. */
  headers: [string, HeaderValue][];
}

/**
 * The request id the logs and the `X-Request-Id` header carry: the caller's own when it is a sane token
 * (a proxy's), else a new one.
 */
export function requestId(req: http.IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Answers the shop already holds, sent without walking through Express. Once Express has sent a kept
 * answer for an address (sendStored), the lane remembers that address, the cache entry behind it and the
 * headers Express set; the next GET or HEAD for the same address is answered from here while the
 * content version is the one the answer was made for and nothing is being written: the same status,
 * headers (security headers, Cache-Control, Vary, ETag), gzipped bytes and 304s. Everything else (an
 * answer not made yet or made for an older version, a request with an Origin, a browser that does not
 * take gzip, debug logging on) goes through Express as before. The per-address budgets are never
 * skipped: what spends one is kept off the lane (`keepOffFastLane`).
 */
export function fastLane(versions: ContentVersions, logger: Logger) {
  const routes = new Map<string, Route>();
  // One array per distinct set of headers, shared by every address that was sent it.
  const templates = new Map<string, [string, HeaderValue][]>();
  let served = 0;

  function template(res: Response): [string, HeaderValue][] | undefined {
    const headers: [string, HeaderValue][] = [];
    // On every outgoing message since Node 15.13 (its types give it to client requests only).
    const names = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
    for (const name of names) {
      const lower = name.toLowerCase();
      if (lower === 'set-cookie') return undefined;
      if (MADE_PER_RESPONSE.has(lower)) continue;
      headers.push([name, res.getHeader(name)!]);
    }
    const key = JSON.stringify(headers.filter(([name]) => !/^(x-request-id|etag)$/i.test(name)));
    let shared = templates.get(key);
    if (!shared) templates.set(key, (shared = headers));
    return shared;
  }

  return {
    /** How many answers the lane has sent (for tests and the benchmark). */
    get served() {
      return served;
    },

    /** Called by sendStored after Express has sent `answer`, kept in `kept.cache` under `kept.key`. */
    remember(req: Request, res: Response, answer: StoredAnswer, kept: { cache: AnswerCache; key: string }) {
      if (req.method !== 'GET' || res.statusCode !== 200 || answer.status !== 200) return;
      if (req.headers.origin !== undefined || res.locals.offFastLane) return;
      const now = kept.cache.peek(kept.key);
      if (now?.answer !== answer) return;
      const headers = template(res);
      if (!headers) return;
      const address = req.originalUrl;
      routes.delete(address);
      routes.set(address, { cache: kept.cache, key: kept.key, version: now.version, headers });
      if (routes.size > ROUTES_KEPT) routes.delete(routes.keys().next().value!);
    },

    /** Sends the answer when the lane holds a current one for this request; false hands it to Express. */
    serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (req.headers.origin !== undefined || logger.isLevelEnabled('debug')) return false;
      // Without a Host header Express refuses the request (requireHost).
      if (!req.headers.host) return false;
      const route = routes.get(req.url ?? '');
      if (!route) return false;
      const current = versions.known();
      if (!current || versionKey(current) !== route.version) return false;
      const kept = route.cache.peek(route.key);
      if (kept?.version !== route.version) return false;
      // Express would leave a client that takes only deflate (or nothing) to the compression middleware.
      if (accepts(req as Request).encoding('gzip') !== 'gzip') return false;

      const { answer } = kept;
      for (const [name, value] of route.headers) {
        const lower = name.toLowerCase();
        res.setHeader(
          name,
          lower === 'x-request-id' ? requestId(req) : lower === 'etag' ? answer.etag : value,
        );
      }
      served += 1;
      if (fresh(req.headers, { etag: answer.etag })) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.statusCode = answer.status;
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', answer.gzipped.length);
      res.end(req.method === 'HEAD' ? undefined : answer.gzipped);
      return true;
    },
  };
}

export type FastLane = ReturnType<typeof fastLane>;

/** The lane of the app handling `req` (createApp keeps it in `app.locals`). */
export const fastLaneOf = (req: Request): FastLane | undefined =>
  (req.app.locals as { fastLane?: FastLane }).fastLane;

/** Marks a response whose request spent a per-address budget: its address is never answered by the lane. */
export function keepOffFastLane(res: Response) {
  res.locals.offFastLane = true;
}

/** The shop's request listener: the fast lane first, Express for everything it does not hold. */
export function withFastLane(app: Express): http.RequestListener {
  const lane = (app.locals as { fastLane?: FastLane }).fastLane;
  if (!lane) return app;
  return (req, res) => {
    if (!lane.serve(req, res)) app(req, res);
  };
}
