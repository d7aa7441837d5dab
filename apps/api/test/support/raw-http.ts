import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** From the first byte sent to the connection's close. */
  ms: number;
}

export interface RawRequest {
  method: string;
  /** Sent as written, so it may hold anything (raw bytes, bad escapes). */
  target: string | Buffer;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Leaves out Content-Length (the request has no body, or its headers say how it is framed). */
  noContentLength?: boolean;
}

/** An HTTP/1.1 request as bytes, closing the connection after the answer. */
export function requestBytes({ method, target, headers = {}, body, noContentLength }: RawRequest): Buffer {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const lines = [
    ['Host', 'localhost'],
    ['Connection', 'close'],
    ...Object.entries(headers),
    ...(noContentLength || (body === undefined && ['GET', 'HEAD', 'DELETE'].includes(method))
      ? []
      : [['Content-Length', payload.length]]),
  ].map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.concat([
    Buffer.from(`${method} `),
    Buffer.from(target),
    Buffer.from(` HTTP/1.1\r\n${lines.join('')}\r\n`, 'latin1'),
    payload,
  ]);
}

/** Skips interim answers (100 Continue): what comes after them is the answer. */
function finalAnswerStart(bytes: Buffer): number {
  let at = 0;
  while (bytes.toString('latin1', at, at + 10).startsWith('HTTP/1.1 1')) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    at = end + 4;
  }
  return at;
}

/**
 * The answer in these bytes: whole when `complete` (its Content-Length or last chunk arrived), else
 * whatever came before the connection closed (status 0 when not even the headers did).
 */
function parseAnswer(received: Buffer, ms: number): RawAnswer & { complete: boolean } {
  const bytes = received.subarray(finalAnswerStart(received));
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: Buffer.alloc(0), ms, complete: false };
  const [statusLine = '', ...headerLines] = bytes.toString('latin1', 0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = bytes.subarray(end + 4);
  const chunked = headers['transfer-encoding'] === 'chunked';
  const length = Number(headers['content-length'] ?? (chunked ? NaN : 0));
  const complete = chunked ? rest.includes('0\r\n\r\n') : rest.length >= length;
  const body = chunked ? unchunk(rest) : rest.subarray(0, Number.isNaN(length) ? undefined : length);
  return { status: Number(statusLine.split(' ')[1]), headers, body, ms, complete };
}

function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(bytes.toString('latin1', at, lineEnd), 16);
    if (!size) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends bytes on a fresh connection and reads the first answer (past any 100 Continue), then closes the
 * connection. Fails after `timeoutMs` without an answer or a close: that is a hang. `endAfterSending`
 * half-closes the connection once all is sent (a client that gives up part-way through its body);
 * `readAfterSending` reads nothing until all is sent, as simple clients do.
 */
export function sendRaw(
  url: string,
  bytes: Buffer,
  { timeoutMs = 10_000, endAfterSending = false, readAfterSending = false } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const { complete: _complete, ...answer } = parseAnswer(
        Buffer.concat(received),
        performance.now() - started,
      );
      resolve(answer);
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (!parseAnswer(Buffer.concat(received), 0).complete) return;
      socket.destroy();
      finish();
    });
    // A server that refuses early may reset the connection while the request is still being sent.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    if (readAfterSending) socket.pause();
    socket.write(bytes, () => {
      if (endAfterSending) socket.end();
      socket.resume();
    });
  });
}

/** One request on its own connection: `sendRaw(requestBytes(request))`. */
export const rawRequest = (url: string, request: RawRequest, options?: Parameters<typeof sendRaw>[2]) =>
  sendRaw(url, requestBytes(request), options);

/** The JSON of an answer's body (throws when it is not JSON). */
export const jsonOf = (answer: RawAnswer): unknown => JSON.parse(answer.body.toString('utf8'));
