import type { APIRequestContext } from '@playwright/test';
import { brandEndpoints, productEndpoints } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import { adminApi, confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import {
  cardIds,
  demoCategories,
  demoProducts,
  expectListing,
  getEndpoint,
  persianDigits,
  screenshot,
  tomanValue,
} from './support/shop';
import { expect, test } from './support/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A demo brand by its Latin name, with the count of its products the brand list gives. */
async function demoBrand(request: APIRequestContext, nameEn: string) {
  const { brands } = await getEndpoint(request, brandEndpoints.list);
  const brand = brands.find((candidate) => candidate.nameEn === nameEn);
  expect(brand, `the demo brand ${nameEn}`).toBeDefined();
  return brand!;
}

/** The products of a brand, a page of them, as the product list answers (its `total` counts them all). */
const productsOf = (request: APIRequestContext, brandId: string, query: { sort?: string } = {}) =>
  getEndpoint(request, productEndpoints.list, { query: { brand: brandId, ...query } });

test('a product page shows its specification table above the description, and its brand links to the brand page', async ({
  page,
  request,
}, testInfo) => {
  const product = (await demoProducts(request)).find((item) => item.title.includes('iC60N'))!;
  await page.goto(`/product/${product._id}`);

  const table = page.getByRole('table');
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(page.getByRole('heading', { level: 2, name: 'مشخصات فنی', exact: true })).toBeVisible();
  await expect(row('جریان نامی')).toContainText('۱۶ آمپر');
  await expect(row('تعداد پل')).toContainText('۱ پل');
  await expect(row('منحنی قطع')).toContainText('C');
  await expect(row('قدرت قطع')).toContainText('۶ کیلوآمپر');
  await expect(row('نصب روی ریل DIN')).toContainText('دارد');
  await expect(table).not.toContainText('16');
  const tableBox = await table.boundingBox();
  const descriptionBox = await page.getByRole('heading', { name: 'توضیحات محصول' }).boundingBox();
  expect(tableBox!.y).toBeLessThan(descriptionBox!.y);
  await expectAccessible(page, 'product page with specifications');
  await screenshot(page, testInfo, 'product-specs');

  const schneider = await demoBrand(request, 'Schneider');
  const listed = await productsOf(request, schneider._id);
  expect(listed.total).toBe(schneider.productCount);
  await page.getByRole('link', { name: 'اشنایدر (Schneider)' }).click();
  await expect(page).toHaveURL(`/brand/${schneider._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اشنایدر Schneider');
  await expect(page).toHaveTitle(/^محصولات اشنایدر \(Schneider\) \| /);
  await expectListing(page, listed);
  expect(await cardIds(page)).toContain(product._id);
  await expectAccessible(page, 'brand page');
  await screenshot(page, testInfo, 'brand-page');

  await page.getByLabel('مرتب‌سازی').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const cheapestFirst = (await productsOf(request, schneider._id, { sort: 'price-asc' })).items.map(
    (item) => item.price,
  );
  expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
  await expect
    .poll(async () => (await page.locator('.product-card .price-current').allTextContents()).map(tomanValue))
    .toEqual(cheapestFirst);
});

test(
  'the brand page is drawn on the server with its title, canonical address and products, and is in the sitemap',
  { tag: '@one-screen' },
  async ({ request }) => {
    const sony = await demoBrand(request, 'Sony');
    const listed = await productsOf(request, sony._id);
    expect(listed.total).toBeGreaterThan(0);
    expect(sony.productCount).toBe(listed.total);
    const html = await (await request.get(`/brand/${sony._id}`)).text();
    expect(html).toContain('<title>محصولات سونی (Sony) |');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/brand/${sony._id}"`));
    for (const item of listed.items) expect(html).toContain(`href="/product/${item._id}"`);
    const missing = await request.get('/brand/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/brand/${sony._id}</loc>`);
  },
);

test.describe('admin', () => {
  test.beforeEach(async ({ loginAs }) => loginAs('admin'));

  test('an admin adds a brand with a logo, edits it, and deletes it after a warning that counts its products', async ({
    page,
    request,
  }, testInfo) => {
    const { productCount } = await demoBrand(request, 'Sony');
    expect(productCount).toBeGreaterThan(0);
    const suffix = testInfo.project.name === 'phone' ? 'یک' : 'دو';
    const latin = `Test Brand ${testInfo.project.name}`;
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'برندها' }).click();
    // On a phone the rows are cards (no table roles): a row is found by its name's link.
    const brandRow = (name: string) =>
      page.locator('.admin-table tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });
    const sony = brandRow('سونی');
    await expect(sony).toContainText(persianDigits(productCount));
    // The warning says what a delete takes along; «لغو» keeps the brand.
    await sony.getByRole('button', { name: 'حذف سونی' }).click();
    await expect(page.locator('.swal2-html-container')).toHaveText(
      `${persianDigits(productCount)} محصول این برند را دارند؛ پس از حذف، بدون برند می‌مانند.`,
    );
    await page.getByRole('button', { name: 'لغو' }).click();
    await expect(sony).toHaveCount(1);
    await expectAccessible(page, 'dashboard brands');
    await screenshot(page, testInfo, 'admin-brands');

    await page.getByRole('link', { name: 'برند جدید' }).click();
    await expect(page).toHaveURL('/brand/create');
    await page.getByRole('button', { name: 'ایجاد برند' }).click();
    await expect(page.getByText('نام فارسی برند الزامی است')).toBeVisible();
    await page.getByLabel('نام فارسی').fill(`برند آزمایشی ${suffix}`);
    await page.getByLabel('نام لاتین').fill('برند');
    await page.getByRole('button', { name: 'ایجاد برند' }).click();
    await expect(page.getByText('نام لاتین فقط حروف و ارقام لاتین دارد')).toBeVisible();
    await page.getByLabel('نام لاتین').fill(latin);
    await page.getByLabel('لوگو (اختیاری)').setInputFiles(TINY_PNG);
    await expectAccessible(page, 'brand form');
    await screenshot(page, testInfo, 'admin-brand-form');
    await page.getByRole('button', { name: 'ایجاد برند' }).click();
    await expect(dialogTitle(page)).toHaveText('برند با موفقیت ایجاد شد');
    await confirmDialog(page);
    await expect(page.getByLabel('نام فارسی')).toHaveValue('');

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'برندها' }).click();
    const row = page.locator('.admin-table tbody tr', { hasText: latin });
    await expect(row).toContainText(`برند آزمایشی ${suffix}`);
    await expect(row.getByRole('img', { name: `لوگوی برند آزمایشی ${suffix}` })).toBeVisible();
    await row.getByRole('link', { name: `ویرایش برند آزمایشی ${suffix}` }).click();
    await expect(page.getByLabel('نام لاتین')).toHaveValue(latin);
    await page.getByLabel('نام فارسی').fill(`برند ویرایش‌شده ${suffix}`);
    await page.getByLabel('حذف لوگو').check();
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(dialogTitle(page)).toHaveText('برند با موفقیت ویرایش شد');
    await confirmDialog(page);
    await expect(page).toHaveURL('/dashboard');

    await page.getByRole('tab', { name: 'برندها' }).click();
    const edited = page.locator('.admin-table tbody tr', { hasText: latin });
    await expect(edited).toContainText(`برند ویرایش‌شده ${suffix}`);
    await expect(edited).toContainText('ندارد');
    await edited.getByRole('button', { name: `حذف برند ویرایش‌شده ${suffix}` }).click();
    await expect(page.locator('.swal2-html-container')).toHaveText('هیچ محصولی این برند را ندارد.');
    await page.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(dialogTitle(page)).toHaveText('حذف شد!');
    await confirmDialog(page);
    await expect(page.locator('.admin-table tbody tr', { hasText: latin })).toHaveCount(0);
  });

  test(
    'an admin defines a category’s attributes, reorders and renames them, and removes one after a warning that counts its products',
    { tag: '@one-screen' },
    async ({ page, baseURL }, testInfo) => {
      const api = adminApi(page);
      const category = await api.createCategory(baseURL!, `دسته مشخصات ${testInfo.project.name}`);
      await page.goto(`/category/edit/${category._id}`);
      const editor = page.getByRole('region', { name: 'مشخصات فنی محصولات این دسته‌بندی' });
      await expect(editor).toContainText('هنوز ویژگی‌ای تعریف نشده است.');

      const add = async (name: string, kind: string, fill?: () => Promise<void>) => {
        await editor.getByLabel('نام ویژگی').last().fill(name);
        await editor.getByLabel('نوع').selectOption({ label: kind });
        await fill?.();
        await editor.getByRole('button', { name: 'افزودن ویژگی' }).click();
        await expect(dialogTitle(page)).toHaveText('ذخیره شد');
        await confirmDialog(page);
      };
      await add('جریان نامی', 'عدد با واحد', async () => {
        await editor.getByLabel('واحد (اختیاری)').fill('آمپر');
        await editor.getByLabel('نمایش در فیلترهای فهرست محصولات').check();
      });
      await add('منحنی قطع', 'یکی از چند مقدار', async () => {
        await editor.getByRole('textbox', { name: 'مقدار ۱' }).fill('B');
        await editor.getByRole('textbox', { name: 'مقدار ۲' }).fill('C');
        await editor.getByRole('button', { name: 'افزودن مقدار' }).click();
        await editor.getByRole('textbox', { name: 'مقدار ۳' }).fill('D');
      });
      await add('ارت‌دار', 'بله / خیر');
      const items = editor.locator('.attribute-list > li');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText('جریان نامی');
      await expect(items.nth(0)).toContainText('واحد: آمپر');
      await expect(items.nth(1)).toContainText('مقدارها: B، C، D');

      // A name the category already has is refused beside the field.
      await editor.getByLabel('نام ویژگی').last().fill('جریان  نامی');
      await editor.getByRole('button', { name: 'افزودن ویژگی' }).click();
      await expect(dialogTitle(page)).toHaveText('خطا');
      await confirmDialog(page);

      await editor.getByRole('button', { name: 'بردن «ارت‌دار» به بالا' }).click();
      await expect(items.nth(1)).toContainText('ارت‌دار');
      await editor.getByRole('button', { name: 'ویرایش جریان نامی' }).click();
      await items.nth(0).getByLabel('نام ویژگی').fill('جریان');
      await items.nth(0).getByRole('button', { name: 'ذخیره ویژگی' }).click();
      await expect(dialogTitle(page)).toHaveText('ذخیره شد');
      await confirmDialog(page);
      await expect(items.nth(0)).toContainText('جریان');
      await expect(items.nth(0)).not.toContainText('جریان نامی');

      const attributes = (await (await page.request.get(`/api/category/${category._id}/attributes`)).json())
        .attributes as { _id: string; name: string }[];
      expect(attributes.map((attribute) => attribute.name)).toEqual(['جریان', 'ارت‌دار', 'منحنی قطع']);
      const product = await api.createProduct(baseURL!, {
        title: `کلید آزمایشی ${testInfo.project.name}`,
        categoryId: category._id,
        specs: JSON.stringify({ [attributes[0]!._id]: '۱۶' }),
      });
      await page.reload();
      await expect(items.nth(0)).toContainText('۱ محصول مقدار دارند');
      await expectAccessible(page, 'category attributes');
      await screenshot(page, testInfo, 'admin-attributes');

      await editor.getByRole('button', { name: 'حذف جریان' }).click();
      await expect(page.locator('.swal2-html-container')).toHaveText(
        '۱ محصول برای این ویژگی مقدار دارند؛ این مقدارها هم پاک می‌شوند.',
      );
      await page.getByRole('button', { name: 'بله، حذف شود' }).click();
      await expect(dialogTitle(page)).toHaveText('حذف شد!');
      await confirmDialog(page);
      await expect(items).toHaveCount(2);
      const stored = (await (await page.request.get(`/api/product/${product._id}`)).json()).product;
      expect(stored.specs).toEqual({});

      await api.remove(baseURL!, `/api/product/${product._id}`);
      await api.remove(baseURL!, `/api/category/${category._id}`);
    },
  );

  test('an admin fills a product’s specification with Persian digits; the fields show units and a wrong number is refused beside its field', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const breakers = (await demoCategories(request)).find((category) =>
      category.title.startsWith('کلید مینیاتوری'),
    )!;
    const api = adminApi(page);
    const title = `کلید مینیاتوری آزمایشی ${testInfo.project.name}`;
    const product = await api.createProduct(baseURL!, { title, categoryId: breakers._id });

    await page.goto(`/product/edit/${product._id}`);
    const specs = page.getByRole('group', { name: 'مشخصات فنی' });
    await expect(specs.getByLabel('جریان نامی (آمپر)')).toHaveValue('');
    await specs.getByLabel('جریان نامی (آمپر)').fill('۲۰');
    await expect(specs.getByText('۲۰ آمپر')).toBeVisible();
    await specs.getByLabel('قدرت قطع (کیلوآمپر)').fill('شش');
    await specs.getByLabel('منحنی قطع').selectOption({ label: 'C' });
    await specs.getByLabel('نصب روی ریل DIN').selectOption({ label: 'دارد / بله' });
    await page.getByLabel('برند (اختیاری)').selectOption({ label: 'هاگر (Hager)' });
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(specs.getByText('مقدار «قدرت قطع» باید عدد باشد (مثلاً ۲٫۵)')).toBeVisible();
    await expectAccessible(page, 'product form with specification');
    await screenshot(page, testInfo, 'admin-product-specs');

    await specs.getByLabel('قدرت قطع (کیلوآمپر)').fill('۴٫۵');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ویرایش شد!');
    await confirmDialog(page);

    await page.goto(`/product/${product._id}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /^جریان نامی/ })).toContainText('۲۰ آمپر');
    await expect(table.getByRole('row', { name: /^قدرت قطع/ })).toContainText('۴٫۵ کیلوآمپر');
    await expect(table.getByRole('row', { name: /^منحنی قطع/ })).toContainText('C');
    await expect(page.getByRole('link', { name: 'هاگر (Hager)' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escape(title)));
    await api.remove(baseURL!, `/api/product/${product._id}`);
  });
});
