import { expect, test } from '@playwright/test';
import { demoProducts } from './support/shop';

test('the first product page renders from the data in the page, with the product API blocked', async ({
  page,
  request,
}) => {
  const [first, second] = await demoProducts(request);
  const apiCalls: string[] = [];
  await page.route(/\/api\/(product|products|settings|category)(\/|\?|$)/, (route) => {
    apiCalls.push(route.request().url());
    return route.abort();
  });
  await page.goto(`/product/${first!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  await expect(page.locator('.product-info .price-current')).toContainText('تومان');
  await expect(page).toHaveTitle(`${first!.title} | برق‌آفرین`);
  expect(apiCalls).toEqual([]);

  // Moving on inside the app asks the API again and keeps the tab title in step.
  await page.unroute(/\/api\//);
  await page.goto(`/product/${second!._id}`);
  await expect(page).toHaveTitle(`${second!.title} | برق‌آفرین`);
});
