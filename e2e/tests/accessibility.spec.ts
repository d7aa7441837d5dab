import { expectAccessible } from './support/a11y';
import { expect, test } from './support/test';
import { demoCategories, demoProducts, screenshot } from './support/shop';

test('public pages fit the screen and have no serious or critical accessibility violations', async ({
  page,
  request,
}, testInfo) => {
  // Ten pages, each analysed by axe: more than one page's time.
  test.slow();
  const [product] = await demoProducts(request);
  const [category] = await demoCategories(request);
  const pages = [
    '/',
    '/shop',
    `/category/${category!._id}`,
    `/product/${product!._id}`,
    '/search?q=لامپ',
    '/about',
    '/contact',
    '/privacy-policy',
    '/terms',
    '/missing-page',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing sticks out sideways: a phone would zoom the whole page out.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    await expectAccessible(page, path);
    if (['/about', '/contact', '/privacy-policy', '/terms'].includes(path)) {
      await screenshot(page, testInfo, path.slice(1));
    }
  }
});
