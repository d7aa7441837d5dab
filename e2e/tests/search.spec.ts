import { imageVariants, saleUnitLabel, searchEndpoints } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import { TINY_PNG } from './support/admin';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cardIds, demoCategories, getEndpoint, openSearch, screenshot, tomanValue } from './support/shop';

test('the dropdown finds a ی product from an Arabic ي query, and the keyboard opens it', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const box = await openSearch(page, testInfo);
  await box.fill('باتري');
  const listbox = page.getByRole('listbox', { name: 'نتایج جستجو' }).first();
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText('باتری');
  await expect(options.filter({ hasText: 'باتری' })).not.toHaveCount(0);
  expect(await listbox.locator('a[href^="/product/"]').count()).toBeLessThanOrEqual(5);
  await expect(page.getByRole('button', { name: /مشاهده همه نتایج/ })).toBeVisible();
  await screenshot(page, testInfo, 'search-dropdown');

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  const firstTitle = (await options.first().locator('.search-product-title').textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
});

test(
  'submitting opens the results page; recent searches come back on focus and can be cleared',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    let box = await openSearch(page, testInfo);
    await box.press('Enter');
    await expect(page).toHaveURL('/');

    await box.fill('لامپ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D9%84%D8%A7%D9%85%D9%BE/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('لامپ');
    await expect(page.locator('.product-card').first()).toBeVisible();
    await screenshot(page, testInfo, 'search-results');

    box = await openSearch(page, testInfo);
    await box.fill('کابل');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);

    box = await openSearch(page, testInfo);
    await box.click();
    const recent = page.getByRole('listbox', { name: 'نتایج جستجو' }).first().getByRole('option');
    await expect(recent).toHaveText(['کابل', 'لامپ']);
    await page.getByRole('button', { name: 'پاک کردن' }).click();
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
  },
);

test(
  'a misspelt query offers the correction as a link; a query for nothing offers the categories',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
    await page.goto('/search?q=' + encodeURIComponent('هدفن'));
    const suggestion = page.getByRole('link', { name: 'هدفون', exact: true });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL('/search?q=' + encodeURIComponent('هدفون'));
    await expect(page.locator('.product-card').first()).toContainText('هدفون');

    await page.goto('/search?q=' + encodeURIComponent('زززززز'));
    await expect(page.getByText('نتیجه‌ای برای «زززززز» یافت نشد.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'روشنایی' }).last()).toBeVisible();
    await screenshot(page, testInfo, 'search-empty');
  },
);

test(
  'a query for something the shop does not sell lists no category as a hit and says so, with the spelling hint',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const box = await openSearch(page, testInfo);
    const dropdown = page.locator('.search-dropdown:visible');
    for (const query of ['پرینتر', 'جاروبرقی', 'یخچال فریزر', 'qzxwv']) {
      await box.fill(query);
      await expect(dropdown.getByText(`نتیجه‌ای برای «${query}» یافت نشد.`)).toBeVisible();
      await expect(
        dropdown.getByText('املای عبارت را بررسی کنید یا واژه‌ای کوتاه‌تر و کلی‌تر بنویسید.'),
      ).toBeVisible();
      // No category offered as if it matched: the list of options is empty, and nothing links anywhere.
      await expect(dropdown.getByRole('option')).toHaveCount(0);
      await expect(dropdown.getByRole('link')).toHaveCount(0);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      if (query === 'پرینتر') {
        await screenshot(page, testInfo, 'search-dropdown-nothing');
        await expectAccessible(page, 'the dropdown for «پرینتر»');
      }
    }

    // Escape closes the dropdown, and does not empty the field into the recent searches.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=qzxwv/);
    const again = await openSearch(page, testInfo);
    await again.fill('لامپ');
    await expect(dropdown.getByRole('option').first()).toBeVisible();
    await again.press('Escape');
    await expect(page.locator('.search-dropdown:visible')).toHaveCount(0);
    await expect(again).toHaveValue('لامپ');

    // The results page offers the categories once, in Persian, without an empty `others`.
    for (const query of ['یخچال فریزر', 'جاروبرقی']) {
      await page.goto('/search?q=' + encodeURIComponent(query));
      const offered = await expectBrowseInstead(page, query);
      // An empty `others` is not offered (the demo catalog puts nothing in it).
      expect(offered).not.toContain('سایر');
    }
    await screenshot(page, testInfo, 'search-results-nothing');
    await expectAccessible(page, '/search?q=جاروبرقی');
  },
);

/**
 * The results page for a query that matches nothing: the not-found message and its hint, then the
 * menu's categories that hold products, in menu order, each once, under one heading, `others` as
 * «سایر»; no «related categories».
 */
