import type { Locator } from '@playwright/test';
import { expectAccessible, overlaps } from './support/a11y';
import { confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import { demoCategories, screenshot } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

test(
  'editing without a change and leaving asks nothing; a real change asks in Persian, and staying keeps the edit',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
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
  },
);

test("the browser's Back with unsaved changes asks too; staying keeps the form, leaving goes back", async ({
  page,
}) => {
  const [category] = await demoCategories(page.request);
  // Reached inside the app, so Back stays in the app (a Back to another document is the browser's own
  // «leave site?», which the form asks for too).
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'دسته‌بندی‌ها' }).click();
  await page
    .locator('.admin-table tbody tr', { hasText: category!.title })
    .getByRole('link', { name: 'ویرایش', exact: true })
    .click();
  await expect(page).toHaveURL(`/category/edit/${category!._id}`);
  await expect(page.locator('.ql-editor')).not.toBeEmpty();
  await page.getByLabel('عنوان').fill(`${category!.title} ویرایش‌شده`);

  await page.goBack();
  await expect(dialogTitle(page)).toHaveText('تغییرات ذخیره نشده است');
  await expect(page).toHaveURL(`/category/edit/${category!._id}`);
  await page.getByRole('button', { name: 'ماندن در صفحه' }).click();
  await expect(page).toHaveURL(`/category/edit/${category!._id}`);
  await expect(page.getByLabel('عنوان')).toHaveValue(`${category!.title} ویرایش‌شده`);

  await page.goBack();
  await expect(dialogTitle(page)).toHaveText('تغییرات ذخیره نشده است');
  await page.getByRole('button', { name: 'خروج بدون ذخیره' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dialogTitle(page)).toHaveCount(0);
  // Nothing was saved.
  const [unchanged] = await demoCategories(page.request);
  expect(unchanged!.title).toBe(category!.title);
});

test(
  'after a create the forms are empty: file inputs, stock, popular and category too',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
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
    await page.getByLabel('موجودی', { exact: true }).fill('۰');
    await page.getByLabel('نمایش در صفحه اصلی').check();
    await page.getByLabel('دسته‌بندی (اختیاری)').selectOption({ label: first });
    await page.getByLabel('عکس اصلی').setInputFiles(TINY_PNG);
    await page.getByRole('button', { name: 'ایجاد محصول' }).click();
    await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ایجاد شد!');
    await confirmDialog(page);
    await expect(page.getByLabel('عنوان')).toHaveValue('');
    await expect(page.getByLabel('قیمت (تومان)')).toHaveValue('');
    await expect(page.getByLabel('موجودی', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('نمایش در صفحه اصلی')).not.toBeChecked();
    await expect(page.getByLabel('دسته‌بندی (اختیاری)')).toHaveValue('');
    await expect(page.getByLabel('عکس اصلی')).toHaveValue('');
    await expect(page.locator('.ql-editor')).toHaveText('');
    await screenshot(page, testInfo, 'product-form-after-create');
  },
);

/** The words CSS writes on an element (Quill's labels are `::before`/`::after` content). */
const drawnText = (locator: Locator, pseudo: '::before' | '::after') =>
  locator.evaluate((element, which) => getComputedStyle(element, which).content, pseudo);

test('file inputs are Persian pickers that the keyboard reaches, naming the chosen files', async ({
  page,
}, testInfo) => {
  await page.goto('/product/create');
  const main = page.getByLabel('عکس اصلی');
  const picker = page.locator('.file-picker', { has: main });
  await expect(picker).toContainText('انتخاب عکس');
  await expect(main).toHaveAccessibleDescription('هنوز عکسی انتخاب نشده است');
  // The native control («Choose File / No file chosen») is there, but unseen under the drawn one.
  await expect(main).toHaveCSS('opacity', '0');
  // Polled: the form may still be settling (fonts, the page's script) when the first boxes are read.
  await expect
    .poll(async () =>
      overlaps((await main.boundingBox())!, (await picker.locator('.file-picker-button').boundingBox())!),
    )
    .toBe(true);

  // The keyboard reaches it from the field before, and shows where the focus is.
  await page.getByLabel(/^گارانتی/).focus();
  await page.keyboard.press('Tab');
  await expect(main).toBeFocused();
  await expect(picker).toHaveCSS('outline-style', 'solid');

  // A click (or a tap) opens the system's file chooser; the chosen file is named in Persian text.
  const chooser = page.waitForEvent('filechooser');
  await main.click();
  await (await chooser).setFiles({ ...TINY_PNG, name: 'lamp.png' });
  await expect(main).toHaveAccessibleDescription('lamp.png');
  await page.getByLabel('گالری تصاویر').setInputFiles([
    { ...TINY_PNG, name: 'a.png' },
    { ...TINY_PNG, name: 'b.png' },
  ]);
  await expect(page.getByLabel('گالری تصاویر')).toHaveAccessibleDescription('۲ فایل: a.png، b.png');
  await screenshot(page, testInfo, 'file-pickers');
  await expectAccessible(page, '/product/create');
});

