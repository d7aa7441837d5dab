import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TOROB_TOKEN = 'torob-webhook-test-token';
const PATH = '/update/webhook/v1/';

export interface WebhookItem {
  page_url: string;
  page_unique: string;
}

/** What the next requests get: Torob's success, a server error, or no answer at all. */
export type FakeTorobMode = 'ok' | 'error' | 'hang';

/**
 * A local stand-in for Torob's product webhook (product_webhook.md). It accepts only what the spec
 * describes: POST to its path, JSON, `Authorization: Bearer <token>`, `{"items": [...]}` of 1 to 100
 * objects with exactly an absolute `page_url` (all of one host) and a `page_unique`; anything else is a
 * 400 or 401 in Torob's shape, and counted as `refused`.
 */
export async function startFakeTorobWebhook() {
  const batches: WebhookItem[][] = [];
  const refused: string[] = [];
  let attempts = 0;
  let mode: FakeTorobMode = 'ok';
  const hanging: http.ServerResponse[] = [];
  const waiting: ((batch: WebhookItem[]) => void)[] = [];

  const check = (req: http.IncomingMessage, text: string): string | WebhookItem[] => {
    if (req.method !== 'POST' || req.url !== PATH) return 'wrong method or path';
    if (req.headers['content-type'] !== 'application/json') return 'content type is not application/json';
    if (req.headers.authorization !== `Bearer ${FAKE_TOROB_TOKEN}`) return 'unauthorized';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'body is not JSON';
    }
    const items = (body as { items?: unknown }).items;
    if (Object.keys(body as object).join() !== 'items' || !Array.isArray(items)) return 'items is required';
    if (items.length < 1 || items.length > 100) return 'items must hold 1 to 100 products';
    const hosts = new Set<string>();
    for (const item of items as Record<string, unknown>[]) {
      if (Object.keys(item).sort().join() !== 'page_unique,page_url') return 'bad item keys';
      if (typeof item.page_url !== 'string' || !/^https?:\/\//.test(item.page_url)) return 'bad page_url';
      if (typeof item.page_unique !== 'string' || !item.page_unique) return 'bad page_unique';
      hosts.add(new URL(item.page_url).host);
    }
    if (hosts.size > 1) return 'All page_urls must have the same host';
    return items as WebhookItem[];
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      attempts += 1;
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (mode === 'hang') return void hanging.push(res);
      if (mode === 'error') return answer(500, { error: 'internal error' });
      const checked = check(req, text);
      if (typeof checked === 'string') {
        refused.push(checked);
        return checked === 'unauthorized'
          ? answer(401, { detail: checked })
          : answer(400, { error: checked });
      }
      batches.push(checked);
      answer(200, { message: 'success' });
      waiting.splice(0).forEach((resolve) => resolve(checked));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${PATH}`,
    /** Accepted requests' items, in order. */
    batches,
    /** The next batch accepted from now on: a test waits for the event, never for a time. */
    nextBatch: () => new Promise<WebhookItem[]>((resolve) => waiting.push(resolve)),
    refused,
    /** Every request that reached the server, answered or not. */
    get attempts() {
      return attempts;
    },
    setMode(next: FakeTorobMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