async function expectBrowseInstead(page: Page, query: string) {
  const menu = (await (await page.request.get('/api/category/get-all')).json()).categories as {
    title: string;
    hasProducts: boolean;
  }[];
  const stocked = menu
    .filter((category) => category.hasProducts)
    .map((category) => (category.title === 'others' ? 'سایر' : category.title));
  expect(stocked.length).toBeGreaterThan(1);

  const main = page.locator('main');
  await expect(main.getByText(`نتیجه‌ای برای «${query}» یافت نشد.`)).toBeVisible();
  await expect(
    main.getByText('املای عبارت را بررسی کنید یا واژه‌ای کوتاه‌تر و کلی‌تر بنویسید.'),
  ).toBeVisible();
  await expect(main.locator('.product-card')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'دسته‌بندی‌های مرتبط' })).toHaveCount(0);
  const browse = main.getByRole('region', { name: 'دسته‌بندی‌ها را ببینید' });
  await expect(browse).toHaveCount(1);
  await expect(browse.getByRole('heading', { name: 'دسته‌بندی‌ها را ببینید' })).toBeVisible();
  await expect(browse.getByRole('link')).toHaveText(stocked);
  // Each once in the page's main part, and never under its Latin name.
  for (const name of stocked) await expect(main.getByRole('link', { name, exact: true })).toHaveCount(1);
  await expect(main).not.toContainText('others');
  return stocked;
}

