import { expectAccessible } from './support/a11y';
import { demoProducts, isPhone, latinDigits, persianDigits, screenshot } from './support/shop';
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

test(
  'the owner moves a shopper into «همکار» from the users list, and back to the consumers',
  { tag: '@one-screen' },
  async ({ page, loginAs }, testInfo) => {
    const shopper = await loginAs('user');
    await loginAs('admin');
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'کاربران' }).click();
    await page.getByLabel(search).fill(shopper.phone);
    // The new account has no name: its select is named by its phone.
    const group = page.getByRole('combobox', { name: `گروه مشتری ${persianDigits(shopper.phone)}` });
    await expect(group).toHaveValue('');
    // Finger-sized on a phone, like the row's other actions.
    if (isPhone(testInfo)) expect((await group.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await group.selectOption({ label: 'همکار' });
    await expect(group).toBeEnabled();
    // Stored: a fresh page shows the account in its group.
    await page.reload();
    await page.getByRole('tab', { name: 'کاربران' }).click();
    await page.getByLabel(search).fill(shopper.phone);
    await expect(group.locator('option:checked')).toHaveText('همکار');
    await screenshot(page, testInfo, 'dashboard-user-group');
    await group.selectOption({ label: 'مصرف‌کننده' });
    await expect(group).toBeEnabled();
    await page.reload();
    await page.getByRole('tab', { name: 'کاربران' }).click();
    await page.getByLabel(search).fill(shopper.phone);
    await expect(group.locator('option:checked')).toHaveText('مصرف‌کننده');
  },
);

test(
  "the dashboard's title search lists the products whose title holds the words, in any letter case",
  { tag: '@one-screen' },
  async ({ page, request }, testInfo) => {
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
  },
);

/** A moment's day in Tehran as the chart names it: «۶ آذر ۱۴۰۵». */
const tehranDay = (at: Date) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Tehran',
  }).format(at);

test('the funnel charts the last 30 and 90 days in Persian: a product page opened and an order button pressed are counted', async ({
  page,
  request,
  context,
}, testInfo) => {
  // Two charts drawn, hovered and switched, then axe over the whole dashboard: more than the default 30 s.
  test.slow();
  // In stock: an unavailable product's buttons ask «استعلام موجودی» instead.
  const [product] = await demoProducts(request, '&inStock=true');
  await context.route(/wa\.me/, (route) => route.fulfill({ body: 'ok' }));
  const viewed = page.waitForRequest(
    (req) => req.url().endsWith('/api/product-views') && req.method() === 'POST',
  );
  await page.goto(`/product/${product!._id}`);
  expect(JSON.parse((await viewed).postData()!)).toEqual({ productId: product!._id });
  const pressed = page.waitForRequest(
    (req) => req.url().endsWith('/api/inquiries') && req.method() === 'POST',
  );
  await page.getByRole('link', { name: 'سفارش در واتس‌اپ' }).click();
  await pressed;

  await page.goto('/dashboard');
  // The open orders, each a link to the desk's list of them.
  const open = page.getByRole('region', { name: 'سفارش‌های باز' });
  await expect(open.getByRole('link', { name: 'جدید' })).toHaveAttribute('href', '/admin/orders?status=new');
  await expect(open.getByRole('link', { name: 'ارسال شد' })).toHaveAttribute(
    'href',
    '/admin/orders?status=shipped',
  );

  const funnel = page.getByRole('region', { name: 'قیف فروش' });
  const total = (step: string) =>
    funnel
      .locator('.funnel-totals li')
      .filter({ has: page.getByText(step, { exact: true }) })
      .locator('strong');
  await expect
    .poll(async () => Number(latinDigits(await total('بازدید محصول').innerText()).replace(/٬/g, '')))
    .toBeGreaterThan(0);
  await expect
    .poll(async () => Number(latinDigits(await total('کلیک دکمه‌ی سفارش').innerText()).replace(/٬/g, '')))
    .toBeGreaterThan(0);

  // The chart reads right to left: today at its left end, the period's first day at its right end, each
  // named in the Solar Hijri calendar.
  const chart = funnel.getByRole('figure', { name: 'نمودار روزانه‌ی قیف فروش' });
  const legend = chart.locator('.u-legend');
  const pointAt = async (end: 'left' | 'right') => {
    const plot = chart.locator('.u-over');
    await plot.scrollIntoViewIfNeeded();
    const { width } = (await plot.boundingBox())!;
    await plot.hover({ position: { x: end === 'left' ? 1 : width - 1, y: 100 } });
  };
  const daysAgo = (days: number) => tehranDay(new Date(Date.now() - days * 86_400_000));
  await pointAt('left');
  await expect(legend).toContainText(daysAgo(0));
  await expect(
    legend.locator('.u-series').filter({ hasText: 'بازدید محصول' }).locator('.u-value'),
  ).toHaveText(/^[۱-۹][۰-۹٬]*$/);
  await pointAt('right');
  await expect(legend).toContainText(daysAgo(29));
  // Every number the funnel writes is in Persian digits.
  expect(await funnel.innerText()).not.toMatch(/[0-9]/);
  // The header stays at the top of the picture, however far the chart was scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'dashboard-funnel-30');

  await funnel.getByRole('button', { name: '۹۰ روز' }).click();
  await expect(funnel.getByRole('button', { name: '۹۰ روز' })).toHaveAttribute('aria-pressed', 'true');
  await pointAt('right');
  await expect(legend).toContainText(daysAgo(89));
  expect(await funnel.innerText()).not.toMatch(/[0-9]/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'dashboard-funnel-90');
  await expectAccessible(page, '/dashboard funnel');
});
