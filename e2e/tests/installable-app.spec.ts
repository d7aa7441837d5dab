import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './support/shop';
import { plainProduct, priced, storedLines, toman } from './support/request-list';
import { expect, test, waitForApp } from './support/test';

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** The page is run by the shop's service worker (it registers itself once the page has loaded). */
async function workerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The device keeps a copy of this address's page (the worker keeps pages it was given or sent). */
const kept = (page: Page, address: string) =>
  page.evaluate(async (url) => !!(await caches.match(url)), new URL(address, page.url()).href);

async function shopName(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/settings')).json()).settings.shopName.fa;
}

test('the manifest names the shop, right to left in Persian, with icons that load; Chromium finds the app installable', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  // Three pages, then a second browser with a profile: more than a usual journey on a busy machine.
  test.slow();
  const { item } = await plainProduct(request);
  // Every drawn page links the manifest, the iPhone's icon and the theme colour from its head.
  for (const address of ['/', `/product/${item._id}`, '/list']) {
    await page.goto(address);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#0f4c81');
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
  }

  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: await shopName(request),
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f4c81',
    background_color: '#f6f8fb',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const icons = [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }];
  expect(icons.map((icon: { purpose?: string }) => icon.purpose)).toContain('maskable');
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
  }

  // What Lighthouse's installable checks were (its PWA category is gone since v12): Chromium's own
  // verdict, in a browser with a profile (a test's usual context is incognito, where nothing installs).
  const profile = await playwright.chromium.launchPersistentContext(
    fs.mkdtempSync(path.join(os.tmpdir(), 'app-')),
    {
      ...testInfo.project.use.launchOptions,
      baseURL,
    },
  );
  try {
    const browser = profile.pages()[0] ?? (await profile.newPage());
    await browser.goto(`/product/${item._id}`);
    await workerControls(browser);
    const cdp = await profile.newCDPSession(browser);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test('offline, the last visited product page and the request list open from this device, say so with the visit’s time and mark their prices; back online, today’s prices', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Two pages visited, then both again offline, then online: three journeys in one.
  test.slow();
  const plain = await plainProduct(request);
  const productAddress = `/product/${plain.item._id}`;

  // The first visit: the worker registers after the page has loaded and is sent the page to keep.
  await page.goto(productAddress);
  await workerControls(page);
  await expect.poll(() => kept(page, productAddress)).toBe(true);
  await page
    .locator('.product-info')
    .getByRole('button', { name: `افزودن به لیست: ${plain.item.title}` })
    .click();
  await expect.poll(() => storedLines(page)).toHaveLength(1);
  const { total } = await priced(request, await storedLines(page));

  await page.goto('/list');
  await expect(page.locator('.list-total-amount')).toHaveText(toman(total));
  await expect(page.getByText('قیمت‌ها قیمت امروز فروشگاه است، به تومان.')).toBeVisible();
  // Admin and account pages are never kept, even once visited.
  await page.goto('/dashboard');
  await page.goto('/list');
  expect(await kept(page, '/dashboard')).toBe(false);
  expect(await kept(page, '/list')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  const notice = page.locator('#offline-notice');
  await expect(notice).toContainText(
    'اتصال اینترنت برقرار نیست؛ این صفحه و قیمت‌هایش مربوط به آخرین بازدید شما در ۱۴',
  );
  await expect(page.locator('.list-line')).toContainText(plain.item.title);
  await expect(page.locator('.list-total-amount')).toHaveText(toman(total));
  await expect(page.locator('.list-last-visit')).toContainText('قیمت‌ها مربوط به آخرین بازدید شما در');
  await expect(page.getByText('قیمت‌ها قیمت امروز فروشگاه است، به تومان.')).toHaveCount(0);
  await screenshot(page, testInfo, 'offline-request-list');

  await page.goto(productAddress);
  await expect(notice).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-offline-copy', /^\d{4}-/);
  const price = page.locator('.product-info .price').first();
  await expect(price).toContainText(toman(plain.variant.price).replace(' تومان', ''));
  // The price is labelled as the last visit's, never shown as today's.
  expect(await price.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
    '"قیمت آخرین بازدید شما، نه امروز"',
  );
  await screenshot(page, testInfo, 'offline-product');

  // Back online, the page draws itself afresh: no notice, today's prices, nothing marked.
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  await waitForApp(page);
  await expect(notice).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-offline-copy');
  expect(await price.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('none');
  await page.goto('/list');
  await expect(page.getByText('قیمت‌ها قیمت امروز فروشگاه است، به تومان.')).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test('Safari shows how to add the shop to the home screen, until the shopper closes it', async ({
    page,
  }, testInfo) => {
    // A quiet page (no carousel moving under the sheet).
    await page.goto('/about');
    const hint = page.getByRole('complementary', { name: 'فروشگاه را مثل یک اپ روی آیفون داشته باشید' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Add to Home Screen');
    await expect(hint).toContainText('افزودن به صفحه اصلی');
    // The screen as the shopper sees it (the hint sits at its bottom, over the page).
    await page.screenshot({
      path: `test-results/screenshots/iphone-install-hint-${testInfo.project.name}.png`,
    });

    await hint.getByRole('button', { name: 'متوجه شدم' }).click();
    await expect(hint).toHaveCount(0);
    // Next visit (the worker set aside, so that its registering again shows the page's part has run):
    // no hint.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
    await page.reload();
    await waitForApp(page);
    await workerControls(page);
    await expect(hint).toHaveCount(0);
  });
});

test('desktop Chromium gets no iPhone hint', async ({ page }) => {
  await page.goto('/');
  await workerControls(page);
  await expect(page.locator('.ios-hint')).toHaveCount(0);
});