test("the editor's heading picker and link box are Persian, right to left, and on screen", async ({
  page,
}, testInfo) => {
  await page.goto('/category/create');
  const editor = page.locator('.ql-editor');
  await expect(editor).toBeVisible();
  const toolbar = page.getByRole('toolbar');
  const names = await toolbar
    .locator('button, .ql-picker-label')
    .evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-label')));
  expect(names.filter((name) => !/[\u0600-\u06FF]/.test(name ?? ''))).toEqual([]);

  // The heading picker: Persian words, its arrow beside them (at the inline end), not over them.
  const heading = toolbar.getByRole('button', { name: 'نوع متن' });
  expect(await drawnText(heading, '::before')).toBe('"متن عادی"');
  const arrow = (await heading.locator('svg').boundingBox())!;
  const label = (await heading.boundingBox())!;
  const textStartsAfter = await heading.evaluate((element) =>
    parseFloat(getComputedStyle(element).paddingLeft),
  );
  expect(arrow.x + arrow.width).toBeLessThanOrEqual(label.x + textStartsAfter + 0.5);
  await heading.click();
  const items = page.locator('.ql-header .ql-picker-item');
  expect(await Promise.all((await items.all()).map((item) => drawnText(item, '::before')))).toEqual([
    '"عنوان ۱"',
    '"عنوان ۲"',
    '"عنوان ۳"',
    '"متن عادی"',
  ]);
  await items.nth(1).click();
  await editor.pressSequentially('یک عنوان');
  await expect(editor.locator('h2')).toHaveText('یک عنوان');
  expect(await drawnText(heading, '::before')).toBe('"عنوان ۲"');

  // The link box: Persian words, an address typed left to right, inside the screen even at 390 px.
  await editor.press('ControlOrMeta+a');
  await toolbar.getByRole('button', { name: 'پیوند' }).click();
  const box = page.locator('.ql-tooltip.ql-editing');
  await expect(box).toBeVisible();
  expect(await drawnText(box, '::before')).toBe('"نشانی پیوند:"');
  const address = box.getByRole('textbox', { name: 'نشانی پیوند' });
  await expect(address).toHaveAttribute('placeholder', 'https://example.com');
  await expect(address).toHaveAttribute('dir', 'ltr');
  await expect(address).toBeFocused();
  await expect(box.getByRole('button', { name: 'ذخیره' })).toBeVisible();
  expect(await drawnText(box.locator('a.ql-action'), '::after')).toBe('"ذخیره"');
  const shown = (await box.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await screenshot(page, testInfo, 'editor-link-box');
  await expectAccessible(page, '/category/create with the link box open');
  await address.fill('https://example.com/lamps');
  await address.press('Enter');
  await expect(editor.locator('a[href="https://example.com/lamps"]')).toHaveText('یک عنوان');
});

test(
  'dialogs wear the shop: its font and colours; a delete confirms in red with the focus on «لغو»',
  { tag: '@one-screen' },
  async ({ page, request }, testInfo) => {
    const [product] = (await (await request.get('/api/products?pageSize=1')).json()).items as {
      _id: string;
      title: string;
    }[];
    await page.goto('/dashboard');
    await page.getByLabel('جستجو در کاربران، دسته‌بندی‌ها، برندها و محصولات').fill(product!.title);
    await page.getByRole('tab', { name: 'محصولات' }).click();
    const row = page.locator('.admin-table tbody tr', { hasText: product!.title });
    await row.getByRole('button', { name: 'حذف' }).click();

    const popup = page.locator('.swal2-popup');
    await expect(dialogTitle(page)).toHaveText(`آیا از حذف ${product!.title} اطمینان دارید؟`);
    await expect(popup).toHaveCSS('font-family', /Vazirmatn/);
    await expect(dialogTitle(page)).toHaveCSS('color', 'rgb(10, 54, 92)'); // --brand-dark
    const yes = page.getByRole('button', { name: 'بله، حذف شود' });
    const no = page.getByRole('button', { name: 'لغو' });
    await expect(yes).toHaveCSS('background-color', 'rgb(180, 35, 24)'); // --danger
    await expect(no).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(no).toHaveCSS('border-color', 'rgb(15, 76, 129)'); // --brand
    await expect(no).toBeFocused();
    await screenshot(page, testInfo, 'delete-dialog');
    await expectAccessible(page, 'the delete dialog');
    // Enter on the focused choice keeps the product.
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    await expect(row).toBeVisible();
    expect((await request.get(`/api/product/${product!._id}`)).status()).toBe(200);

    // A plain message: its one button in the shop's blue.
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await expect(page.getByRole('button', { name: 'باشه' })).toHaveCSS(
      'background-color',
      'rgb(15, 76, 129)',
    );
    await screenshot(page, testInfo, 'message-dialog');
    await confirmDialog(page);
  },
);
