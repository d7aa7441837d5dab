import { expectAccessible } from './support/a11y';
import { adminApi, TINY_PNG } from './support/admin';
import { screenshot } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

/** What a test made through the API, removed after it however it ended. */
const made: string[] = [];
test.afterEach(async ({ page, baseURL }) => {
  const api = adminApi(page);
  for (const path of made.splice(0).reverse()) await api.remove(baseURL!, path);
});

test('after an admin changes a price, the product page says when and charts it over 6 or 12 months', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // two saves through the API, two drawn pages, the chart's own load and an accessibility scan
  // A product of the test's own: the demo catalog's prices stay as the other specs expect them.
  const title = `کابل برق افشان ۱×۲٫۵ سابقه قیمت ${testInfo.project.name}`;
  const product = await adminApi(page).createProduct(baseURL!, { title, price: '185000', stock: '20' });
  made.push(`/api/product/${product._id}`);

  await page.goto(`/product/${product._id}`);
  const info = page.locator('.product-info');
  await expect(info.locator('.price-current')).toContainText('۱۸۵٬۰۰۰');
  // A first price is not a change: no line, but its room is kept.
  await expect(page.getByText('آخرین تغییر قیمت')).toHaveCount(0);

  // The product form's save, as the admin screen sends it.
  const saved = await page.request.put(`/api/product/${product._id}`, {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: { title, description: '<p>محصول آزمایشی</p>', price: '۱۹۸٬۰۰۰', stock: '20', image: TINY_PNG },
  });
  expect(saved.ok(), `save: ${saved.status()} ${await saved.text()}`).toBe(true);

  await page.goto(`/product/${product._id}`);
  await expect(info.locator('.price-current')).toContainText('۱۹۸٬۰۰۰');
  await expect(info.locator('.price-changed')).toHaveText('آخرین تغییر قیمت: امروز');

  const section = page.getByRole('region', { name: 'نمودار قیمت' });
  const room = await section.locator('.price-history-body').boundingBox();
  await section.scrollIntoViewIfNeeded();
  const chart = section.locator('.price-chart canvas');
  await expect(chart).toBeVisible();
  // The chart fills the room kept for it: nothing below moved when it came.
  expect((await section.locator('.price-history-body').boundingBox())!.height).toBe(room!.height);

  const periods = section.getByRole('group', { name: 'بازه‌ی نمودار' });
  await expect(periods.getByRole('button', { name: '۶ ماه' })).toHaveAttribute('aria-pressed', 'true');
  // The points as text, for screen readers: the first price, then the new one.
  const table = section.getByRole('table');
  await expect(table.locator('caption')).toHaveText('قیمت در ۶ ماه گذشته');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0)).toContainText('۱۸۵٬۰۰۰ تومان');
  await expect(table.locator('tbody tr').nth(1)).toContainText('۱۹۸٬۰۰۰ تومان');
  await expect(section.locator('.price-chart-summary')).toContainText(
    'کمترین ۱۸۵٬۰۰۰ تومان، بیشترین ۱۹۸٬۰۰۰ تومان',
  );
  // The value axis and the months are drawn in the shop's digits and calendar: the legend shows today.
  await expect(section.locator('.u-legend')).toContainText('۱۹۸٬۰۰۰ تومان');
  await expectAccessible(page, `/product/${product._id} with its price chart`);
  await screenshot(page, testInfo, 'price-history-6-months');

  await periods.getByRole('button', { name: '۱۲ ماه' }).click();
  await expect(periods.getByRole('button', { name: '۱۲ ماه' })).toHaveAttribute('aria-pressed', 'true');
  await expect(periods.getByRole('button', { name: '۶ ماه' })).toHaveAttribute('aria-pressed', 'false');
  await expect(table.locator('caption')).toHaveText('قیمت در ۱۲ ماه گذشته');
  await expect(chart).toBeVisible();
  await screenshot(page, testInfo, 'price-history-12-months');
});
