import { expectAccessible } from './support/a11y';
import { confirmDialog, dialogTitle } from './support/admin';
import { demoCategories, demoProducts, isPhone, screenshot } from './support/shop';
import { expect, test, waitForApp } from './support/test';
import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BREAKERS = 'کلید مینیاتوری و تجهیزات حفاظتی';
const CABLES = 'سیم و کابل';

const addButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `افزودن به مقایسه: ${title}`, exact: true });
const removeButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `حذف از مقایسه: ${title}`, exact: true });
const storedIds = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('compareList') ?? '{"ids":[]}') as { ids: string[] }).ids,
  );

async function categoryId(request: Parameters<typeof demoCategories>[0], title: string) {
  return (await demoCategories(request)).find((category) => category.title === title)!._id;
}

test('products added from a card and from a product page stand side by side, differences marked, until removed', async ({
  page,
  request,
}, testInfo) => {
  const products = await demoProducts(request);
  const ic60 = products.find((item) => item.title.includes('iC60N'))!;
  const s201 = products.find((item) => item.title.includes('S201'))!;

  // From a card on the category page
  await page.goto(`/category/${await categoryId(request, BREAKERS)}`);
  await waitForApp(page);
  await addButton(page, ic60.title).click();
  await expect(removeButton(page, ic60.title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'مقایسه (۱)' })).toBeVisible();
  await screenshot(page, testInfo, 'compare-card');

  // From the product page
  await page.goto(`/product/${s201._id}`);
  await waitForApp(page);
  await addButton(page, s201.title).click();
  await expect(removeButton(page, s201.title)).toBeVisible();
  await screenshot(page, testInfo, 'compare-product-page');
  await page.getByRole('link', { name: 'مقایسه (۲)' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page).toHaveTitle(/^مقایسه محصولات \| /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مقایسه محصولات');

  const table = page.getByRole('table');
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(table.getByRole('columnheader')).toHaveText([
    new RegExp(`${escape(ic60.title)}.*حذف از مقایسه`),
    new RegExp(`${escape(s201.title)}.*حذف از مقایسه`),
  ]);
  // A row whose values differ says so (visibly and to screen readers); equal rows do not
  await expect(row('جریان نامی')).toContainText('۱۶ آمپر');
  await expect(row('جریان نامی')).toContainText('۲۵ آمپر');
  await expect(row('جریان نامی').getByRole('rowheader')).toHaveText('جریان نامیمتفاوت');
  await expect(row('جریان نامی')).toHaveClass(/compare-differs/);
  await expect(row('منحنی قطع').getByRole('rowheader')).toHaveText('منحنی قطع');
  await expect(row('منحنی قطع')).not.toHaveClass(/compare-differs/);
  await expect(row('تعداد پل')).toContainText('۱ پل');
  await expect(row('قدرت قطع').getByRole('rowheader')).toHaveText('قدرت قطع');
  await expect(row('برند')).toContainText('اشنایدر (Schneider)');
  await expect(row('برند').getByRole('rowheader')).toContainText('متفاوت');
  await expect(row('قیمت')).toContainText('تومان');
  await expect(row('قیمت').getByRole('rowheader')).toContainText('متفاوت');
  await expect(row('موجودی').getByRole('cell')).toHaveText(['موجود', 'موجود']);
  await expect(table.locator('tbody')).not.toContainText(/[0-9]/);

  // Rows in the category's attribute order, after price, stock and brand
  const { attributes } = (await (
    await request.get(`/api/category/${ic60.categoryId}/attributes`)
  ).json()) as { attributes: { name: string }[] };
  const shown = (await table.getByRole('rowheader').allTextContents()).map((name) =>
    name.replace(/متفاوت$/, ''),
  );
  expect(shown.slice(0, 3)).toEqual(['قیمت', 'موجودی', 'برند']);
  const order = attributes.map((attribute) => attribute.name).filter((name) => shown.includes(name));
  expect(shown.slice(3)).toEqual(order);

  // The list survives a reload
  await page.reload();
  await expect(table.getByRole('columnheader')).toHaveCount(2);

  // On a phone the table scrolls sideways and the attribute names stay in view
  const region = page.getByRole('region', { name: 'جدول مقایسه' });
  const nameCell = row('جریان نامی').getByRole('rowheader');
  if (isPhone(testInfo))
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const before = (await nameCell.boundingBox())!;
  await region.evaluate((element) => element.scrollBy({ left: -400 }));
  await expect.poll(async () => (await nameCell.boundingBox())!.x).toBeCloseTo(before.x, 0);
  await region.evaluate((element) => element.scrollTo({ left: 0 }));

  await expectAccessible(page, 'compare page');
  await screenshot(page, testInfo, 'compare');

  // Remove from the compare page itself
  await removeButton(page, s201.title).click();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  await expect(row('جریان نامی').getByRole('rowheader')).toHaveText('جریان نامی');
  expect(await storedIds(page)).toEqual([ic60._id]);
  await removeButton(page, ic60.title).click();
  await expect(page.getByText('هنوز محصولی برای مقایسه انتخاب نکرده‌اید', { exact: false })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page, 'empty compare page');
  await screenshot(page, testInfo, 'compare-empty');
});

test(
  'a fifth product is refused in Persian, and a product of another category asks before replacing the list',
  { tag: '@one-screen' },
  async ({ page, request }) => {
    const breakers = await categoryId(request, BREAKERS);
    const cables = await categoryId(request, CABLES);
    const breakerCards = (await demoProducts(request, `&categoryId=${breakers}`)).slice(0, 5);
    const cable = (await demoProducts(request, `&categoryId=${cables}`))[0]!;

    await page.goto(`/category/${breakers}`);
    await waitForApp(page);
    for (const product of breakerCards.slice(0, 4)) await addButton(page, product.title).click();
    await expect(page.getByRole('link', { name: 'مقایسه (۴)' }).first()).toBeVisible();

    await addButton(page, breakerCards[4]!.title).click();
    await expect(dialogTitle(page)).toHaveText('فهرست مقایسه پر است');
    await expect(page.locator('.swal2-html-container')).toContainText('حداکثر ۴ محصول');
    await confirmDialog(page);
    expect(await storedIds(page)).toEqual(breakerCards.slice(0, 4).map((product) => product._id));

    await page.goto(`/category/${cables}`);
    await waitForApp(page);
    await addButton(page, cable.title).click();
    await expect(dialogTitle(page)).toHaveText('محصولی از دسته‌ای دیگر');
    await page.locator('.swal2-cancel').click();
    expect(await storedIds(page)).toHaveLength(4);
    await expect(addButton(page, cable.title)).toBeVisible();

    await addButton(page, cable.title).click();
    await expect(dialogTitle(page)).toHaveText('محصولی از دسته‌ای دیگر');
    await confirmDialog(page);
    await expect(removeButton(page, cable.title)).toBeVisible();
    expect(await storedIds(page)).toEqual([cable._id]);

    await page.getByRole('link', { name: 'مقایسه (۱)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(CABLES);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
      new RegExp(escape(cable.title)),
    ]);
  },
);

test(
  'the compare page is drawn by the server as a titled, unindexed page',
  { tag: '@one-screen' },
  async ({ request }) => {
    const html = await (await request.get('/compare')).text();
    expect(html).toMatch(/<title>مقایسه محصولات \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  },
);

test(
  'a product deleted since it was added leaves the list quietly; the others are still compared',
  { tag: '@one-screen' },
  async ({ page, request }) => {
    const ic60 = (await demoProducts(request)).find((item) => item.title.includes('iC60N'))!;
    const missing = '00000000-0000-4000-8000-000000000000';
    await page.goto('/');
    await page.evaluate((list) => localStorage.setItem('compareList', JSON.stringify(list)), {
      categoryId: ic60.categoryId,
      ids: [missing, ic60._id],
    });
    await page.goto('/compare');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('columnheader')).toContainText(ic60.title);
    await expect.poll(() => storedIds(page)).toEqual([ic60._id]);
  },
);

test('three products: a stock row says which can be had, and on a phone only the table scrolls sideways', async ({
  page,
  request,
}, testInfo) => {
  const breakers = await demoProducts(request, `&categoryId=${await categoryId(request, BREAKERS)}`);
  const soldOut = breakers.find((item) => item.stock === 0);
  // A product sold in variants, compared as its one variant out of stock.
  const sh201 = breakers.find((item) => item.title.includes('SH201'))!;
  const { product } = (await (await request.get(`/api/product/${sh201._id}`)).json()) as {
    product: { variants: { _id: string; stock: number }[] };
  };
  const soldOutVariant = product.variants.find((variant) => variant.stock === 0);
  expect(soldOut, 'the demo catalog has a breaker out of stock').toBeDefined();
  expect(soldOutVariant, 'SH201 has a variant out of stock').toBeDefined();
  // In stock and with a struck old price, last: its column starts past a phone's edge.
  const discounted = breakers.find((item) => item.title.includes('iC60N'))!;

  await page.goto('/');
  await page.evaluate((list) => localStorage.setItem('compareList', JSON.stringify(list)), {
    categoryId: discounted.categoryId,
    ids: [soldOut!._id, `${sh201._id}~${soldOutVariant!._id}`, discounted._id],
  });
  await page.goto('/compare');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.locator('del')).toHaveCount(1);
  const stock = table.getByRole('row', { name: /^موجودی/ });
  await expect(stock.getByRole('cell')).toHaveText(['ناموجود', 'ناموجود', 'موجود']);
  await expect(stock.getByRole('rowheader')).toHaveText('موجودیمتفاوت');

  // The page never scrolls sideways (a phone's window widens to what overflows, so its own width is
  // the measure, not innerWidth); the table scrolls inside its region.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()!.width);
  const region = page.getByRole('region', { name: 'جدول مقایسه' });
  if (isPhone(testInfo))
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  await expectAccessible(page, 'compare page with three products');
  await screenshot(page, testInfo, 'compare-three-stock');
});
