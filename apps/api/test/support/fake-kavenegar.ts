import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KAVENEGAR_KEY = 'test-api-key-123';
export const FAKE_KAVENEGAR_TEMPLATE = 'shop-verify';

/** The shop messages' templates, as configured (KAVENEGAR_ORDER_*_TEMPLATE, KAVENEGAR_TRADE_*_TEMPLATE). */
export const FAKE_KAVENEGAR_ORDER_TEMPLATES = {
  'order-confirmed': 'shop-order-confirmed',
  'order-shipped': 'shop-order-shipped',
  'trade-approved': 'shop-trade-approved',
  'trade-refused': 'shop-trade-refused',
  'back-in-stock': 'shop-back-in-stock',
  'price-drop': 'shop-price-drop',
} as const;
/** The shop configured for the fake at `baseUrl`: the code's template and every shop message's. */
export const fakeKavenegarEnv = (baseUrl: string) => ({
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: FAKE_KAVENEGAR_KEY,
  KAVENEGAR_TEMPLATE: FAKE_KAVENEGAR_TEMPLATE,
  KAVENEGAR_ORDER_CONFIRMED_TEMPLATE: FAKE_KAVENEGAR_ORDER_TEMPLATES['order-confirmed'],
  KAVENEGAR_ORDER_SHIPPED_TEMPLATE: FAKE_KAVENEGAR_ORDER_TEMPLATES['order-shipped'],
  KAVENEGAR_TRADE_APPROVED_TEMPLATE: FAKE_KAVENEGAR_ORDER_TEMPLATES['trade-approved'],
  KAVENEGAR_TRADE_REFUSED_TEMPLATE: FAKE_KAVENEGAR_ORDER_TEMPLATES['trade-refused'],
  KAVENEGAR_BACK_IN_STOCK_TEMPLATE: FAKE_KAVENEGAR_ORDER_TEMPLATES['back-in-stock'],
  KAVENEGAR_PRICE_DROP_TEMPLATE: FAKE_KAVENEGAR_ORDER_TEMPLATES['price-drop'],
  KAVENEGAR_BASE_URL: baseUrl,
});

const ORDER_TEMPLATES: readonly string[] = Object.values(FAKE_KAVENEGAR_ORDER_TEMPLATES);

export type FakeKavenegarMode = 'ok' | 'error' | 'hang';

/**
 * A local stand-in for Kavenegar's verify-lookup API. It accepts only the exact request the real API
 * expects (path with our key, receptor, token and template) and remembers the codes it was asked to send.
 */
export async function startFakeKavenegar() {
  const sent: { receptor: string; token: string }[] = [];
  /** The order messages it was asked to send: the template and its tokens, in order. */
  const messages: { receptor: string; template: string; tokens: string[] }[] = [];
  let mode: FakeKavenegarMode = 'ok';
  const hanging: http.ServerResponse[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (mode === 'hang') {
      hanging.push(res);
      return;
    }
    if (mode === 'error') return answer(500, { return: { status: 500, message: 'internal error' } });
    const params = [...url.searchParams.keys()].sort().join(',');
    const receptor = url.searchParams.get('receptor') ?? '';
    const token = url.searchParams.get('token') ?? '';
    if (req.method !== 'GET' || url.pathname !== `/v1/${FAKE_KAVENEGAR_KEY}/verify/lookup.json`) {
      return answer(401, { return: { status: 401, message: 'bad api key or path' } });
    }
    const template = url.searchParams.get('template') ?? '';
    if (ORDER_TEMPLATES.includes(template)) {
      const tokens = ['token', 'token2', 'token3']
        .map((name) => url.searchParams.get(name))
        .filter((t) => t !== null);
      // Kavenegar refuses a token with a space in it (only token10 and token20 may hold spaces).
      if (!/^09\d{9}$/.test(receptor) || tokens.length === 0 || tokens.some((t) => !t || /\s/.test(t))) {
        return answer(400, { return: { status: 400, message: 'bad parameters' } });
      }
      messages.push({ receptor, template, tokens });
      return answer(200, {
        return: { status: 200, message: 'تایید شد' },
        entries: [{ receptor, status: 5 }],
      });
    }
    if (
      params !== 'receptor,template,token' ||
      url.searchParams.get('template') !== FAKE_KAVENEGAR_TEMPLATE ||
      !/^09\d{9}$/.test(receptor) ||
      !/^\d{6}$/.test(token)
    ) {
      return answer(400, { return: { status: 400, message: 'bad parameters' } });
    }
    sent.push({ receptor, token });
    answer(200, {
      return: { status: 200, message: 'تایید شد' },
      entries: [{ messageid: sent.length, receptor, status: 5 }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sent,
    messages,
    /** Requests it holds unanswered ('hang' mode). */
    get hanging() {
      return hanging.length;
    },
    setMode(next: FakeKavenegarMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
