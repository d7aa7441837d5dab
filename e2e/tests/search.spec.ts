import { expect, test } from './support/test';
import { openSearch, screenshot } from './support/shop';

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
  const firstTitle = (await options.first().textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
});

test('submitting opens the results page; recent searches come back on focus and can be cleared', async ({
  page,
}, testInfo) => {
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
});

test('a misspelt query offers the correction as a link; a query for nothing offers the categories', async ({
  page,
}, testInfo) => {
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
});

test('a query for something the shop does not sell lists no category as a hit and says so, with the spelling hint', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const box = await openSearch(page, testInfo);
  const dropdown = page.locator('.search-dropdown:visible');
  for (const query of ['یخچال فریزر', 'qzxwv']) {
    await box.fill(query);
    await expect(dropdown.getByText(`نتیجه‌ای برای «${query}» یافت نشد.`)).toBeVisible();
    await expect(dropdown.getByText('املای عبارت را بررسی کنید')).toBeVisible();
    await expect(dropdown.getByRole('option')).toHaveCount(0);
  }
  await screenshot(page, testInfo, 'search-dropdown-nothing');

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
  await page.goto('/search?q=' + encodeURIComponent('یخچال فریزر'));
  await expect(page.getByText('املای عبارت را بررسی کنید')).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'روشنایی' })).toHaveCount(1);
  await expect(main.getByRole('heading', { name: 'دسته‌بندی‌های مرتبط' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^(others|سایر)$/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'search-results-nothing');
});

test('a search that fails (the connection drops) leaves no empty box under the field', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  const box = await openSearch(page, testInfo);
  await box.fill('لامپ');
  await expect(page.locator('.search-dropdown:visible').getByRole('option').first()).toBeVisible();
  await box.fill('');
  await context.setOffline(true);
  await box.fill('کابل');
  await expect(page.locator('.search-dropdown:visible')).toHaveCount(0);
  // Still closed once the debounce and the failed request are surely over.
  await page.waitForTimeout(1000);
  await expect(page.locator('.search-dropdown:visible')).toHaveCount(0);
  await expect(box).toHaveValue('کابل');
  await context.setOffline(false);
});
