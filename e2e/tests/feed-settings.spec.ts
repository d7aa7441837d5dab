import { expectAccessible } from './support/a11y';
import { screenshot } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

test(
  'an admin switches the XML feed off and on, and copies the addresses to give Torob and Google',
  { tag: '@one-screen' },
  async ({ page, baseURL, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin/settings');
    const feeds = page.getByRole('region', { name: 'فیدهای ترب و گوگل' });
    await expect(feeds).toBeVisible();
    // Absolute, under the shop's address (PUBLIC_URL; here the test server's).
    await expect(feeds.getByLabel('نشانی API ترب')).toHaveValue(`${baseURL}/torob_api/v3/products`);
    const feedAddress = feeds.getByLabel('نشانی فید XML');
    await expect(feedAddress).toHaveValue(`${baseURL}/feeds/products.xml`);
    await expect(feeds).toContainText('TOROB_WEBHOOK_TOKEN');
    // Without the token nothing is sent, so the webhook's switch cannot read «روشن» (its stored choice is on).
    const webhookSwitch = feeds.getByRole('switch', { name: /وب‌هوک/ });
    await expect(webhookSwitch).not.toBeChecked();
    await expect(webhookSwitch).toBeDisabled();
    await expect(feeds.locator('.feed-row', { hasText: 'وب‌هوک' })).toContainText('غیرفعال');

    await feeds.getByRole('button', { name: 'کپی' }).first().click();
    await expect(feeds.getByRole('button', { name: 'کپی شد' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/torob_api/v3/products`,
    );
    await expectAccessible(page, '/admin/settings with the feeds');
    await screenshot(page, testInfo, 'feed-settings');

    const xmlSwitch = feeds.getByRole('switch', { name: /فید XML محصولات/ });
    await expect(xmlSwitch).toBeChecked();
    expect((await page.request.get('/feeds/products.xml')).status()).toBe(200);
    try {
      await xmlSwitch.click();
      await expect(xmlSwitch).not.toBeChecked();
      await expect(feeds).toContainText('خاموش است: این نشانی پاسخ «پیدا نشد» (۴۰۴) می‌دهد.');
      expect((await page.request.get('/feeds/products.xml')).status()).toBe(404);
      expect(await (await page.request.get('/robots.txt')).text()).not.toContain('products.xml');
      // Kept: the screen read again shows it off.
      await page.reload();
      await expect(xmlSwitch).not.toBeChecked();
      await screenshot(page, testInfo, 'feed-settings-off');
    } finally {
      if (!(await xmlSwitch.isChecked())) await xmlSwitch.click();
    }
    await expect(xmlSwitch).toBeChecked();
    expect((await page.request.get('/feeds/products.xml')).status()).toBe(200);
    expect(await (await page.request.get('/robots.txt')).text()).toContain(`${baseURL}/feeds/products.xml`);
  },
);
