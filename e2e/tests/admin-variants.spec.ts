import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminApi, confirmDialog, dialogTitle, RED_PNG, TINY_PNG } from './support/admin';
import { screenshot } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

const saleUnit = (page: Page) => page.getByRole('group', { name: 'واحد فروش' });
const variantsSection = (page: Page) => page.getByRole('group', { name: 'تنوع‌ها' });
/** A field of a variant's row, by its column and the combination («قیمت ۲٫۵»). */
const cell = (page: Page, column: string, combination: string) =>
  variantsSection(page).getByLabel(`${column} ${combination}`, { exact: true });

/** The variant table's rows (a table on a wide screen, cards on a phone). */
const rows = (page: Page) => variantsSection(page).locator('tbody tr');

/** The page never scrolls sideways: the table scrolls (or stacks) inside its own box. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The whole form, its editor loaded, from the top (the header stays where the page was scrolled to). */
async function fullPageShot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('.ql-editor')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, name);
}

test('an admin sells a cable by the roll in three cross-sections: makes the combinations, prices them, saves, and edits them again', async ({
  page,
}, testInfo) => {
  const title = `کابل افشان تنوع‌دار ${testInfo.project.name} ${Date.now()}`;
  // Codes are the shop's: each project's product has its own.
  const code = `CBL-15-${testInfo.project.name}-${Date.now()}`;
  await page.goto('/product/create');
  await page.getByLabel('عنوان').fill(title);
  await page.locator('.ql-editor').fill('کابل افشان برای سیم‌کشی ساختمان');

  await saleUnit(page).getByLabel('واحد', { exact: true }).selectOption({ label: 'حلقه' });
  await saleUnit(page).getByLabel('مقدار هر واحد').fill('۱۰۰');
  await expect(saleUnit(page)).toContainText('قیمت و موجودی برای هر حلقه‌ی ۱۰۰ متری است');

  // An option: the price fields give way to the variant table.
  const section = variantsSection(page);
  await section.getByRole('button', { name: 'افزودن گزینه' }).click();
  await expect(page.getByLabel('قیمت (تومان)')).toHaveCount(0);
  await section.getByLabel('نام گزینه ۱').fill('سطح مقطع');
  const values = section.getByLabel('مقدارهای «سطح مقطع»');
  await values.fill('۱٫۵، ۲٫۵,');
  await values.fill('۴');
  await values.press('Enter');
  const chips = section.getByRole('list', { name: 'مقدارهای سطح مقطع به ترتیب' }).locator('bdi');
  await expect(chips).toHaveText(['۱٫۵', '۲٫۵', '۴']);
  await section.getByRole('button', { name: 'انتقال «۴» به قبل' }).click();
  await expect(chips).toHaveText(['۱٫۵', '۴', '۲٫۵']);
  await section.getByRole('button', { name: 'انتقال «۴» به بعد' }).click();
  await expect(chips).toHaveText(['۱٫۵', '۲٫۵', '۴']);

  await section.getByRole('button', { name: 'ساخت ترکیب‌ها' }).click();
  await expect(rows(page)).toHaveCount(3);
  // A new product's images have no names yet: no row chooses one.
  await expect(cell(page, 'عکس', '۱٫۵')).toHaveCount(0);
  await section.getByLabel('موجودی برای همه').fill('۲۰');
  await section.getByRole('button', { name: 'اعمال موجودی به همه' }).click();
  await cell(page, 'قیمت', '۱٫۵').fill('۱۸۰۰۰۰۰');
  await expect(section.getByText('۱٬۸۰۰٬۰۰۰ تومان')).toBeVisible();
  await cell(page, 'قیمت قبل از تخفیف', '۱٫۵').fill('۲۰۰۰۰۰۰');
  await cell(page, 'قیمت', '۲٫۵').fill('۲۸۰۰۰۰۰');
  await cell(page, 'قیمت', '۴').fill('۴۵۰۰۰۰۰');
  await cell(page, 'موجودی', '۴').fill('۰');
  await cell(page, 'کد کالا', '۱٫۵').fill(code);
  await cell(page, 'فعال', '۴').uncheck();

  await page.getByLabel('عکس اصلی').setInputFiles(TINY_PNG);
  await page.getByLabel('گالری تصاویر').setInputFiles([RED_PNG]);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/product') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'ایجاد محصول' }).click();
  const answer = await created;
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ایجاد شد!');
  await confirmDialog(page);
  const product = (await answer.json()).newProduct as {
    _id: string;
    unit: string;
    unitSize: number;
    options: unknown;
    variants: { options: string[]; price: number; stock: number; code: string | null; enabled: boolean }[];
  };
  expect(product).toMatchObject({
    unit: 'roll',
    unitSize: 100,
    options: [{ name: 'سطح مقطع', attributeId: null, values: ['۱٫۵', '۲٫۵', '۴'] }],
  });
  expect(
    product.variants.map(({ options, price, stock, code, enabled }) => [
      options,
      price,
      stock,
      code,
      enabled,
    ]),
  ).toEqual([
    [['۱٫۵'], 1_800_000, 20, code, true],
    [['۲٫۵'], 2_800_000, 20, null, true],
    [['۴'], 4_500_000, 0, null, false],
  ]);

  // The edit page shows the variants as saved.
  await page.goto(`/product/edit/${product._id}`);
  await expect(cell(page, 'قیمت', '۱٫۵')).toHaveValue('۱۸۰۰۰۰۰');
  await expect(cell(page, 'قیمت قبل از تخفیف', '۱٫۵')).toHaveValue('۲۰۰۰۰۰۰');
  await expect(cell(page, 'موجودی', '۲٫۵')).toHaveValue('۲۰');
  await expect(cell(page, 'کد کالا', '۱٫۵')).toHaveValue(code);
  await expect(cell(page, 'فعال', '۴')).not.toBeChecked();
  await expect(saleUnit(page).getByLabel('مقدار هر واحد')).toHaveValue('۱۰۰');

  // A fourth value: the table is made again, the rows that remain keep what was typed.
  const editValues = variantsSection(page).getByLabel('مقدارهای «سطح مقطع»');
  await editValues.fill('۶');
  await editValues.press('Enter');
  await expect(variantsSection(page).getByRole('status')).toContainText('«ساخت ترکیب‌ها» را دوباره بزنید');
  await variantsSection(page).getByRole('button', { name: 'ساخت ترکیب‌ها' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(cell(page, 'قیمت', '۲٫۵')).toHaveValue('۲۸۰۰۰۰۰');
  await cell(page, 'قیمت', '۶').fill('۶۹۰۰۰۰۰');
  await cell(page, 'عکس', '۲٫۵').selectOption({ label: 'تصویر ۱ گالری' });

  // The API's rule, in its Persian words, beside the field it is about.
  await saleUnit(page).getByLabel('حداقل سفارش').fill('۱۰۰');
  await saleUnit(page).getByLabel('گام سفارش').fill('۳۰');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('ویرایش محصول ناموفق بود');
  await confirmDialog(page);
  const stepError = saleUnit(page).getByRole('alert');
  await expect(stepError).toHaveText(
    'حداقل سفارش باید مضربی از گام سفارش باشد (مثلاً حداقل ۱۰۰ با گام ۱۰۰ یا ۵۰)',
  );
  expect(await pageScrollsSideways(page)).toBe(false);
  await fullPageShot(page, testInfo, 'admin-variants-error');

  await saleUnit(page).getByLabel('گام سفارش').fill('۵۰');
  await expect(stepError).toHaveCount(0);
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ویرایش شد!');
  await confirmDialog(page);

  await page.goto(`/product/edit/${product._id}`);
  await expect(rows(page)).toHaveCount(4);
  await expect(cell(page, 'قیمت', '۶')).toHaveValue('۶۹۰۰۰۰۰');
  await expect(cell(page, 'قیمت', '۱٫۵')).toHaveValue('۱۸۰۰۰۰۰');
  await expect(cell(page, 'عکس', '۲٫۵')).toHaveValue(/\S/);
  await expect(saleUnit(page).getByLabel('حداقل سفارش')).toHaveValue('۱۰۰');
  await expect(saleUnit(page).getByLabel('گام سفارش')).toHaveValue('۵۰');
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectAccessible(page, 'product form with variants');
  await fullPageShot(page, testInfo, 'admin-variants');
});

test(
  'an option tied to a number attribute of the category takes its name, and the API’s words for a value that is not a number show beside the options',
  { tag: '@one-screen' },
  async ({ page, baseURL }, testInfo) => {
    const category = await adminApi(page).createCategory(
      baseURL!,
      `سیم تنوع‌دار ${testInfo.project.name} ${Date.now()}`,
    );
    const created = await page.request.post(`/api/category/${category._id}/attributes`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { name: 'سطح مقطع', kind: 'number', unit: 'میلی‌متر مربع', filterable: true },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const attribute = (await created.json()).attribute as { _id: string };

    await page.goto('/product/create');
    await page.getByLabel('عنوان').fill(`سیم مفتولی ${testInfo.project.name} ${Date.now()}`);
    await page.locator('.ql-editor').fill('سیم مفتولی');
    await page.getByLabel('دسته‌بندی (اختیاری)').selectOption({ label: category.title });
    await page.getByLabel('عکس اصلی').setInputFiles(TINY_PNG);
    const section = variantsSection(page);
    await section.getByRole('button', { name: 'افزودن گزینه' }).click();
    await section
      .getByLabel('ویژگی فنی گزینه ۱ (اختیاری)')
      .selectOption({ label: 'سطح مقطع (میلی‌متر مربع)' });
    await expect(section.getByLabel('نام گزینه ۱')).toHaveValue('سطح مقطع');
    await expect(section).toContainText('مقدارها عدد باشند (به میلی‌متر مربع)');
    const values = section.getByLabel('مقدارهای «سطح مقطع»');
    await values.fill('شش،');
    await section.getByRole('button', { name: 'ساخت ترکیب‌ها' }).click();
    await cell(page, 'قیمت', 'شش').fill('۱۲۰۰۰');

    await page.getByRole('button', { name: 'ایجاد محصول' }).click();
    await expect(dialogTitle(page)).toHaveText('ایجاد محصول ناموفق بود');
    await confirmDialog(page);
    await expect(section.getByRole('alert')).toHaveText(
      'مقدار «شش» گزینه‌ی «سطح مقطع» باید عدد باشد (مثلاً ۲٫۵)',
    );

    await section.getByRole('button', { name: 'حذف «شش»' }).click();
    await values.fill('۶,');
    await section.getByRole('button', { name: 'ساخت ترکیب‌ها' }).click();
    await cell(page, 'قیمت', '۶').fill('۱۲۰۰۰');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/product') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'ایجاد محصول' }).click();
    await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ایجاد شد!');
    expect((await (await answer).json()).newProduct.options).toEqual([
      { name: 'سطح مقطع', attributeId: attribute._id, values: ['۶'] },
    ]);
  },
);
