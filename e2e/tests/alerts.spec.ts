import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { alertEndpoints } from '@shop/contracts';
import { e2eDataDir } from '../data-dir';
import { expectAccessible } from './support/a11y';
import { adminApi, TINY_PNG } from './support/admin';
import { screenshot } from './support/shop';
import { expect, test } from './support/test';

/** What a test made through the API, removed after it however it ended (products before their category). */
const made: string[] = [];
test.afterEach(async ({ page, baseURL, loginAs }) => {
  await loginAs('admin');
  const api = adminApi(page);
  for (const path of made.splice(0).reverse()) await api.remove(baseURL!, path);
});

/** The shop messages the console SMS provider "sent" to a phone (codes left out). */
function messagesTo(phone: string): { purpose: string; text: string }[] {
  const file = path.join(e2eDataDir, 'sms-outbox.jsonl');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; purpose?: string; text?: string })
    .filter((line) => line.phone === phone && line.purpose)
    .map(({ purpose, text }) => ({ purpose: purpose!, text: text! }));
}

async function applyBulkCut(page: Page, baseURL: string, categoryId: string, percent: number) {
  const headers = { Origin: new URL(baseURL).origin };
  const rule = { selection: { categoryId }, by: 'percent', direction: 'down', value: percent };
  const preview = await page.request.post('/api/admin/price-changes/preview', { headers, data: rule });
  expect(preview.ok()).toBe(true);
  const { fingerprint } = (await preview.json()) as { fingerprint: string };
  const applied = await page.request.post('/api/admin/price-changes', {
    headers,
    data: { ...rule, fingerprint },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

test('a shopper asks to hear when a breaker is back and when a lamp gets cheaper; a bulk price cut and a restock send one SMS each; the stop link cancels what still waits', async ({
  page,
  baseURL,
  loginAs,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  const api = adminApi(page);
  const run = `${testInfo.project.name} ${Date.now()}`;
  const category = await api.createCategory(baseURL!, `دسته خبرم کن ${run}`);
  made.push(`/api/category/${category._id}`);
  const breaker = await api.createProduct(baseURL!, {
    title: `کلید مینیاتوری خبرم کن ${run}`,
    price: '300000',
    stock: '0',
    categoryId: category._id,
  });
  const lamp = await api.createProduct(baseURL!, {
    title: `لامپ ال ای دی خبرم کن ${run}`,
    price: '120000',
    stock: '20',
    categoryId: category._id,
  });
  made.push(`/api/product/${breaker._id}`, `/api/product/${lamp._id}`);

  // A visitor is asked to sign in first: the SMS goes to a verified phone.
  await page.context().clearCookies();
  await page.goto(`/product/${breaker._id}`);
  await expect(page.getByText('تا وقتی موجود شد با پیامک خبرتان کنیم.')).toBeVisible();

  const shopper = await loginAs('user');
  await page.goto(`/product/${breaker._id}`);
  await page.getByRole('button', { name: 'موجود شد خبرم کن' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'وقتی موجود شود با پیامک خبرتان می‌کنیم.' }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'alerts-product-waiting');

  await page.goto(`/product/${lamp._id}`);
  await page.getByText('ارزان شد خبرم کن').click();
  await page.getByLabel('قیمت دلخواه (تومان، اختیاری)').fill('۱۳۰٬۰۰۰');
  await page.getByRole('button', { name: 'خبرم کن', exact: true }).click();
  await expect(page.locator('.swal2-html-container')).toHaveText('قیمت دلخواه باید کمتر از قیمت فعلی باشد');
  await page.locator('.swal2-confirm').click();
  await page.getByLabel('قیمت دلخواه (تومان، اختیاری)').fill('');
  await page.getByRole('button', { name: 'خبرم کن', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'وقتی ارزان‌تر شود با پیامک خبرتان می‌کنیم.' }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'alerts-product-price-drop');

  await page.goto(`/profile/${shopper.userId}`);
  const mine = page.getByRole('region', { name: 'خبرم کن‌های من' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await screenshot(page, testInfo, 'alerts-profile-waiting');

  // The owner cuts the category by 10% and restocks the breaker.
  await loginAs('admin');
  await applyBulkCut(page, baseURL!, category._id, 10);
  const restocked = await page.request.put(`/api/product/${breaker._id}`, {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      title: breaker.title,
      description: '<p>محصول آزمایشی</p>',
      price: '270000',
      stock: '8',
      categoryId: category._id,
      image: TINY_PNG,
    },
  });
  expect(restocked.ok(), await restocked.text()).toBe(true);

  // Every process polls the alert queue: the SMS arrive within a round or two.
  await expect.poll(() => messagesTo(shopper.phone).length, { timeout: 30_000 }).toBe(2);
  const sent = messagesTo(shopper.phone);
  const cheaper = sent.find((message) => message.purpose === 'price-drop')!;
  expect(cheaper.text).toContain('۱۰۸٬۰۰۰ تومان شد');
  expect(cheaper.text).toContain(`/product/${lamp._id}`);
  const back = sent.find((message) => message.purpose === 'back-in-stock')!;
  expect(back.text).toContain('موجود شد');
  expect(back.text).toContain(`/product/${breaker._id}`);

  // A new wish, then the stop link of an SMS already received cancels it.
  await page.request.post('/api/auth/login', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { phone: shopper.phone, password: shopper.password },
  });
  await page.goto(`/product/${breaker._id}`);
  await page.getByText('ارزان شد خبرم کن').click();
  await page.getByRole('button', { name: 'خبرم کن', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'وقتی ارزان‌تر شود' })).toBeVisible();

  const stopPath = new URL(back.text.match(/https?:\/\/\S+\/alerts\/stop\/[\w-]+/)![0]).pathname;
  await page.goto(stopPath);
  await expect(page.getByRole('heading', { name: 'لغو پیامک‌های «خبرم کن»' })).toBeVisible();
  await screenshot(page, testInfo, 'alerts-stop-asks');
  await page.getByRole('button', { name: 'لغو همه خبرم کن‌ها' }).click();
  await expect(page.getByRole('status')).toHaveText('۱ «خبرم کن» لغو شد. دیگر پیامکی از آن‌ها نمی‌فرستیم.');
  await expectAccessible(page, 'the alerts stop page');

  await page.goto(`/profile/${shopper.userId}`);
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine.getByText(/پیامک در .* فرستاده شد/)).toHaveCount(2);
  await expect(mine.getByRole('button', { name: /^لغو/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'alerts-profile-sent');

  // A wish cancelled on the profile with «لغو»: gone from the list, and from what the shop keeps.
  await page.goto(`/product/${lamp._id}`);
  await page.getByText('ارزان شد خبرم کن').click();
  await page.getByRole('button', { name: 'خبرم کن', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'وقتی ارزان‌تر شود' })).toBeVisible();
  await page.goto(`/profile/${shopper.userId}`);
  // The lamp's sent alert waits again (one alert a variant and event); the breaker's stays sent.
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine.getByText(/^منتظر، از /)).toHaveCount(1);
  await screenshot(page, testInfo, 'alerts-profile-cancel');
  await mine.getByRole('button', { name: `لغو خبرم کن ${lamp.title}` }).click();
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('link', { name: lamp.title })).toHaveCount(0);
  await expect(mine.getByText(/^منتظر، از /)).toHaveCount(0);
  await expect(mine.getByRole('button', { name: /^لغو/ })).toHaveCount(0);
  const stored = alertEndpoints.mine.response.parse(await (await page.request.get('/api/alerts')).json());
  expect(stored.alerts.filter((alert) => alert.sentAt === null)).toEqual([]);
  expect(stored.alerts.map((alert) => alert.productId)).toEqual([breaker._id]);
});

test(
  'the owner sees on the dashboard how many shoppers wait for each product',
  { tag: '@one-screen' },
  async ({ page, baseURL, loginAs }, testInfo) => {
    await loginAs('admin');
    const api = adminApi(page);
    const product = await api.createProduct(baseURL!, {
      title: `کلید منتظران ${testInfo.project.name} ${Date.now()}`,
      stock: '0',
    });
    made.push(`/api/product/${product._id}`);
    const variantId = (
      (await (await page.request.get(`/api/product/get-one/${product._id}`)).json()) as {
        product: { variants: { _id: string }[] };
      }
    ).product.variants[0]!._id;
    await loginAs('user');
    const subscribed = await page.request.post('/api/alerts', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { variantId, kind: 'in-stock' },
    });
    expect(subscribed.ok()).toBe(true);

    await loginAs('admin');
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'منتظران «خبرم کن»' });
    const row = panel.getByRole('row').filter({ hasText: product.title });
    await expect(row).toContainText('۱');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'alerts-dashboard');
  },
);
