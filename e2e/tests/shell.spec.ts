import { expect, test } from './support/test';
import { isPhone, screenshot } from './support/shop';

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

test('an unknown path shows the not-found screen, and the old /contant link lands on /contact', async ({
  page,
  request,
}, testInfo) => {
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
});

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
  await page.getByRole('button', { name: 'بازگشت به بالای صفحه' }).click();
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
  const button = page.getByRole('button', { name: 'بازگشت به بالای صفحه' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(width - (box.x + box.width)).toBeLessThan(40);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
