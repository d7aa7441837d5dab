import type { Locator, Page } from '@playwright/test';
import { productEndpoints, type FilterFacets } from '@shop/contracts';
import { expectAccessible } from './support/a11y';
import {
  applyFilters,
  demoCategories,
  expectListing,
  getEndpoint,
  isPhone,
  persianDigits,
  screenshot,
  type Query,
} from './support/shop';
import { expect, test, waitForPart } from './support/test';

const SECTION = 'سطح مقطع';
const UNIT = 'میلی‌متر مربع';

const tick = (panel: Locator, label: string) =>
  panel.getByRole('group', { name: SECTION }).getByRole('checkbox', { name: new RegExp(`^${label} `) });
const chip = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'فیلترهای انتخاب‌شده' })
    .getByRole('button', { name: `حذف فیلتر ${SECTION}: ${label} ${UNIT}` });

async function cables(request: Parameters<typeof demoCategories>[0]) {
  const category = (await demoCategories(request)).find((candidate) => candidate.title === 'سیم و کابل')!;
  const list = (query: Query) =>
    getEndpoint(request, productEndpoints.list, { query: { categoryId: category._id, ...query } });
  const facets = await getEndpoint(request, productEndpoints.filters, {
    query: { categoryId: category._id },
  });
  const section = facets.attributes.find((attribute) => attribute.name === SECTION)!;
  return { category, list, section };
}

test('a cable’s cross-section is ticked from its values with counts, each applied filter a chip that removes it', async ({
  page,
  request,
}, testInfo) => {
  const { category, list, section } = await cables(request);
  // Few cross-sections: each a value to tick, written exactly (0.75 is «۰٫۷۵», never «۱»); no «از / تا».
  expect(section.values.map((value) => value.label)).toEqual(['۰٫۷۵', '۱٫۵', '۲٫۵', '۴', '۶', '۱۰']);
  const count = (label: string) => section.values.find((value) => value.label === label)!.count;
  await page.goto(`/category/${category._id}`);
  await expectListing(page, await list({}));

  await applyFilters(page, testInfo, (panel) => tick(panel, '۲٫۵').check(), count('۲٫۵'));
  await expect(page).toHaveURL((url) => url.searchParams.get('spec') === `${section._id}:2.5`);
  const only25 = await list({ spec: `${section._id}:2.5` });
  expect(only25.total).toBe(count('۲٫۵'));
  await expectListing(page, only25);
  await expect(chip(page, '۲٫۵')).toBeVisible();

  await applyFilters(page, testInfo, (panel) => tick(panel, '۰٫۷۵').check(), count('۲٫۵') + count('۰٫۷۵'));
  await expect(page).toHaveURL((url) => url.searchParams.get('spec') === `${section._id}:0.75,2.5`);
  await expectListing(page, await list({ spec: `${section._id}:0.75,2.5` }));
  await expect(chip(page, '۰٫۷۵')).toBeVisible();
  await expect(page.getByRole('button', { name: 'حذف همه' })).toBeVisible();
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'فیلترها (۱)' }).click();
    await expect(tick(page.getByRole('dialog', { name: 'فیلترها' }), '۲٫۵')).toBeChecked();
    await page.getByRole('button', { name: 'بستن فیلترها' }).click();
  } else {
    const panel = page.getByRole('complementary', { name: 'فیلترها' });
    await expect(panel.getByRole('group', { name: SECTION })).toContainText(
      `۲٫۵ (${persianDigits(count('۲٫۵'))})`,
    );
    await expect(panel.getByRole('textbox', { name: new RegExp(`^${SECTION}`) })).toHaveCount(0);
  }
  // A chip is a 44-pixel target.
  expect((await chip(page, '۲٫۵').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'filter chips');
  await screenshot(page, testInfo, 'filter-ticks');

  // Removing a chip removes that value only; the last chip leaves the listing unfiltered.
  await chip(page, '۲٫۵').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('spec') === `${section._id}:0.75`);
  await expectListing(page, await list({ spec: `${section._id}:0.75` }));
  await expect(page.getByRole('button', { name: 'حذف همه' })).toHaveCount(0);
  await chip(page, '۰٫۷۵').click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('spec'));
  await expectListing(page, await list({}));
  await expect(page.getByRole('list', { name: 'فیلترهای انتخاب‌شده' })).toHaveCount(0);
});

test.describe('a continuous number', () => {
  // The panel's answer is changed with `page.route`, which never sees what the shop's service worker
  // fetches: the worker is blocked here (as in product.spec.ts).
  test.use({ serviceWorkers: 'block' });

  test('a number with many values keeps «از / تا», its hints the exact bounds', async ({
    page,
    request,
  }, testInfo) => {
    const { category, list, section } = await cables(request);
    // The demo's cables have six cross-sections; a catalog with more answers the attribute as a range.
    await page.route(/\/api\/products\/filters\?/, async (route) => {
      const response = await route.fetch();
      const facets = (await response.json()) as FilterFacets;
      const continuous = facets.attributes.map((attribute) =>
        attribute._id === section._id ? { ...attribute, values: [] } : attribute,
      );
      await route.fulfill({ response, json: { ...facets, attributes: continuous } });
    });
    // A page opened by its address embeds the server's answer: this one is reached from a cable's
    // breadcrumb, so the app asks for the panel itself.
    const [cable] = (await list({})).items;
    await page.goto(`/product/${cable!._id}`);
    await page
      .getByRole('navigation', { name: 'مسیر صفحه' })
      .getByRole('link', { name: category.title })
      .click();
    await expect(page).toHaveURL(`/category/${category._id}`);
    if (isPhone(testInfo)) {
      const open = page.getByRole('button', { name: /^فیلترها/ });
      await waitForPart(open);
      await open.click();
    }
    const group = page.getByRole('group', { name: SECTION }).last();
    await expect(group.getByRole('textbox', { name: `${SECTION}: از` })).toHaveAttribute(
      'placeholder',
      '۰٫۷۵',
    );
    await expect(group.getByRole('textbox', { name: `${SECTION}: تا` })).toHaveAttribute('placeholder', '۱۰');
    await screenshot(page, testInfo, 'filter-range-bounds');
  });
});
