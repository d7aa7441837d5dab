import type { Page } from '@playwright/test';
import { confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import { expect, test } from './support/test';

/** One API call answers like a broken proxy would: a 500 with an HTML page, no JSON body. */
const breakProxyFor = (page: Page, method: string, path: string) =>
  page.route(
    (url) => url.pathname === path,
    (route) =>
      route.request().method() === method
        ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
        : route.fallback(),
  );

const dialogText = (page: Page) => page.locator('.swal2-html-container');

test(
  'answers without a JSON body show the spec fallback texts of each screen',
  { tag: '@one-screen' },
  async ({ page, loginAs }) => {
    await breakProxyFor(page, 'POST', '/api/auth/login');
    await page.goto('/auth');
    await page.getByLabel('شماره موبایل').fill('09120000000');
    await page.getByLabel('رمز عبور').fill('whatever-password');
    await page.getByRole('button', { name: 'ورود' }).click();
    await expect(dialogTitle(page)).toHaveText('ورود ناموفق');
    await expect(dialogText(page)).toHaveText('خطا در ورود');
    await confirmDialog(page);
    await page.unrouteAll();

    await loginAs('admin');
    await breakProxyFor(page, 'POST', '/api/category');
    await page.goto('/category/create');
    await page.getByLabel('عنوان').fill('دسته‌ای که ذخیره نمی‌شود');
    await page.locator('.ql-editor').fill('توضیح');
    await page.getByLabel('عکس', { exact: true }).setInputFiles(TINY_PNG);
    await page.getByRole('button', { name: 'ایجاد دسته‌بندی' }).click();
    await expect(dialogText(page)).toHaveText('ایجاد دسته بندی جدید ناموفق بود. دوباره تلاش کنید.');
    await confirmDialog(page);

    await breakProxyFor(page, 'GET', '/api/user');
    await page.goto('/dashboard');
    await expect(dialogTitle(page)).toHaveText('خطا');
    await confirmDialog(page);
    await expect(page.locator('.count-cards li', { hasText: 'کاربران' }).locator('strong')).toHaveText('—');

    const profile = await page.getByRole('link', { name: 'پروفایل من' }).first().getAttribute('href');
    await breakProxyFor(page, 'POST', '/api/auth/logout');
    await page.goto(profile!);
    await page.getByRole('button', { name: 'خروج از حساب' }).click();
    await expect(dialogTitle(page)).toHaveText('خروج ناموفق');
    await expect(dialogText(page)).toHaveText('مشکلی پیش آمد. دوباره تلاش کنید.');
  },
);
