import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminApi, confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import { persianDigits, screenshot } from './support/shop';
import { expect, test } from './support/test';

/** A stored product as the API keeps it. */
async function storedProduct(page: Page, id: string) {
  const response = await page.request.get(`/api/product/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).product as { stock: number; image: string; title: string };
}

/** Whether an image has arrived and been drawn (not a broken picture). */
const drawn = (image: import('@playwright/test').Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test('the owner types a quantity, sees it marked when low, finds the new product by its links and its picture on edit', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('admin');
  const title = `پریز ارت‌دار آزمایشی ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/product/create');
  await page.getByLabel('عنوان').fill(title);
  await page.locator('.ql-editor').fill('پریز برای موجودی');
  await page.getByLabel('قیمت (تومان)').fill('۸۵۰۰۰');
  const quantity = page.getByLabel('موجودی', { exact: true });
  // Persian digits, and the mark follows what is typed.
  await quantity.fill('۳');
  await expect(page.locator('.stock-state')).toHaveText('موجودی کم (۵ یا کمتر)');
  await quantity.fill('۰');
  await expect(page.locator('.stock-state')).toHaveText('ناموجود (در فروشگاه «ناموجود» دیده می‌شود)');
  await quantity.fill('۳');
  await page.getByLabel('عکس اصلی').setInputFiles(TINY_PNG);
  await screenshot(page, testInfo, 'product-form-quantity');
  await page.getByRole('button', { name: 'ایجاد محصول' }).click();
  await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ایجاد شد!');
  await confirmDialog(page);

  // The emptied form, and above it the product just made with its two links; the note has the focus.
  const note = page.getByRole('status').filter({ hasText: 'ایجاد شد' });
  await expect(note).toContainText(`محصول «${title}» ایجاد شد.`);
  await expect(note).toBeFocused();
  await expect(page.getByLabel('عنوان')).toHaveValue('');
  const view = note.getByRole('link', { name: 'مشاهده محصول در فروشگاه' });
  const id = (await view.getAttribute('href'))!.split('/').pop()!;
  expect(await storedProduct(page, id)).toMatchObject({ title, stock: 3 });
  await expect(note.getByRole('link', { name: 'ویرایش همین محصول' })).toHaveAttribute(
    'href',
    `/product/edit/${id}`,
  );
  await screenshot(page, testInfo, 'product-form-created');
  await expectAccessible(page, '/product/create after a create');

  // Its edit form: the quantity as stored, the current picture shown (not «no file chosen»).
  await note.getByRole('link', { name: 'ویرایش همین محصول' }).click();
  await expect(page).toHaveURL(`/product/edit/${id}`);
  await expect(quantity).toHaveValue('۳');
  const current = page.getByRole('img', { name: `عکس اصلی فعلی ${title}` });
  await expect(current).toBeVisible();
  await expect.poll(() => drawn(current)).toBe(true);
  await expect(page.getByLabel('عکس اصلی (اختیاری)')).toHaveAccessibleDescription('عکس فعلی (زیر) می‌ماند');
  await quantity.fill('۱۲');
  await expect(page.locator('.stock-state')).toHaveText('');
  await current.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'product-form-edit');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ویرایش شد!');
  await confirmDialog(page);
  await expect(page).toHaveURL('/admin/products');
  expect(await storedProduct(page, id)).toMatchObject({ stock: 12 });
});

test("the dashboard's product list shows picture, category, brand and quantity, and filters by them", async ({
  page,
  loginAs,
  baseURL,
}, testInfo) => {
  await loginAs('admin');
  const api = adminApi(page);
  const suffix = `${testInfo.project.name} ${Date.now()}`;
  const category = await api.createCategory(baseURL!, `دسته موجودی ${suffix}`);
  const brandAnswer = await page.request.post('/api/brand', {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: { nameFa: `برند موجودی ${suffix}`, nameEn: `Stock Brand ${Date.now()}` },
  });
  expect(brandAnswer.ok()).toBe(true);
  const brand = (await brandAnswer.json()).brand as { _id: string; nameFa: string };
  const made = async (name: string, stock: string, withBrand: boolean) =>
    api.createProduct(baseURL!, {
      title: `${name} ${suffix}`,
      stock,
      categoryId: category._id,
      ...(withBrand ? { brandId: brand._id } : {}),
    });
  const none = await made('کلید تمام‌شده', '0', true);
  const few = await made('کلید رو به اتمام', '2', true);
  const plenty = await made('کلید فراوان', '40', false);

  await page.goto('/admin/products');
  const filters = page.getByRole('group', { name: 'فیلتر محصولات' });
  await filters.getByLabel('دسته‌بندی').selectOption({ label: category.title });
  const rows = page.locator('.admin-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'محصول' })).toHaveText(`${persianDigits(3)} محصول`);
  const row = (product: { title: string }) => rows.filter({ hasText: product.title });
  // Newest first; each row its picture, category, brand and quantity, marked when low or none.
  await expect(rows.locator('td:first-child')).toHaveText([plenty.title, few.title, none.title]);
  for (const product of [none, few, plenty]) {
    // Pictures load as they come into view.
    await row(product).locator('img').scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(row(product).locator('img'))).toBe(true);
  }
  await expect(row(few)).toContainText(category.title);
  await expect(row(few)).toContainText(brand.nameFa);
  await expect(row(few).locator('.row-quantity')).toHaveText('۲ عدد موجودی کم');
  await expect(row(none).locator('.row-quantity')).toHaveText('۰ عدد ناموجود');
  await expect(row(plenty).locator('.row-quantity')).toHaveText('۴۰ عدد');
  await expect(row(plenty)).toContainText('—');
  await screenshot(page, testInfo, 'admin-products-filtered');
  await expectAccessible(page, '/admin/products filtered');

  const stock = filters.getByLabel('موجودی');
  await stock.selectOption({ label: 'موجودی کم (۵ یا کمتر)' });
  await expect(rows.locator('td:first-child')).toHaveText([few.title]);
  await stock.selectOption({ label: 'ناموجود' });
  await expect(rows.locator('td:first-child')).toHaveText([none.title]);
  await stock.selectOption({ label: 'موجود' });
  await expect(rows.locator('td:first-child')).toHaveText([plenty.title, few.title]);
  await filters.getByLabel('برند').selectOption({ value: brand._id });
  await expect(rows.locator('td:first-child')).toHaveText([few.title]);
});

test('an admin has «ویرایش» on a product page; a shopper has none', async ({ page, loginAs, request }) => {
  const [product] = (await (await request.get('/api/products?pageSize=1')).json()).items as {
    _id: string;
  }[];
  await loginAs('user');
  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ویرایش' })).toHaveCount(0);

  await loginAs('admin');
  await page.goto(`/product/${product!._id}`);
  const edit = page.getByRole('link', { name: 'ویرایش', exact: true });
  await expect(edit).toBeVisible();
  await edit.click();
  await expect(page).toHaveURL(`/product/edit/${product!._id}`);
  await expect(page.getByRole('heading', { name: 'ویرایش محصول' })).toBeVisible();
});
