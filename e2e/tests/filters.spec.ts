import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { applyFilters as filter, demoCategories, isPhone, screenshot, tomanValue } from './support/shop';
import { expect, test } from './support/test';

const cards = (page: Page) => page.locator('.product-card');
const resultCount = (page: Page) => page.locator('.result-count').first();

const option = (panel: Locator, group: string, name: string) =>
  panel.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${name} `) });

test('a category is filtered by a list value and a brand, with counts, in the URL, drawn on the server, undone by the back button', async ({
  page,
  request,
}, testInfo) => {
  const breakers = (await demoCategories(request)).find((category) => category.title.includes('مینیاتوری'))!;
  await page.goto(`/category/${breakers._id}`);
  await expect(cards(page)).toHaveCount(11);

  await filter(page, testInfo, (panel) => option(panel, 'منحنی قطع', 'C').check(), 3);
  await expect(page).toHaveURL(/[?&]spec=/);
  await expect(cards(page)).toHaveCount(3);
  await expect(resultCount(page)).toHaveText('۳ محصول');
  const panel = page.getByRole('complementary', { name: 'فیلترها' });
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'فیلترها (۱)' }).click();
  // The curve's own counts ignore the curve: B would add its one breaker. A type no C breaker has is disabled.
  await expect(option(panel, 'منحنی قطع', 'B')).toBeEnabled();
  await expect(panel.getByRole('group', { name: 'منحنی قطع' })).toContainText('B (۱)');
  await expect(option(panel, 'نوع', 'کنتاکتور')).toBeDisabled();
  await expect(option(panel, 'برند', 'اشنایدر')).toBeEnabled();
  await expectAccessible(page, 'filter panel');
  await screenshot(page, testInfo, 'category-filters');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'بستن فیلترها' }).click();

  await filter(page, testInfo, (sheet) => option(sheet, 'برند', 'اشنایدر').check(), 1);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('iC60N');
  const filtered = page.url();

  // The same address drawn by the server: the one product and the ticked boxes.
  const html = await (await request.get(filtered)).text();
  expect(html).toContain('iC60N');
  expect(html).not.toContain('S201');
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'فیلترها (۲)' }).click();
  await expect(option(panel, 'منحنی قطع', 'C')).toBeChecked();
  await expect(option(panel, 'برند', 'اشنایدر')).toBeChecked();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'بستن فیلترها' }).click();

  await page.goBack();
  await expect(cards(page)).toHaveCount(3);
  await expect(page).not.toHaveURL(/brand=/);

  // Sorting keeps the filters.
  await page.getByLabel('مرتب‌سازی').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/spec=/);
  await expect
    .poll(async () => (await page.locator('.product-card .price-current').allTextContents()).map(tomanValue))
    .toEqual([720_000, 890_000, 3_450_000]);
});

test('the shop, a brand page and a search are filtered by price, stock and brand', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/shop');
  await filter(page, testInfo, async (panel) => {
    const upTo = panel.getByRole('textbox', { name: 'قیمت: تا' });
    await upTo.fill('۵۰۰٬۰۰۰');
    await upTo.press('Enter');
  });
  await expect(page).toHaveURL(/maxPrice=500000/);
  await expect
    .poll(async () => {
      const prices = (await page.locator('.product-card .price-current').allTextContents()).map(tomanValue);
      return prices.length > 0 && prices.every((price) => price <= 500_000);
    })
    .toBe(true);

  const { brands } = (await (await request.get('/api/brand')).json()) as {
    brands: { _id: string; nameEn: string }[];
  };
  const abb = brands.find((brand) => brand.nameEn === 'ABB')!;
  await page.goto(`/brand/${abb._id}`);
  const all = await cards(page).count();
  await filter(page, testInfo, (panel) =>
    panel.getByRole('checkbox', { name: /^فقط کالاهای موجود/ }).check(),
  );
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page.locator('.product-card', { hasText: 'ناموجود' })).toHaveCount(0);
  const inStock = await cards(page).count();
  expect(inStock).toBeGreaterThan(0);
  expect(inStock).toBeLessThan(all);

  await page.goto('/search?q=کلید');
  await filter(page, testInfo, (panel) => option(panel, 'برند', 'هاگر').check());
  await expect(page).toHaveURL(/brand=/);
  await expect
    .poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('Hager')))
    .toBe(true);
  await screenshot(page, testInfo, 'search-filters');
});
