import http, { STATUS_CODES } from 'node:http';
import { finished, type Duplex } from 'node:stream';
import type { ErrorCode } from '@shop/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { AppError } from './app-error';

const SECOND_MS = 1000;
const KIB = 1024;

/**
 * What one client may make the server hold: every limit of the HTTP server and the body parsers, set on
 * purpose. docs/api.md ("Server limits") says why each is what it is.
 */
export const SERVER_LIMITS = {
  /** JSON bodies: the largest real one (the shop's settings) is a few kilobytes. */
  jsonBodyBytes: 100 * KIB,
  /** Request line and headers together (Node answers 431 past it); leaves room for the longest URL. */
  headerBytes: 16 * KIB,
  /** The longest URL (414 past it): far beyond any page or search address, as nginx's default buffer. */
  urlBytes: 8 * KIB,
  /** Headers read per request; the rest are ignored. Browsers send about 20, a proxy adds a few. */
  headersCount: 100,
  /** The whole header must arrive within this (slow-header clients are cut, with 408). */
  headersTimeoutMs: 10 * SECOND_MS,
  /** The whole request, body included: an admin's gallery upload over a slow mobile line. */
  requestTimeoutMs: 300 * SECOND_MS,
  /** How long an idle keep-alive connection stays: beyond Caddy's 2 minutes, so it never reuses a closed one. */
  keepAliveTimeoutMs: 125 * SECOND_MS,
  /** How often the timeouts above are checked (Node's default of 30 s would let them run over by that much). */
  timeoutCheckIntervalMs: 1 * SECOND_MS,
  /** Open connections per process; past it new ones are closed at once. Each is a file descriptor. */
  connections: 1000,
  /** A multipart text field's value: rich-text descriptions with inline colours grow, but not this far. */
  multipartFieldBytes: 512 * KIB,
  multipartFieldNameBytes: 100,
} as const;

/** The HTTP server of the shop, with the limits above. */
export function createHttpServer(app: http.RequestListener, logger: Logger): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: SERVER_LIMITS.headerBytes,
      headersTimeout: SERVER_LIMITS.headersTimeoutMs,
      requestTimeout: SERVER_LIMITS.requestTimeoutMs,
      connectionsCheckingInterval: SERVER_LIMITS.timeoutCheckIntervalMs,
      // Refused by `requireHost` instead, with the API's error body (Node's own 400 has none).
      requireHostHeader: false,
    },
    app,
  );
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeoutMs;
  server.maxHeadersCount = SERVER_LIMITS.headersCount;
  server.maxConnections = SERVER_LIMITS.connections;
  // The request each connection is handling, if any.
  const handling = new WeakMap<Duplex, http.IncomingMessage>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    handling.set(req.socket, req);
    res.once('close', () => handling.delete(req.socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    // Answered only on a connection that has answered nothing yet (as Node does) and, when a request is
    // under way, only while its body is being read: a handler that never reads the body (a DELETE) may
    // already be writing, and its client, gone half-way through the body, must not be told 400. Such a
    // connection is closed without an answer.
    const request = handling.get(socket);
    const mayHaveActed = request !== undefined && request.readableFlowing !== true;
    if (!socket.writable || socket.bytesWritten !== 0 || mayHaveActed) return socket.destroy();
    answerClientError(error, socket);
  });
  // `Expect: 100-continue` is answered by Node itself; any other expectation is refused here.
  server.on('checkExpectation', (_req, res: http.ServerResponse) => {
    const body = JSON.stringify({ message: 'این نوع درخواست پشتیبانی نمی‌شود', code: 'BAD_REQUEST' });
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' }).end(body);
  });
  let lastDropWarning = 0;
  server.on('drop', () => {
    // One line a minute at most: a flood of refused connections must not become a flood of logs.
    if (Date.now() - lastDropWarning < 60 * SECOND_MS) return;
    lastDropWarning = Date.now();
    logger.warn({ limit: SERVER_LIMITS.connections }, 'connection limit reached: new connections are closed');
  });
  return server;
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'نشانی یا سرآیندهای درخواست بیش از حد بزرگ است',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'حجم درخواست بیش از حد مجاز است',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'TIMEOUT',
    message: 'درخواست در زمان مجاز به سرور نرسید؛ دوباره تلاش کنید',
  },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST', message: 'درخواست نامعتبر است' } as const;

/** How long a refused client may go on sending while its answer goes out. */
const LINGER_MS = 2 * SECOND_MS;

/**
 * What Node's HTTP parser refuses (headers too large or too slow, a malformed request) never reaches
 * Express: answer it here, as Node would but with the API's Persian error body, then close. Closing while
 * the client still sends its body would reset the connection and lose the answer, so what it sends next is
 * read and dropped for up to LINGER_MS (a lingering close).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message, code });
  // The HTTP parser has given up on this connection: nothing it reads from now on is a request.
  socket.removeAllListeners('data');
  socket.on('data', () => undefined);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * An error answer waits for the rest of the request's body, read and dropped: closing a connection while
 * its client still sends resets it, and a client that reads only once it has sent everything never sees
 * its answer. body-parser and multer wait the same way for what they refuse; this covers refusals before
 * them (no session, no such route). The wait is bounded by requestTimeout.
 */
export const refuseAfterBody: ErrorRequestHandler = (error, req, _res, next) => {
  if (req.complete) return next(error);
  req.resume();
  finished(req, () => next(error));
};

/** HTTP/1.1 requires a Host header (RFC 9112): 400 without one. */
export const requireHost: RequestHandler = (req, _res, next) => {
  if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && !req.headers.host) {
    throw new AppError(400, 'BAD_REQUEST', 'درخواست نامعتبر است');
  }
  next();
};

/** 414 for a URL longer than SERVER_LIMITS.urlBytes, before anything reads it. */
export const refuseLongUrls: RequestHandler = (req, _res, next) => {
  // Node reads the request line as latin1: one character per byte.
  if (req.url.length > SERVER_LIMITS.urlBytes) {
    throw new AppError(414, 'PAYLOAD_TOO_LARGE', 'نشانی درخواست بیش از حد طولانی است');
  }
  next();
};
