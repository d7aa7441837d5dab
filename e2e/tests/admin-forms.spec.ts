import { confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import { demoCategories, screenshot } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

test('editing without a change and leaving asks nothing; a real change asks in Persian, and staying keeps the edit', async ({
  page,
}, testInfo) => {
  let nativeDialogs = 0;
  page.on('dialog', (dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  });
  const [category] = await demoCategories(page.request);
  await page.goto(`/category/edit/${category!._id}`);
  await expect(page.getByLabel('عنوان')).toHaveValue(category!.title);
  await expect(page.locator('.ql-editor')).not.toBeEmpty();
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto(`/category/edit/${category!._id}`);
  await expect(page.locator('.ql-editor')).not.toBeEmpty();
  await page.locator('.ql-editor').press('End');
  await page.keyboard.type(' تازه');
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialogTitle(page)).toHaveText('تغییرات ذخیره نشده است');
  await expect(page.getByRole('button', { name: 'ماندن در صفحه' })).toBeFocused();
  await screenshot(page, testInfo, 'leave-dialog');
  await page.getByRole('button', { name: 'ماندن در صفحه' }).click();
  await expect(page).toHaveURL(`/category/edit/${category!._id}`);
  await expect(page.locator('.ql-editor')).toContainText('تازه');

  // Saving for real goes back without asking.
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('دسته بندی با موفقیت ویرایش شد');
  await confirmDialog(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(dialogTitle(page)).toHaveCount(0);
  expect(nativeDialogs).toBe(0);
});

test('after a create the forms are empty: file inputs, stock, popular and category too', async ({
  page,
}, testInfo) => {
  await page.goto('/category/create');
  const first = `دسته پاک‌شونده ${testInfo.project.name}`;
  await page.getByLabel('عنوان').fill(first);
  await page.locator('.ql-editor').fill('توضیح');
  await page.getByLabel('عکس', { exact: true }).setInputFiles(TINY_PNG);
  await page.getByRole('button', { name: 'ایجاد دسته‌بندی' }).click();
  await expect(dialogTitle(page)).toHaveText('دسته بندی با موفقیت ایجاد شد');
  await confirmDialog(page);
  await expect(page.getByLabel('عنوان')).toHaveValue('');
  await expect(page.getByLabel('عکس', { exact: true })).toHaveValue('');
  // The next submit without a file asks for one: the old file is really gone.
  await page.getByRole('button', { name: 'ایجاد دسته‌بندی' }).click();
  await expect(page.getByText('عکس الزامی است.')).toBeVisible();

  await page.goto('/product/create');
  await page.getByLabel('عنوان').fill(`محصول پاک‌شونده ${testInfo.project.name}`);
  await page.locator('.ql-editor').fill('توضیح');
  await page.getByLabel('قیمت (تومان)').fill('۹۰۰۰');
  await page.getByLabel('ناموجود').check();
  await page.getByLabel('نمایش در صفحه اصلی').check();
  await page.getByLabel('دسته‌بندی (اختیاری)').selectOption({ label: first });
  await page.getByLabel('عکس اصلی').setInputFiles(TINY_PNG);
  await page.getByRole('button', { name: 'ایجاد محصول' }).click();
  await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ایجاد شد!');
  await confirmDialog(page);
  await expect(page.getByLabel('عنوان')).toHaveValue('');
  await expect(page.getByLabel('قیمت (تومان)')).toHaveValue('');
  await expect(page.getByLabel('موجود', { exact: true })).toBeChecked();
  await expect(page.getByLabel('نمایش در صفحه اصلی')).not.toBeChecked();
  await expect(page.getByLabel('دسته‌بندی (اختیاری)')).toHaveValue('');
  await expect(page.getByLabel('عکس اصلی')).toHaveValue('');
  await expect(page.locator('.ql-editor')).toHaveText('');
  await screenshot(page, testInfo, 'product-form-after-create');
});
