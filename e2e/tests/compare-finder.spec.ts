import { expectAccessible } from './support/a11y';
import { demoCategories, demoProducts, screenshot } from './support/shop';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';

const BREAKERS = 'کلید مینیاتوری و تجهیزات حفاظتی';

const storedIds = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('compareList') ?? '{"ids":[]}') as { ids: string[] }).ids,
  );

test('the header counts the compare list on every page and leads back to it; «افزودن کالا» finds products of its category and adds them in place', async ({
  page,
  request,
}, testInfo) => {
  const products = await demoProducts(request);
  const ic60 = products.find((item) => item.title.includes('iC60N'))!;
  const s201 = products.find((item) => item.title.includes('S201'))!;
  const breakers = (await demoCategories(request)).find((category) => category.title === BREAKERS)!;
  const elsewhere = products.find((item) => item.title.includes('کابل'))!;
  const header = page.getByRole('banner');

  await page.goto(`/category/${breakers._id}`);
  await expect(header.getByRole('link', { name: 'مقایسه', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `افزودن به مقایسه: ${ic60.title}`, exact: true }).click();
  await expect(header.getByRole('link', { name: 'مقایسه، ۱ محصول' })).toBeVisible();

  // On another page, the header still has it
  await page.goto(`/product/${elsewhere._id}`);
  const counter = header.getByRole('link', { name: 'مقایسه، ۱ محصول' });
  await expect(counter).toBeVisible();
  await screenshot(page, testInfo, 'compare-header-counter');
  await counter.click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);

  // «افزودن کالا»: a search of the list's category, added in place
  const open = page.getByRole('button', { name: '+ افزودن کالا' });
  await open.click();
  await expect(page.getByRole('button', { name: 'بستن جستجو' })).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('searchbox', { name: 'جستجوی کالا در همین دسته' });
  await expect(field).toBeFocused();
  await field.fill('کابل');
  await expect(
    page.getByRole('status').filter({ hasText: 'کالایی از این دسته با این عبارت یافت نشد.' }),
  ).toBeVisible();
  await field.fill('S201');
  const add = page.getByRole('button', { name: `افزودن به مقایسه: ${s201.title}`, exact: true });
  await expect(add).toBeVisible();
  await expectAccessible(page, 'compare page with its search open');
  await screenshot(page, testInfo, 'compare-finder');
  await add.click();
  await expect(page.getByRole('button', { name: `حذف از مقایسه: ${s201.title}` }).first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  // The search stays open, as typed, for the next one
  await expect(field).toHaveValue('S201');
  await expect(header.getByRole('link', { name: 'مقایسه، ۲ محصول' })).toBeVisible();
  expect(await storedIds(page)).toEqual([ic60._id, s201._id]);
  await screenshot(page, testInfo, 'compare-added');
});
