import { searchEndpoints } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import { cardIds, getEndpoint, openSearch, screenshot } from './support/shop';
import { expect, test } from './support/test';

const card = (page: import('@playwright/test').Page, title: RegExp) =>
  page.locator('.product-card').filter({ has: page.getByRole('heading', { name: title }) });

test('a result found by its description says where, the searched words marked; wires come before the breakers that mention them', async ({
  page,
  request,
}, testInfo) => {
  // «یخچال» is not sold: the socket whose description names fridges is found, and says so.
  await page.goto('/search?q=' + encodeURIComponent('یخچال'));
  const socket = card(page, /پریز ارت‌دار Schneider/);
  const snippet = socket.locator('.match-snippet');
  await expect(snippet).toContainText('در توضیحات:');
  await expect(snippet.locator('mark')).toHaveText(['یخچال']);
  await screenshot(page, testInfo, 'search-snippet-fridge');

  const answer = await getEndpoint(request, searchEndpoints.search, {
    query: { q: 'سیم ۱.۵', pageSize: 24 },
  });
  await page.goto('/search?q=' + encodeURIComponent('سیم ۱.۵'));
  await expect.poll(() => cardIds(page)).toEqual(answer.products.map((hit) => hit._id));
  const titles = answer.products.map((hit) => hit.title);
  const firstOther = titles.findIndex((title) => !title.startsWith('سیم'));
  const breaker = titles.findIndex((title) => title.startsWith('کلید مینیاتوری'));
  expect(firstOther).toBeGreaterThan(0);
  expect(titles.slice(firstOther).some((title) => title.startsWith('سیم'))).toBe(false);
  expect(breaker).toBeGreaterThanOrEqual(firstOther);
  // A wire's title says why; a breaker's description does, «سیم ۱٫۵» marked there.
  await expect(card(page, /^سیم افشان ۱ در ۱\.۵/).locator('.match-snippet')).toHaveCount(0);
  await expect(card(page, /^کلید مینیاتوری تک پل ۱۰ آمپر Hager/).locator('mark')).toHaveText(['سیم ۱.۵']);
  await expectAccessible(page, 'search results with snippets');
  await screenshot(page, testInfo, 'search-snippet-wire');
});

test('a size typed against the word («کابل۲/۵») finds the 2.5 cables, and «اتو» typed alone suggests no breaker', async ({
  page,
}, testInfo) => {
  await page.goto('/search?q=' + encodeURIComponent('کابل۲/۵'));
  await expect(card(page, /^کابل افشان ۳ در ۲\.۵/)).toBeVisible();

  await page.goto('/');
  const box = await openSearch(page, testInfo);
  await box.fill('اتو');
  await expect(page.getByRole('status').filter({ hasText: 'نتیجه‌ای برای «اتو» یافت نشد.' })).toBeVisible();
  await expect(page.getByRole('option', { name: /اتوماتیک/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'search-dropdown-short-word');
});
