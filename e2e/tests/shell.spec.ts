import type { Locator, Page } from '@playwright/test';
import { expectAccessible, overlaps } from './support/a11y';
import { expect, test, waitForApp } from './support/test';
import { demoProducts, isPhone, screenshot } from './support/shop';

test('the shop opens right-to-left in Persian with its own font', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('برق‌آفرین');
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px Vazirmatn');
  });
  expect(font).toBe(true);
  await screenshot(page, testInfo, 'home');
});

test(
  'an unknown path shows the not-found screen, and the old /contant link lands on /contact',
  { tag: '@one-screen' },
  async ({ page, request }, testInfo) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'صفحه یافت نشد' })).toBeVisible();
    await screenshot(page, testInfo, 'not-found');
    await page.getByRole('link', { name: 'صفحه اصلی', exact: true }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/contant');
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();

    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  },
);

test('the header shrinks after scrolling, and the back-to-top button brings the shopper up', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const header = page.locator('header.site-header');
  await expect(header).not.toHaveClass(/compact/);
  await expect(page.getByRole('button', { name: 'بازگشت به بالای صفحه' })).toHaveCount(0);
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveClass(/compact/);
  await tapWhereItShows(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the main links are in the header on a desktop and in a slide-in menu that holds focus on a phone', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  if (!isPhone(testInfo)) {
    const nav = page.getByRole('navigation', { name: 'منوی اصلی' });
    await expect(nav.getByRole('link', { name: 'تماس با ما' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'ثبت نام / ورود' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'باز کردن منو' })).toBeHidden();
    return;
  }
  await page.getByRole('button', { name: 'باز کردن منو' }).click();
  const menu = page.getByRole('dialog', { name: 'منوی اصلی' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'تماس با ما' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ثبت نام / ورود' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'بستن منو' })).toBeFocused();
  await screenshot(page, testInfo, 'mobile-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'باز کردن منو' })).toBeFocused();
});

test('the back-to-top button sits at the bottom right, as the spec says', async ({ page }) => {
  await page.goto('/shop');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await scrollToWhereItShows(page);
  const button = page.getByRole('button', { name: 'بازگشت به بالای صفحه' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(width - (box.x + box.width)).toBeLessThan(40);
  await tapWhereItShows(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * The button steps aside over a card's buttons (walkPast below checks where): scrolls on, a card's
 * height at most, to where it is shown, as a shopper's thumb would.
 */
async function scrollToWhereItShows(page: Page) {
  const button = page.locator('.to-top');
  for (let step = 0; step < 12; step++) {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (!(await button.evaluate((element) => element.classList.contains('aside')))) break;
    await page.evaluate(() => window.scrollBy(0, 40));
  }
  await expect(button).not.toHaveClass(/aside/);
}

/**
 * Taps the button where it shows. A locator's click first scrolls its target into view, which on a
 * phone moves the page, and the button then steps aside over a card's buttons.
 */
async function tapWhereItShows(page: Page) {
  await scrollToWhereItShows(page);
  const box = (await page.locator('.to-top').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

type Box = { x: number; y: number; width: number; height: number };
const boxesOf = async (elements: Locator) =>
  (await elements.evaluateAll((all) =>
    all.map((element) => element.getBoundingClientRect().toJSON()),
  )) as Box[];

/**
 * Scrolls the page down step by step; at each stop, once the button has settled, it must not be seen
 * over anything marked to keep clear (`data-keep-clear`: `target` among them). Answers how often the
 * button was seen, and how often `target` passed through its corner (so the walk really tested something).
 */
async function walkPast(page: Page, target: Locator) {
  // By its class: a role query does not see it while it is hidden.
  const button = page.locator('.to-top');
  const keepClear = page.locator('[data-keep-clear]');
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let seen = 0;
  let crossed = 0;
  for (let y = 320; y <= height; y += 40) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(button).toBeAttached();
    // Hidden while over them (after its short fade), shown again once they have passed. The page may
    // still move after the scroll (the phone's order bar appears and lifts the button), so what is
    // under the button is measured anew at each try, until the button agrees with it.
    let under = false;
    let corner = (await button.boundingBox())!;
    await expect
      .poll(
        async () => {
          corner = (await button.boundingBox())!;
          under = (await boxesOf(keepClear)).some((box) => overlaps(box, corner));
          return (await button.isVisible()) === !under;
        },
        { message: `at ${y} px the button is shown exactly when nothing to keep clear is under it` },
      )
      .toBe(true);
    if ((await boxesOf(target)).some((box) => overlaps(box, corner))) crossed += 1;
    if (!under) seen += 1;
  }
  return { seen, crossed };
}

test('the back-to-top button never covers the order buttons or a dashboard row', async ({
  page,
  request,
  loginAs,
}, testInfo) => {
  // Two long walks, a stop every 40 px with a check at each: three times a journey's minute.
  test.slow();
  const [product] = await demoProducts(request);
  // A small phone: the order buttons are still on screen when the button appears.
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 640 });
  await page.goto(`/product/${product!._id}`);
  const walk = await walkPast(page, page.locator('.order-buttons a'));
  expect(walk.seen).toBeGreaterThan(0);
  if (isPhone(testInfo)) expect(walk.crossed).toBeGreaterThan(0);

  await loginAs('admin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'محصولات' }).click();
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  const rows = await walkPast(page, page.locator('.admin-table tbody tr'));
  expect(rows.crossed).toBeGreaterThan(0);
  expect(rows.seen).toBeGreaterThan(0);
});

test('a page whose code cannot be fetched (the phone went offline) shows the load-failure panel; its button loads the page again', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/about');
  await waitForApp(page);
  const termsLink = page.locator('.site-footer').getByRole('link', { name: 'قوانین و مقررات' });
  // The footer's own code is in: the link is the app's, not only the server's drawing.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('.site-footer a[href="/terms"]') ?? {}).some((key) =>
      key.startsWith('__reactProps$'),
    ),
  );
  await context.setOffline(true);
  await termsLink.click();
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('مشکلی پیش آمده');
  await expect(panel).toContainText('بارگذاری ناموفق بود. لطفاً دوباره تلاش کنید.');
  await expect(page.locator('.site-header')).toBeVisible();
  await screenshot(page, testInfo, 'page-failure');
  await expectAccessible(page, 'load-failure panel');

  await context.setOffline(false);
  await panel.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('قوانین و مقررات');
  await expect(panel).toHaveCount(0);
});
