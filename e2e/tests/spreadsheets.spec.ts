import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { persianDigits, screenshot, tomanValue } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

/** How far the page reaches past the screen's edge (nothing to scroll sideways: 0 or less). */
const sidewaysScroll = (page: Page) => () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Chooses a CSV file of these rows in the import form (saved as Excel's «CSV UTF-8» saves it). */
const chooseSheet = (page: Page, rows: string[][]) =>
  page.getByLabel('فایل اکسل یا CSV').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(rows, { bom: true })),
  });

test(
  'an admin exports the catalog, edits a price in the file, checks it, applies it, sees the new price on the product page, and undoes the import',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'ورود و خروج اکسل' }).click();
    await expect(page).toHaveURL('/admin/spreadsheets');
    await expect(page.getByRole('heading', { level: 1, name: 'ورود و خروج اکسل' })).toBeVisible();
    await expect.poll(sidewaysScroll(page)).toBeLessThanOrEqual(0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'دریافت فایل CSV' }).click();
    const file = await readFile((await (await download).path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(file, { bom: true }) as string[][];
    const priceColumn = header!.indexOf('قیمت (تومان)');
    // A product without options (one row, no variant id): its page shows the row's price.
    const row = rows.find((cells) => cells[header!.indexOf('شناسه تنوع')] === '')!;
    const productId = row[0]!;
    const oldPrice = Number(row[priceColumn]);
    const newPrice = oldPrice + 7000;

    // A price that is not a number: the dry run names its row and column, and nothing can be applied.
    row[priceColumn] = 'ارزان';
    await chooseSheet(page, [header!, ...rows]);
    await page.getByRole('button', { name: 'بررسی فایل' }).click();
    await expect(page.getByRole('heading', { name: 'نتیجه بررسی' })).toBeFocused();
    const problems = page.locator('.sheet-check tbody tr');
    await expect(problems).toHaveCount(1);
    await expect(problems.first()).toContainText((rows.indexOf(row) + 2).toLocaleString('fa-IR'));
    await expect(problems.first()).toContainText('قیمت (تومان)');
    await expect(problems.first()).toContainText('قیمت نامعتبر است');
    await expect(page.getByRole('button', { name: 'ثبت تغییرات' })).toHaveCount(0);
    await expectAccessible(page, '/admin/spreadsheets with problems');
    await screenshot(page, testInfo, 'spreadsheets-problems');

    row[priceColumn] = persianDigits(newPrice);
    await chooseSheet(page, [header!, ...rows]);
    await expect(page.getByRole('heading', { name: 'نتیجه بررسی' })).toHaveCount(0);
    await page.getByRole('button', { name: 'بررسی فایل' }).click();
    const check = page.locator('.sheet-check');
    await expect(check).toContainText(
      `${rows.length.toLocaleString('fa-IR')} ردیف خوانده شد: ۰ محصول تازه، ۱ ویرایش`,
    );
    await expect(check).toContainText('فایل مشکلی ندارد');
    // The dry run shows the cell that changes, as the shop has it and as the sheet says.
    const changed = page.getByRole('table', { name: 'خانه‌هایی که تغییر می‌کنند' }).locator('tbody tr');
    await expect(changed).toHaveCount(1);
    await expect(changed.locator('td')).toHaveText([
      `ردیف ${(rows.indexOf(row) + 2).toLocaleString('fa-IR')}`,
      'قیمت (تومان)',
      oldPrice.toLocaleString('fa-IR'),
      newPrice.toLocaleString('fa-IR'),
    ]);
    await screenshot(page, testInfo, 'spreadsheets-changes');
    await page.getByRole('button', { name: 'ثبت تغییرات' }).click();

    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('status')).toHaveText(
      `۰ محصول افزوده شد، ۱ محصول ویرایش شد و ${(rows.length - 1).toLocaleString('fa-IR')} محصول بدون تغییر ماند`,
    );
    await expect(page.getByText(/ثبت ردیف‌ها: ۱ از ۱/)).toBeVisible();
    await expectAccessible(page, '/admin/spreadsheets applied');
    await expect.poll(sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, 'spreadsheets-applied');

    const shownPrice = async () => {
      await page.goto(`/product/${productId}`);
      return tomanValue((await page.locator('.product-info .price-current').textContent())!);
    };
    expect(await shownPrice()).toBe(newPrice);

    // The import is the newest of «ورودهای اخیر», undone as a whole: the product's price is the old one again.
    await page.goto('/admin/spreadsheets');
    const recent = page.getByRole('region', { name: 'ورودهای اخیر' });
    const newest = recent.locator('tbody tr').first();
    await expect(newest).toContainText('اعمال‌شده؛ بازگرداندنی تا');
    await screenshot(page, testInfo, 'spreadsheets-recent-imports');
    // The list on a phone's width: no sideways scroll, the undo button in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, 'spreadsheets-recent-imports-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await newest.getByRole('button', { name: 'بازگردانی' }).click();
    await page.getByRole('button', { name: 'بله، بازگردانده شود' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      '۰ محصول افزوده‌شده حذف شد و ۱ محصول به پیش از این ورود برگشت',
    );
    await page.getByRole('button', { name: 'باشه' }).click();
    await expect(newest).toContainText('بازگردانده در');
    await expect(newest.getByRole('button', { name: 'بازگردانی' })).toHaveCount(0);
    expect(await shownPrice()).toBe(oldPrice);
  },
);
