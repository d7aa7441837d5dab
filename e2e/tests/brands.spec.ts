import { brandEndpoints, productEndpoints } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import { adminApi, TINY_PNG } from './support/admin';
import { cardIds, demoCategories, getEndpoint, isPhone, persianDigits, screenshot } from './support/shop';
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';

/** The header's «برندها»: in the bar on a wide screen, in the menu on a phone. */
async function openBrands(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    await page.getByRole('dialog', { name: 'منوی اصلی' }).getByRole('link', { name: 'برندها' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'برندها', exact: true }).click();
  }
}

test('the header leads to every brand with its logo and product count, and a brand page narrows to one of its categories', async ({
  page,
  request,
  baseURL,
  loginAs,
}, testInfo) => {
  // A brand with a logo and one product, made by the owner; the demo brands have no logos.
  await loginAs('admin');
  const admin = adminApi(page);
  const logoed = await page.request.post('/api/brand', {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      nameFa: `نورا ${testInfo.project.name}`,
      nameEn: `Noora ${testInfo.project.name}`,
      logo: TINY_PNG,
    },
  });
  expect(logoed.ok()).toBe(true);
  const noora = (await logoed.json()).brand as { _id: string; nameFa: string };
  await admin.createProduct(baseURL!, { title: `چراغ نورا ${testInfo.project.name}`, brandId: noora._id });
  await page.context().clearCookies();

  const { brands } = await getEndpoint(request, brandEndpoints.list);
  const listed = brands.filter((brand) => brand.productCount > 0);
  await page.goto('/');
  await openBrands(page, testInfo);
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page).toHaveTitle(/^برندها \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('برندها');
  const cards = page.locator('.brand-card');
  await expect(cards).toHaveCount(listed.length);
  await expect(page.locator('.result-count')).toHaveText(`${persianDigits(listed.length)} برند`);
  const card = (nameFa: string) => page.getByRole('link', { name: new RegExp(`^${nameFa}`) });
  await expect(card(noora.nameFa).locator('img')).toBeVisible();
  await expect(card(noora.nameFa)).toContainText('۱ محصول');
  await expectAccessible(page, 'brands page');
  await screenshot(page, testInfo, 'brands');

  // The brand of the demo catalog with the most categories: its page offers them with counts.
  const withCategories = await Promise.all(
    listed.map(async (brand) => ({
      brand,
      facets: await getEndpoint(request, productEndpoints.filters, { query: { brandId: brand._id } }),
    })),
  );
  const { brand, facets } = withCategories.sort(
    (a, b) => b.facets.categories.length - a.facets.categories.length,
  )[0]!;
  expect(facets.categories.length).toBeGreaterThan(1);
  expect(facets.brands).toEqual([]);
  await card(brand.nameFa).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${brand._id}$`));
  const chips = page.getByRole('navigation', { name: 'دسته‌بندی‌های این برند' });
  await expect(chips.getByRole('link', { name: 'همه دسته‌ها' })).toHaveAttribute('aria-current', 'page');
  const categoryNames = new Map(
    (await demoCategories(request)).map((category) => [category._id, category.title]),
  );
  const chosen = facets.categories[0]!;
  const chip = chips.getByRole('link', {
    name: `${categoryNames.get(chosen.value)} (${persianDigits(chosen.count)})`,
  });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`category=${chosen.value}`));
  await expect(chip).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.result-count').first()).toHaveText(
    `${persianDigits(chosen.count)} محصول در ${categoryNames.get(chosen.value)}`,
  );
  const narrowed = await getEndpoint(request, brandEndpoints.getWithProducts, {
    params: { id: brand._id },
    query: { categoryId: chosen.value },
  });
  await expect.poll(() => cardIds(page)).toEqual(narrowed.products.map((product) => product._id));
  await expectAccessible(page, 'a brand page narrowed to a category');
  await screenshot(page, testInfo, 'brand-category');

  // And back to all of its categories; the footer leads to the brands too.
  await chips.getByRole('link', { name: 'همه دسته‌ها' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${brand._id}$`));
  await expect(page.locator('footer').getByRole('link', { name: 'برندها' })).toHaveAttribute(
    'href',
    '/brand',
  );
});
