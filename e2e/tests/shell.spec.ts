import { expect, test } from '@playwright/test';

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of widths) {
  test(`the shop shell loads right-to-left in Persian on a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فروشگاه برق‌آفرین');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Vazirmatn');
    });
    expect(font).toBe(true);
    await page.screenshot({ path: `test-results/screenshots/shell-${viewport.name}.png`, fullPage: true });
  });
}

test('a client route reloads into the app, and an unknown API path answers JSON', async ({
  page,
  request,
}) => {
  await page.goto('/product/some-id');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