test(
  'once `others` holds a product, a query for nothing offers it too, as «سایر», drawn by the server',
  { tag: '@one-screen' },
  async ({ page, request, browser, loginAs, baseURL }, testInfo) => {
    const others = (await demoCategories(request)).find((category) => category.title === 'others')!;
    await loginAs('admin');
    const headers = { Origin: new URL(baseURL!).origin };
    const created = await page.request.post('/api/product', {
      headers,
      multipart: {
        title: `محصول متفرقه ${testInfo.project.name}`,
        description: '<p>کالایی که در هیچ دسته‌ای نمی‌گنجد</p>',
        price: '50000',
        stock: 'true',
        isPopular: 'false',
        categoryId: others._id,
        image: TINY_PNG,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { newProduct: product } = (await created.json()) as { newProduct: { _id: string } };
    try {
      await page.goto('/search?q=' + encodeURIComponent('پرینتر'));
      expect(await expectBrowseInstead(page, 'پرینتر')).toContain('سایر');
      await page
        .getByRole('region', { name: 'دسته‌بندی‌ها را ببینید' })
        .getByRole('link', { name: 'سایر' })
        .click();
      await expect(page).toHaveURL(`/category/${others._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('سایر');

      // The server draws the same answer, before (and without) the app's scripts.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const drawn = await context.newPage();
      await drawn.goto('/search?q=' + encodeURIComponent('پرینتر'));
      expect(await expectBrowseInstead(drawn, 'پرینتر')).toContain('سایر');
      await screenshot(drawn, testInfo, 'search-results-nothing-others');
      await context.close();
    } finally {
      const removed = await page.request.delete(`/api/product/${product._id}`, { headers });
      expect(removed.status()).toBe(200);
    }
  },
);

test('a search that fails (the connection drops) leaves no empty box under the field', async ({
  page,
  context,
}, testInfo) => {
  // The page's clock is the test's: the search waits out its debounce when the test says, not a second
  // the test guesses is enough.
  await page.clock.install();
  await page.goto('/');
  const box = await openSearch(page, testInfo);
  await box.fill('لامپ');
  await expect(page.locator('.search-dropdown:visible').getByRole('option').first()).toBeVisible();
  await box.fill('');
  await context.setOffline(true);
  await page.clock.pauseAt(Date.now() + 60_000);
  await box.fill('کابل');
  // Closed once the debounce and any retry of the failed request are over.
  await page.clock.runFor(10_000);
  await expect(page.locator('.search-dropdown:visible')).toHaveCount(0);
  await expect(box).toHaveValue('کابل');
  await context.setOffline(false);
});

test('a corrected query, or one with a word left out, fills the width with its cards: no empty filter column', async ({
  page,
}, testInfo) => {
  const cardWidth = async (query: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
    const card = page.locator('.product-card').first();
    await expect(card).toBeVisible();
    return (await card.boundingBox())!.width;
  };
  for (const [query, name] of [
    ['کلید مینیاطوری', 'corrected'],
    ['لامپ ال ای دی ۱۰ وات', 'word-left-out'],
    ['سیم نمره ۲.۵', 'wire-size'],
  ] as const) {
    await page.goto('/search?q=' + encodeURIComponent(query));
    // A desktop card is about 285 px wide, a phone's about 170; squeezed into the panel's column, 49.
    expect(await cardWidth(query), `a card's width for «${query}»`).toBeGreaterThan(150);
    await screenshot(page, testInfo, `search-${name}`);
  }

  // Reached from a search whose filter panel is there, too.
  await page.goto('/search?q=' + encodeURIComponent('لامپ'));
  await expect(page.locator('.product-card').first()).toBeVisible();
  const box = await openSearch(page, testInfo);
  await box.fill('کلید مینیاطوری');
  await box.press('Enter');
  await expect(page.getByRole('link', { name: 'کلید مینیاتوری', exact: true })).toBeVisible();
  expect(await cardWidth('کلید مینیاطوری')).toBeGreaterThan(150);
});

test(
  'the results can be sorted as the shop can: the order lives in the URL, the server draws it, best match first by default',
  { tag: '@one-screen' },
  async ({ page, request, browser }, testInfo) => {
    const q = 'کلید مینیاتوری';
    const answer = (sort?: string) =>
      getEndpoint(request, searchEndpoints.search, { query: { q, page: 1, pageSize: 24, sort } });
    await page.goto('/search?q=' + encodeURIComponent(q));
    const sort = page.getByLabel('مرتب‌سازی:');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option')).toHaveText([
      'مرتبط‌ترین',
      'جدیدترین',
      'ارزان‌ترین',
      'گران‌ترین',
      'نام (الفبایی)',
    ]);
    const best = await answer();
    await expect.poll(() => cardIds(page)).toEqual(best.products.map((item) => item._id));

    await sort.selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const cheapest = await answer('price-asc');
    const prices = cheapest.products.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.products.map((item) => item._id)).not.toEqual(best.products.map((item) => item._id));
    await expect.poll(() => cardIds(page)).toEqual(cheapest.products.map((item) => item._id));
    await screenshot(page, testInfo, 'search-sorted');

    // The address opened afresh, without the app's scripts: the server draws the same order.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await context.newPage();
    await drawn.goto(page.url());
    expect(await cardIds(drawn)).toEqual(cheapest.products.map((item) => item._id));
    await expect(drawn.getByLabel('مرتب‌سازی:')).toHaveValue('price-asc');
    await context.close();

    // Back to the best match first: the order leaves the address.
    await sort.selectOption('relevance');
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(() => cardIds(page)).toEqual(best.products.map((item) => item._id));
    await expectAccessible(page, '/search sorted');
  },
);

test('the dropdown shows each product with a small picture and its price as the cards show it', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  const box = await openSearch(page, testInfo);
  // One query finds products sold in variants («از …»), the other by the metre («… / متر»).
  for (const query of ['کلید مینیاتوری', 'سیم افشان']) {
    const found = await getEndpoint(request, searchEndpoints.search, { query: { searchItem: query } });
    const shown = found.products.slice(0, 5);
    await box.fill(query);
    const options = page.locator('.search-dropdown:visible').getByRole('option');
    await expect(options.first().locator('.search-product-title')).toHaveText(shown[0]!.title);
    for (const [index, product] of shown.entries()) {
      const option = options.nth(index);
      await expect(option.locator('.search-product-title')).toHaveText(product.title);
      const picture = option.locator('img');
      await expect(picture).toHaveAttribute('width', '48');
      await expect(picture).toHaveAttribute('height', '48');
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).toHaveAttribute('alt', '');
      // The smallest stored width (320, or the picture's own when narrower), not the cards' picture.
      const smallest = imageVariants(product.image)[0]!.file;
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(new RegExp(`/${smallest.replace('.', '\\.')}$`));
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const box = (await picture.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([48, 48]);

      const price = (await option.locator('.price-current').textContent())!;
      expect(tomanValue(price.split('/')[0]!)).toBe(product.price);
      expect(price).not.toMatch(/[0-9]/);
      expect(price).toMatch(/^(از )?[۰-۹٬]+ تومان/);
      expect(price.startsWith('از ')).toBe(product.variantCount > 1);
      const perUnit = product.unit === 'piece' ? '' : ` / ${saleUnitLabel(product)}`;
      expect(price.endsWith(`تومان${perUnit}`)).toBe(true);
    }
    if (query === 'کلید مینیاتوری') {
      expect(shown.some((product) => product.variantCount > 1)).toBe(true);
      await screenshot(page, testInfo, 'search-dropdown-pictures');
      await expectAccessible(page, 'the dropdown with pictures and prices');
    } else {
      expect(shown.some((product) => product.unit !== 'piece')).toBe(true);
    }
  }
  // Nothing of a trade shopper's price in the dropdown.
  await expect(page.locator('.search-dropdown .trade-price')).toHaveCount(0);
  await screenshot(page, testInfo, 'search-dropdown-pictures-cable');
});
