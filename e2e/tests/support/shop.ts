import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Endpoint } from '@shop/contracts';
import { waitForPart } from './test';

export interface ListItem {
  _id: string;
  title: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  categoryId: string | null;
}

/**
 * Every product of the shop now (the demo catalog and whatever other specs added), newest first,
 * straight from the API the pages use, page by page.
 */
export async function demoProducts(request: APIRequestContext, query = ''): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/products?pageSize=100&page=${page}${query}`);
    expect(response.ok()).toBe(true);
    const answer = (await response.json()) as { items: ListItem[]; total: number };
    items.push(...answer.items);
    if (answer.items.length < 100 || items.length >= answer.total) return items;
  }
}

/** What a query string may carry: a parameter left undefined is not sent. */
export type Query = Record<string, string | number | boolean | undefined>;

/**
 * Calls a public GET endpoint as the contracts describe it (`productEndpoints.list`,
 * `productEndpoints.filters`, …) and parses the answer with its response schema, so an answer that
 * drifts from the contract fails here rather than as a puzzling count further on.
 */
export async function getEndpoint<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  input: { params?: Record<string, string>; query?: Query } = {},
): Promise<ReturnType<E['response']['parse']>> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  );
  const params = Object.fromEntries(
    Object.entries(input.query ?? {}).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    ),
  );
  const response = await request.get(path, { params });
  expect(response.ok(), `${endpoint.method} ${path}: ${response.status()}`).toBe(true);
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
}

export async function demoCategories(request: APIRequestContext): Promise<{ _id: string; title: string }[]> {
  const response = await request.get('/api/category/get-all');
  return (await response.json()).categories;
}

/** The products of the page's cards, in order, by the ids their links name. */
export const cardIds = (page: Page) =>
  page
    .locator('.product-card .product-card-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));

/**
 * The listing shows the API's answer for it: the count beside the list, and the first page's cards in
 * order. The answer must hold a product, so a listing gone empty cannot pass as an empty page.
 */
export async function expectListing(page: Page, answer: { items: { _id: string }[]; total: number }) {
  expect(answer.total, 'the API lists no product here').toBeGreaterThan(0);
  await expect(page.locator('.result-count').first()).toHaveText(`${persianDigits(answer.total)} محصول`);
  await expect.poll(() => cardIds(page)).toEqual(answer.items.map((item) => item._id));
}

/** Screenshots of every screen at the project's width, for people to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Where the open page fetches stored pictures from: the shop's /uploads/, or the bucket it names. */
export const imagesBase = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="images-base"]')?.getAttribute('content') ?? '/uploads/',
  );

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** A number (or text) with its digits written in Persian, ungrouped: 1250 -> «۱۲۵۰». */
export const persianDigits = (value: number | string) =>
  String(value).replace(/\d/g, (digit) => PERSIAN_DIGITS[Number(digit)]!);

/** Text with its Persian digits written in Latin ones: «۱۲۵۰ ثانیه» -> «1250 ثانیه». */
export const latinDigits = (text: string) =>
  text.replace(/[۰-۹]/g, (digit) => String(PERSIAN_DIGITS.indexOf(digit)));

/** Latin digits of a Persian-digit price text: «۱٬۲۵۰٬۰۰۰ تومان» -> 1250000. */
export function tomanValue(text: string): number {
  return Number(latinDigits(text).replace(/\D/g, ''));
}

/** Opens the search field: in the header on a desktop, behind the search icon on a phone. */
export async function openSearch(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'جستجو', exact: true }).click();
  return page.getByRole('combobox', { name: 'جستجو در محصولات و دسته‌بندی‌ها' }).first();
}

/**
 * Changes filters as the shopper's screen offers them: on a desktop in the side column, where each
 * change applies at once; on a phone in the bottom sheet, applied with «نمایش N محصول» (whose count
 * is checked when `expected` is given).
 */
export async function applyFilters(
  page: Page,
  testInfo: TestInfo,
  change: (panel: Locator) => Promise<void>,
  expected?: number,
) {
  if (!isPhone(testInfo)) {
    const panel = page.getByRole('complementary', { name: 'فیلترها' });
    // The server draws the panel; a tick counts once React has taken it over.
    await waitForPart(panel.locator('input').first());
    await change(panel);
    return;
  }
  const open = page.getByRole('button', { name: /^فیلترها/ });
  await waitForPart(open);
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'فیلترها' });
  await expect(sheet).toBeVisible();
  await change(sheet);
  const apply = sheet.getByRole('button', { name: /^نمایش .+ محصول$/ });
  if (expected !== undefined) await expect(apply).toHaveText(`نمایش ${persianDigits(expected)} محصول`);
  await apply.click();
  await expect(sheet).toBeHidden();
}
