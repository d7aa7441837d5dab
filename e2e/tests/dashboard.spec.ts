import { expectAccessible } from './support/a11y';
import { demoProducts, isPhone, screenshot } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

const search = 'جستجو در کاربران، دسته‌بندی‌ها، برندها و محصولات';

test('on a phone each dashboard row is a card with every action in reach; a desktop keeps the table', async ({
  page,
  loginAs,
}, testInfo) => {
  // A shopper the admin can make an admin, so the users list has a row with an action.
  await loginAs('user');
  await loginAs('admin');
  await page.goto('/dashboard');
  const width = page.viewportSize()!.width;
  for (const [tab, actions] of [
    ['محصولات', ['مشاهده', 'ویرایش', 'حذف']],
    ['دسته‌بندی‌ها', ['ویرایش']],
    ['کاربران', ['مدیر کردن']],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows.first()).toBeVisible();
    // Nothing sticks out of the panel: no sideways scrolling to reach a column.
    const panel = page.getByRole('tabpanel');
    expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    const row = rows
      .filter({
        has: page
          .getByRole('button', { name: actions.at(-1) })
          .or(page.getByRole('link', { name: actions.at(-1) })),
      })
      .first();
    for (const action of actions) {
      const control = row
        .getByRole('link', { name: action, exact: true })
        .or(row.getByRole('button', { name: action, exact: true }));
      const box = (await control.boundingBox())!;
      expect(box.x, `${tab}: ${action}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${tab}: ${action}`).toBeLessThanOrEqual(width);
      if (isPhone(testInfo)) expect(box.height, `${tab}: ${action}`).toBeGreaterThanOrEqual(44);
    }
    // A card shows each value under its heading; a desktop shows the headings once, above the rows.
    await expect(page.locator('.admin-table thead')).toBeVisible({ visible: !isPhone(testInfo) });
    await screenshot(page, testInfo, `dashboard-${tab}`);
  }
  await expectAccessible(page, '/dashboard users');
});

test("the dashboard's title search lists the products whose title holds the words, in any letter case", async ({
  page,
  request,
}, testInfo) => {
  const titles = (await demoProducts(request)).map((product) => product.title);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'محصولات' }).click();
  const field = page.getByLabel(search);
  const listed = page
    .getByRole('region', { name: 'محصولات' })
    .locator('.admin-table tbody tr td:first-child');

  // No demo title holds «بدون نام»: nothing is listed (the shop's fuzzy search found two unrelated).
  await field.fill('بدون نام');
  await expect(page.getByRole('region', { name: 'محصولات' })).toContainText('محصولی یافت نشد.');

  await field.fill('sony');
  const sony = titles.filter((title) => title.toLowerCase().includes('sony'));
  expect(sony.length).toBeGreaterThan(1);
  await expect.poll(() => listed.allTextContents()).toEqual(expect.arrayContaining(sony));
  await expect(listed).toHaveCount(sony.length);

  // Arabic-keyboard letters (ك) find the Persian spelling (ک).
  await field.fill('كابل');
  const cables = titles.filter((title) => title.includes('کابل'));
  await expect(listed).toHaveCount(cables.length);
  await expect.poll(() => listed.allTextContents()).toEqual(expect.arrayContaining(cables));
  await screenshot(page, testInfo, 'dashboard-title-search');
});
