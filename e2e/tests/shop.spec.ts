import { expect, test, waitForApp, waitForPart } from './support/test';
import {
  applyFilters,
  demoCategories,
  demoProducts,
  openSearch,
  screenshot,
  tomanValue,
} from './support/shop';

const cardPrices = async (page: import('@playwright/test').Page) =>
  (await page.locator('.product-card .price-current').allTextContents()).map(tomanValue);

test(
  'shop: pages, sort, stock filter and category filter live in the URL',
  { tag: '@one-screen' },
  async ({ page, request }, testInfo) => {
    const newest = await demoProducts(request);
    await page.goto('/shop');
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('فروشگاه');
    await expect(page.locator('.product-card')).toHaveCount(24);
    await expect(page.locator('.product-card-title').first()).toHaveText(newest[0]!.title);
    await expect(page.locator('.product-card .price-current').first()).toContainText('تومان');
    await screenshot(page, testInfo, 'shop');

    await page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحه ۲' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('.product-card-title').first()).toHaveText(newest[24]!.title);

    await page.getByLabel('مرتب‌سازی:').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(Math.min(...newest.map((p) => p.price)));
    const ascending = await cardPrices(page);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);

    // Forced: after a long run of specs the phone sheet, scrolled, lays the option's own label (or the sheet's
    // sticky head) over the box's centre, and Playwright will not tap through it (a person's tap on the label
    // ticks it all the same); the URL and the cards below check what the tick did.
    await applyFilters(page, testInfo, (panel) =>
      panel.getByRole('checkbox', { name: /^فقط کالاهای موجود/ }).check({ force: true }),
    );
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.locator('.badge-out')).toHaveCount(0);

    const category = (await demoCategories(request)).find((c) => c.title === 'روشنایی')!;
    await page.getByLabel('دسته‌بندی:').selectOption(category._id);
    await expect(page).toHaveURL(new RegExp(`category=${category._id}`));
    const inCategory = newest.filter((p) => p.categoryId === category._id && p.stock > 0);
    await expect(page.locator('.product-card')).toHaveCount(inCategory.length);

    // A shared link opens the same view.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('مرتب‌سازی:')).toHaveValue('price-asc');
    // On a phone the panel waits, closed, behind its button.
    await expect(
      page.getByRole('checkbox', { name: /^فقط کالاهای موجود/, includeHidden: true }),
    ).toBeChecked();
    await expect(page.locator('.product-card')).toHaveCount(inCategory.length);
  },
);

