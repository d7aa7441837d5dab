import { expect, test } from './support/test';
import { demoCategories, demoProducts } from './support/shop';

test(
  'the first product page renders from the data in the page, with the product API blocked',
  { tag: '@one-screen' },
  async ({ page, request }) => {
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
  },
);

test('without JavaScript, shopper pages arrive drawn: the hero, product cards with prices, a product with its order buttons', async ({
  browser,
  request,
}) => {
  // In stock: an unavailable product's buttons ask «استعلام موجودی» instead.
  const [product] = await demoProducts(request, '&inStock=true');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'مشاهده فروشگاه' })).toHaveAttribute('href', '/shop');

  await page.goto('/shop');
  const cards = page.locator('.product-card');
  await expect(cards.first()).toContainText('تومان');
  expect(await cards.count()).toBeGreaterThan(1);

  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
  await expect(page.locator('.product-info .price-current')).toContainText('تومان');
  await expect(page.getByRole('link', { name: 'سفارش در واتس‌اپ' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await context.close();
});

test(
  'the app takes over the drawn pages without a mismatch, and the order message carries the full address',
  { tag: '@one-screen' },
  async ({ page, request, baseURL }) => {
    const [product] = await demoProducts(request, '&inStock=true');
    const [category] = await demoCategories(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    for (const path of [
      '/',
      '/shop?page=2&sort=price-asc',
      `/category/${category!._id}`,
      '/search?q=کابل',
      '/about',
    ]) {
      await page.goto(path);
    }
    await page.goto(`/product/${product!._id}`);
    const address = encodeURIComponent(`${baseURL}/product/${product!._id}`);
    await expect(page.getByRole('link', { name: 'سفارش در واتس‌اپ' })).toHaveAttribute(
      'href',
      new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    expect(errors).toEqual([]);
  },
);
