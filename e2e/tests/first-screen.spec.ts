import { categoryEndpoints, productEndpoints, searchEndpoints } from '@shop/contracts';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { demoCategories, getEndpoint, isPhone, screenshot } from './support/shop';
import { expect, test } from './support/test';

const toman = (amount: number) => `${amount.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`;

/** Copies of what a person looks at: the first screen as it opens (the full page is kept by `screenshot`). */
async function firstScreen(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}-${project}.png` });
}

/** How far down the page an element starts, in CSS pixels, at the top of the page. */
const topOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + scrollY);

/** At least this much of a product's card (its picture's upper part) is on the first screen. */
const SEEN_PX = 120;

test('the home page shows its first product on the first screen, on a phone and on a desktop', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const height = page.viewportSize()!.height;
  const firstProduct = page.locator('main .swiper-slide, main .product-card').first();
  await expect(firstProduct).toBeVisible();
  expect(await topOf(firstProduct)).toBeLessThanOrEqual(height - SEEN_PX);
  // The banner still says who the shop is and leads to it; the benefit cards follow the products.
  await expect(page.getByRole('link', { name: 'مشاهده فروشگاه' })).toBeInViewport();
  expect(await topOf(page.getByRole('heading', { name: 'چرا ما را انتخاب کنید؟' }))).toBeGreaterThan(
    await topOf(firstProduct),
  );
  await firstScreen(page, 'home-first-screen', testInfo.project.name);
});

test('a category with a long description shows its products on the first screen, and the description after them', async ({
  page,
  request,
}, testInfo) => {
  // The category whose description is the longest: the one that pushed its grid the furthest.
  const categories = await demoCategories(request);
  const described = await Promise.all(
    categories.map(({ _id }) => getEndpoint(request, categoryEndpoints.get, { params: { id: _id } })),
  );
  const { category } = described.sort(
    (a, b) => b.category.description.length - a.category.description.length,
  )[0]!;

  await page.goto(`/category/${category._id}`);
  const height = page.viewportSize()!.height;
  const firstCard = page.locator('main .product-card').first();
  await expect(firstCard).toBeVisible();
  expect(await topOf(firstCard)).toBeLessThanOrEqual(height - SEEN_PX);
  const about = page.getByRole('region', { name: /^درباره / });
  await expect(about).toContainText(
    category.description
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)[0]!,
  );
  expect(await topOf(about)).toBeGreaterThan(await topOf(page.locator('main .product-card').last()));
  await firstScreen(page, 'category-first-screen', testInfo.project.name);
  await screenshot(page, testInfo, 'category-description-below');
});

test('a product page: on a phone, once the order buttons scroll away, a bottom bar keeps the chosen variant’s price and the order button; a desktop never shows it', async ({
  page,
  request,
}, testInfo) => {
  const found = await getEndpoint(request, searchEndpoints.search, { query: { q: 'ps-f1-2.5' } });
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: found.products[0]!._id },
  });
  const inStock = product.variants.filter((variant) => variant.stock > 0);
  const dearest = [...inStock].sort((a, b) => b.price - a.price)[0]!;
  const cheapest = [...inStock].sort((a, b) => a.price - b.price)[0]!;

  await page.goto(`/product/${product._id}?v=${dearest._id}`);
  const bar = page.getByRole('region', { name: 'سفارش سریع' });
  const buttons = page.locator('.product-info .order-buttons');
  // At the top the buy box is in view: no bar.
  await expect(buttons).toBeVisible();
  await expect(bar).toBeHidden();

  // Down in the specification table, the order buttons are out of view.
  await page.getByRole('heading', { name: 'توضیحات محصول' }).scrollIntoViewIfNeeded();
  await expect(buttons).not.toBeInViewport();
  if (!isPhone(testInfo)) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await expect(bar.locator('.price-current')).toHaveText(`${toman(dearest.price)} / متر`);
  const order = bar.getByRole('link', { name: 'سفارش', exact: true });
  const message = decodeURIComponent(new URL((await order.getAttribute('href'))!).searchParams.get('text')!);
  expect(message).toContain(`(سطح مقطع: ${dearest.options[0]})`);
  // 44 px to tap; fixed to the bottom of the screen.
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  expect((await order.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The screen as the shopper sees it (a full-page picture would move the page under the bar).
  await firstScreen(page, 'product-bottom-bar', testInfo.project.name);
  await expectAccessible(page, 'product page with the bottom bar');

  // At the very end, the page has room for the bar: the footer's last line is above it, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.locator('.copyright');
  await expect(bar).toBeVisible();
  expect((await copyright.boundingBox())!.y + (await copyright.boundingBox())!.height).toBeLessThanOrEqual(
    (await bar.boundingBox())!.y,
  );
  // The back-to-top button sits above the bar.
  const toTop = page.getByRole('button', { name: 'بازگشت به بالای صفحه' });
  await expect(toTop).toBeVisible();
  expect((await toTop.boundingBox())!.y + (await toTop.boundingBox())!.height).toBeLessThanOrEqual(
    (await bar.boundingBox())!.y,
  );
  await firstScreen(page, 'product-bottom-bar-page-end', testInfo.project.name);

  // Another variant chosen up in the buy box: the bar follows it; back at the buttons, it goes.
  await page
    .getByRole('group', { name: /سطح مقطع/ })
    .getByRole('button', { name: cheapest.options[0]! })
    .click();
  await expect(bar).toBeHidden();
  await page.getByRole('heading', { name: 'توضیحات محصول' }).scrollIntoViewIfNeeded();
  await expect(bar.locator('.price-current')).toHaveText(`${toman(cheapest.price)} / متر`);
});