test('category page: description, count, a visible sort control, other categories', async ({
  page,
  request,
}, testInfo) => {
  const category = (await demoCategories(request)).find((c) => c.title === 'ابزار و تستر')!;
  const products = (await demoProducts(request)).filter((p) => p.categoryId === category._id);
  await page.goto(`/category/${category._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
  await expect(page.getByText(`${products.length.toLocaleString('fa-IR')} محصول`)).toBeVisible();
  await expect(page.locator('.product-card')).toHaveCount(products.length);
  await expect(page.locator('section', { hasText: 'دسته‌بندی‌های دیگر' }).getByRole('link')).toHaveCount(4);
  await screenshot(page, testInfo, 'category');

  await page.getByLabel('مرتب‌سازی:').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBe(Math.max(...products.map((p) => p.price)));
});

test('a missing category or product shows the not-found screen', { tag: '@one-screen' }, async ({ page }) => {
  await page.goto('/category/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'صفحه یافت نشد' })).toBeVisible();
  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'صفحه یافت نشد' })).toBeVisible();
});

test('the pager opens the next page at its top; a page past the end says so instead of showing a count beside an empty list', async ({
  page,
}, testInfo) => {
  await page.goto('/shop');
  // The cards' buttons come after the page's own code; until React has them the grid above may still move.
  await waitForPart(page.locator('.compare-toggle').last());
  // The self-hosted font swaps in when it has come: the cards' titles rewrap and the pager moves once.
  await page.evaluate(() => document.fonts.ready);
  const next = page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'بعدی' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Followed from the keyboard: in the full run a card's compare button lay over the link for a tap.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/shop?page=2');
  await expect(page.getByRole('link', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/shop?page=99');
  await expect(
    page.getByText(/^این صفحه وجود ندارد؛ فهرست [۰-۹]+ محصول در [۰-۹]+ صفحه است\.$/),
  ).toBeVisible();
  await expect(page.locator('.result-count')).toHaveCount(0);
  await expect(page.getByText('در حال حاضر محصولی موجود نیست.')).toHaveCount(0);
  await screenshot(page, testInfo, 'shop-past-the-end');
  await page.getByRole('link', { name: /^رفتن به صفحه [۰-۹]+$/ }).click();
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test(
  'the catch-all category is «سایر» to people: menu, shop filter, breadcrumb and page title',
  { tag: '@one-screen' },
  async ({ page, request }) => {
    const others = (await demoCategories(request)).find((category) => category.title === 'others')!;
    await page.goto('/shop');
    await expect(page.getByLabel('دسته‌بندی:').locator('option', { hasText: 'سایر' })).toHaveCount(1);
    await expect(page.locator('body')).not.toContainText('others');
    await page.goto(`/category/${others._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سایر');
    await expect(page).toHaveTitle(/^سایر \|/);
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('سایر');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).not.toContain('"others"');
    await expect(page.locator('body')).not.toContainText('others');
  },
);

test('titles keep model codes whole beside the Persian, demo titles count in Persian digits, and so do the about page steps', async ({
  page,
  request,
}, testInfo) => {
  const products = await demoProducts(request);
  const headphones = products.find((product) => product.title.endsWith('MDR-ZX110'))!;
  await page.goto(`/product/${headphones._id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(headphones.title);
  // Brand and code are isolated left-to-right runs; the code sits on one line, never split at «-».
  await expect(title.locator('bdi[dir="ltr"]')).toHaveText(['Sony', 'MDR-ZX110']);
  const code = title.locator('bdi').last();
  expect(await code.evaluate((element) => element.getClientRects().length)).toBe(1);
  await expect(page.getByRole('navigation', { name: 'مسیر صفحه' }).locator('bdi')).toHaveText([
    'Sony',
    'MDR-ZX110',
  ]);

  // In the narrow cards of the results, the title starts with its Persian words at the right, and the
  // code is on one line (or, clamped, left out whole) but never cut in two.
  await page.goto(`/search?q=${encodeURIComponent('هدفون')}`);
  const cardTitle = page.locator('.product-card-title', { hasText: 'MDR-ZX110' });
  expect(await cardTitle.evaluate(startsAtTheRight)).toBe(true);
  const parts = await cardTitle
    .locator('.latin-word')
    .evaluateAll((words) => words.map((word) => word.getClientRects().length));
  expect(parts.every((count) => count === 1)).toBe(true);
  await screenshot(page, testInfo, 'search-cards-mixed-titles');

  // Persian text in Persian digits, Latin digits only inside model codes.
  const cable = products.find((product) => product.title.startsWith('کابل افشان ۳ در'))!;
  expect(cable.title).toContain('۳ در ۲.۵');
  await page.goto(`/search?q=${encodeURIComponent('کابل افشان ۳ در ۲.۵')}`);
  await expect(page.locator('.product-card-title', { hasText: '۳ در ۲.۵' }).first()).toBeVisible();

  // The carousel's one-line titles keep their Persian start too.
  await page.goto('/');
  const clamped = page.locator('.popular-card h3 a', { has: page.locator('bdi') });
  expect(await clamped.count()).toBeGreaterThan(0);
  for (const link of await clamped.all()) expect(await link.evaluate(startsAtTheRight)).toBe(true);

  // The search dropdown isolates the codes too.
  const field = await openSearch(page, testInfo);
  await field.fill('MDR-ZX110');
  await expect(page.getByRole('option').first().locator('bdi').last()).toHaveText('MDR-ZX110');

  await page.goto('/about');
  const steps = page.getByRole('region', { name: 'چگونه سفارش دهیم؟' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toHaveCSS('list-style-type', 'persian');
  await screenshot(page, testInfo, 'about-steps');
});

/** Whether a title's first letter is at its right edge: a right-to-left line that starts with its Persian. */
function startsAtTheRight(element: Element) {
  const first = element.firstChild!;
  const range = document.createRange();
  range.setStart(first, 0);
  range.setEnd(first, 1);
  const right = element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight);
  return Math.abs(range.getBoundingClientRect().right - right) < 2;
}
