import http from 'node:http';

export interface InFlightRequest {
  /** Resolves once the server has read the headers and is running the request (it asked for the body). */
  started: Promise<void>;
  /** Sends the body; the request can then finish. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A JSON POST the server is known to be handling but cannot finish yet: `Expect: 100-continue` makes
 * the server say when it has taken the request up, and the JSON body parser then waits for the body.
 */
export function inFlightRequest(url: string): InFlightRequest {
  const body = JSON.stringify({ phone: '09121234567', password: 'a long enough password' });
  const req = http.request(`${url}/api/in-flight`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => req.on('continue', () => resolve()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { started, finish: () => req.end(body), answer };
}
