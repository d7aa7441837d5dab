import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  productEndpoints,
  proFormaEndpoints,
  requestListEndpoints,
  searchEndpoints,
  type ProForma,
  type RequestLine,
} from '@shop/contracts';
import { getEndpoint, persianDigits } from './shop';
import { expect } from './test';

/** What the request list's specs share: the demo products they list, the API's prices, the message. */
export const toman = (amount: number) => `${amount.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`;
export const UNIT_NAMES: Record<string, string> = { metre: 'متر', piece: 'عدد' };

/** The list this browser keeps, as the page stored it. */
export const storedLines = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('requestList') ?? '{"lines":[]}') as { lines: RequestLine[] }).lines,
  );

/** The list priced by the API, as the list page asks for it. */
export async function priced(request: APIRequestContext, lines: RequestLine[]) {
  const response = await request.post(requestListEndpoints.price.path, { data: { lines } });
  expect(response.ok()).toBe(true);
  return requestListEndpoints.price.response.parse(await response.json());
}

export async function proFormaOf(request: APIRequestContext, token: string): Promise<ProForma> {
  return (await getEndpoint(request, proFormaEndpoints.get, { params: { token } })).proForma;
}

/** The message a pro-forma is sent as, written out from the API's answer (not from the app's code). */
export function expectedMessage(shopName: string, proForma: ProForma, link: string | null) {
  return [
    shopName,
    `پیش‌فاکتور ${persianDigits(proForma.number)}`,
    ...proForma.lines.map(
      (line) =>
        `${persianDigits(line.quantity)} ${UNIT_NAMES[line.unit]} × ${line.title}${line.variantLabel ? ` (${line.variantLabel})` : ''} = ${toman(line.lineTotal)}`,
    ),
    `جمع کل: ${toman(proForma.total)}`,
    ...(link ? [link] : []),
  ].join('\n');
}

/** The demo's cable family (found by a variant's code, as an electrician would) and its 2.5 mm² variant. */
export async function demoCable(request: APIRequestContext) {
  const found = await getEndpoint(request, searchEndpoints.search, { query: { q: 'ps-f1-2.5' } });
  expect(found.products).toHaveLength(1);
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: found.products[0]!._id },
  });
  const variant = product.variants.find((each) => each.code?.toLowerCase() === 'ps-f1-2.5')!;
  expect(variant.stock).toBeGreaterThan(25);
  return { product, variant };
}

/** A product of the shop's first page sold by the piece as one variant, in stock, and its only variant. */
export async function plainProduct(request: APIRequestContext, skip = 0) {
  const { items } = await getEndpoint(request, productEndpoints.list, { query: {} });
  const item = items.filter((each) => each.variantCount === 1 && each.unit === 'piece' && each.stock > 5)[
    skip
  ]!;
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: item._id },
  });
  return { item, variant: product.variants[0]! };
}

/** Adds the cable's 2.5 mm² by the metre, 25 of them, from its page. */
export async function addCable(page: Page, cable: Awaited<ReturnType<typeof demoCable>>) {
  await page.goto(`/product/${cable.product._id}?v=${cable.variant._id}`);
  const quantity = page.getByLabel('تعداد (متر)');
  await quantity.fill('۲۵');
  await quantity.blur();
  const info = page.locator('.product-info');
  await info.getByRole('button', { name: `افزودن به لیست: ${cable.product.title}` }).click();
  await expect(info.getByRole('status').filter({ hasText: 'در لیست' })).toContainText('۲۵ متر در لیست');
}

/** wa.me and t.me are outside this machine's network: the new tab is answered here. */
export const answerMessagingApps = (context: BrowserContext) =>
  context.route(/^https:\/\/(wa|t)\.me\//, (route) => route.fulfill({ body: 'ok' }));
