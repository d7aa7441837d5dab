import { productEndpoints } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import { adminApi } from './support/admin';
import { cardIds, demoCategories, getEndpoint, screenshot } from './support/shop';
import { expect, test } from './support/test';

const BREAKERS = 'کلید مینیاتوری و تجهیزات حفاظتی';

test('a link to a deleted product answers 410 and says it is no longer sold, with a search box and products of its category', async ({
  page,
  request,
  baseURL,
  loginAs,
}, testInfo) => {
  const category = (await demoCategories(request)).find((item) => item.title === BREAKERS)!;
  await loginAs('admin');
  const admin = adminApi(page);
  const title = `کلید مینیاتوری قدیمی ${testInfo.project.name}`;
  const product = await admin.createProduct(baseURL!, { title, categoryId: category._id });
  await admin.remove(baseURL!, `/api/product/${product._id}`);
  await page.context().clearCookies();

  // As a shopper following an old link (from Torob, a search engine, a chat)
  const response = await page.goto(`/product/${product._id}`);
  expect(response!.status()).toBe(410);
  await expect(page).toHaveTitle(new RegExp(`^${title} \\(دیگر فروخته نمی‌شود\\) \\| `));
  const gone = page.getByRole('region', { name: title });
  await expect(gone.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(gone).toContainText('این کالا دیگر فروخته نمی‌شود.');
  await expect(
    page.getByRole('navigation', { name: 'مسیر صفحه' }).getByRole('link', { name: BREAKERS }),
  ).toBeVisible();
  const { relatedProducts } = await getEndpoint(request, productEndpoints.removed, {
    params: { id: product._id },
  });
  expect(relatedProducts.length).toBeGreaterThan(0);
  expect(relatedProducts.every((item) => item.categoryId === category._id)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: `کالاهای ${BREAKERS}` })).toBeVisible();
  await expect.poll(() => cardIds(page)).toEqual(relatedProducts.map((item) => item._id));
  await expectAccessible(page, 'a deleted product');
  await screenshot(page, testInfo, 'removed-product');

  // Its search box searches the shop
  const search = gone.getByRole('combobox', { name: 'جستجو در محصولات و دسته‌بندی‌ها' });
  await search.fill('کلید مینیاتوری');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('کلید مینیاتوری');

  // A link to an id the shop never sold is still «not found»
  const unknown = await page.goto('/product/6f1c1c2e-8a4b-4c7e-9f00-000000000000');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه یافت نشد');
});
