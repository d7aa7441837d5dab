import type { Locator, Page } from '@playwright/test';
import { productEndpoints, type FilterFacets } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import {
  applyFilters as filter,
  demoCategories,
  expectListing,
  getEndpoint,
  isPhone,
  persianDigits,
  screenshot,
  tomanValue,
  type Query,
} from './support/shop';
import { expect, test, waitForPart } from './support/test';

const cards = (page: Page) => page.locator('.product-card');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const option = (panel: Locator, group: string, name: string) =>
  panel.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${escape(name)} `) });

/** A value the filter panel offers, as the API counts it: a brand or a value of an attribute. */
function facet(facets: FilterFacets, group: string, label: string) {
  const values =
    group === 'برند'
      ? facets.brands
      : facets.attributes.find((attribute) => attribute.name === group)?.values;
  const value = values?.find((candidate) => candidate.label === label);
  expect(value, `the filter panel offers ${group}: ${label}`).toBeDefined();
  return value!;
}

test('a category is filtered by a list value and a brand, with counts, in the URL, drawn on the server, undone by the back button', async ({
  page,
  request,
}, testInfo) => {
  const breakers = (await demoCategories(request)).find((category) => category.title.includes('مینیاتوری'))!;
  const list = (query: Query) =>
    getEndpoint(request, productEndpoints.list, { query: { categoryId: breakers._id, ...query } });
  const facets = (query: Query) =>
    getEndpoint(request, productEndpoints.filters, { query: { categoryId: breakers._id, ...query } });
  await page.goto(`/category/${breakers._id}`);
  await expectListing(page, await list({}));

  // Ticking C shows what the API lists for the curve C, as many as the box promised.
  const unfiltered = await facets({});
  const curveC = facet(unfiltered, 'منحنی قطع', 'C');
  const curve = unfiltered.attributes.find((attribute) => attribute.name === 'منحنی قطع')!;
  const onlyC = { spec: `${curve._id}:${curveC.value}` };
  await filter(page, testInfo, (panel) => option(panel, 'منحنی قطع', 'C').check(), curveC.count);
  await expect(page).toHaveURL((url) => url.searchParams.get('spec') === onlyC.spec);
  const listedC = await list(onlyC);
  expect(listedC.total).toBe(curveC.count);
  await expectListing(page, listedC);

  const withC = await facets(onlyC);
  const panel = page.getByRole('complementary', { name: 'فیلترها' });
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'فیلترها (۱)' }).click();
  // The curve's own counts ignore the curve: B would add its breakers. A type no C breaker has is disabled.
  const curveB = facet(withC, 'منحنی قطع', 'B');
  expect(curveB.count).toBeGreaterThan(0);
  await expect(option(panel, 'منحنی قطع', 'B')).toBeEnabled();
  await expect(panel.getByRole('group', { name: 'منحنی قطع' })).toContainText(
    `B (${persianDigits(curveB.count)})`,
  );
  const types = withC.attributes.find((attribute) => attribute.name === 'نوع')!.values;
  expect(types.filter((type) => type.count === 0)).not.toEqual([]);
  for (const type of types) {
    const box = option(panel, 'نوع', type.label);
    await (type.count > 0 ? expect(box).toBeEnabled() : expect(box).toBeDisabled());
  }
  const schneider = facet(withC, 'برند', 'اشنایدر');
  expect(schneider.count).toBeGreaterThan(0);
  await expect(option(panel, 'برند', 'اشنایدر')).toBeEnabled();
  await expectAccessible(page, 'filter panel');
  await screenshot(page, testInfo, 'category-filters');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'بستن فیلترها' }).click();

  await filter(page, testInfo, (sheet) => option(sheet, 'برند', 'اشنایدر').check(), schneider.count);
  await expect(page).toHaveURL((url) => url.searchParams.get('brand') === schneider.value);
  const listedBoth = await list({ ...onlyC, brand: schneider.value });
  expect(listedBoth.total).toBe(schneider.count);
  await expectListing(page, listedBoth);
  const filtered = page.url();

  // The same address drawn by the server: the products listed, and none of the C breakers of other brands.
  const html = await (await request.get(filtered)).text();
  const link = (id: string) => `href="/product/${id}"`;
  const otherBrands = listedC.items.filter((item) => !listedBoth.items.some((both) => both._id === item._id));
  expect(otherBrands).not.toEqual([]);
  for (const item of listedBoth.items) expect(html).toContain(link(item._id));
  for (const item of otherBrands) expect(html).not.toContain(link(item._id));
  await page.reload();
  await expectListing(page, listedBoth);
  if (isPhone(testInfo)) {
    const open = page.getByRole('button', { name: 'فیلترها (۲)' });
    await waitForPart(open);
    await open.click();
  }
  await expect(option(panel, 'منحنی قطع', 'C')).toBeChecked();
  await expect(option(panel, 'برند', 'اشنایدر')).toBeChecked();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'بستن فیلترها' }).click();

  await page.goBack();
  await expectListing(page, listedC);
  await expect(page).not.toHaveURL(/brand=/);

  // Sorting keeps the filters: the prices are the API's for C, cheapest first.
  await page.getByLabel('مرتب‌سازی').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL((url) => url.searchParams.get('spec') === onlyC.spec);
  const cheapestFirst = (await list({ ...onlyC, sort: 'price-asc' })).items.map((item) => item.price);
  expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
  expect(new Set(cheapestFirst).size).toBeGreaterThan(1);
  await expect
    .poll(async () => (await page.locator('.product-card .price-current').allTextContents()).map(tomanValue))
    .toEqual(cheapestFirst);
});

test('the shop, a brand page and a search are filtered by price, stock and brand', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/shop');
  await filter(page, testInfo, async (panel) => {
    const upTo = panel.getByRole('textbox', { name: 'قیمت: تا' });
    await upTo.fill('۵۰۰٬۰۰۰');
    await upTo.press('Enter');
  });
  await expect(page).toHaveURL(/maxPrice=500000/);
  await expect
    .poll(async () => {
      const prices = (await page.locator('.product-card .price-current').allTextContents()).map(tomanValue);
      return prices.length > 0 && prices.every((price) => price <= 500_000);
    })
    .toBe(true);

  const { brands } = (await (await request.get('/api/brand')).json()) as {
    brands: { _id: string; nameEn: string }[];
  };
  const abb = brands.find((brand) => brand.nameEn === 'ABB')!;
  await page.goto(`/brand/${abb._id}`);
  const all = await cards(page).count();
  await filter(page, testInfo, (panel) =>
    panel.getByRole('checkbox', { name: /^فقط کالاهای موجود/ }).check(),
  );
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page.locator('.product-card', { hasText: 'ناموجود' })).toHaveCount(0);
  const inStock = await cards(page).count();
  expect(inStock).toBeGreaterThan(0);
  expect(inStock).toBeLessThan(all);

  await page.goto('/search?q=کلید');
  await filter(page, testInfo, (panel) => option(panel, 'برند', 'هاگر').check());
  await expect(page).toHaveURL(/brand=/);
  await expect
    .poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('Hager')))
    .toBe(true);
  await screenshot(page, testInfo, 'search-filters');
});
