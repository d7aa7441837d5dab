import { productEndpoints, searchEndpoints } from '@shop/contracts';
import { expect, test } from './support/test';
import { getEndpoint, persianDigits, screenshot } from './support/shop';

const toman = (amount: number) => `${amount.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`;

test('a cable sold by the metre: the card says «از …» per metre, the page switches cross-section by its own address, and the order names it', async ({
  page,
  request,
}, testInfo) => {
  // The demo's family of cables is found by one of its variants' codes, as an electrician would.
  const found = await getEndpoint(request, searchEndpoints.search, { query: { q: 'ps-f1-2.5' } });
  expect(found.products).toHaveLength(1);
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: found.products[0]!._id },
  });
  expect(product.unit).toBe('metre');
  expect(product.variants.length).toBeGreaterThan(2);
  const inStock = product.variants.filter((variant) => variant.stock > 0);
  const outOfStock = product.variants.find((variant) => variant.stock === 0)!;
  const cheapest = [...inStock].sort((a, b) => a.price - b.price)[0]!;
  const dearest = [...inStock].sort((a, b) => b.price - a.price)[0]!;

  await page.goto(`/category/${product.categoryId}`);
  const card = page.locator('.product-card', { hasText: product.title });
  await expect(card.locator('.price-current')).toHaveText(`از ${toman(cheapest.price)} / متر`);
  await expect(card).toContainText(`${persianDigits(product.variants.length)} تنوع`);

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const price = page.locator('.product-info .price-current');
  await expect(price).toHaveText(`${toman(cheapest.price)} / متر`);
  const option = page.getByRole('group', { name: /سطح مقطع/ });
  await expect(option.getByRole('button', { name: cheapest.options[0]! })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A cross-section out of stock is shown, disabled, with its reason.
  const unavailable = option.getByRole('button', { name: new RegExp(outOfStock.options[0]!) });
  await expect(unavailable).toBeDisabled();
  await expect(unavailable).toContainText('ناموجود');
  await screenshot(page, testInfo, 'variant-product');

  await option.getByRole('button', { name: dearest.options[0]! }).click();
  await expect(page).toHaveURL(new RegExp(`\\?v=${dearest._id}$`));
  await expect(price).toHaveText(`${toman(dearest.price)} / متر`);
  await expect(page.locator('.product-meta')).toContainText(dearest.code!);

  // The quantity is in metres, stepped by the product's step; the order message carries both.
  const quantity = page.getByLabel('تعداد (متر)');
  await expect(quantity).toHaveValue('۱');
  await page.getByRole('button', { name: '۱ متر بیشتر' }).click();
  await page.getByRole('button', { name: '۱ متر بیشتر' }).click();
  await expect(quantity).toHaveValue('۳');
  await quantity.fill('۲۵');
  await quantity.blur();
  await expect(quantity).toHaveValue('۲۵');
  const whatsapp = page.getByRole('link', { name: 'سفارش در واتس‌اپ' });
  const message = decodeURIComponent(
    new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!,
  );
  expect(message).toContain(`${product.title} (سطح مقطع: ${dearest.options[0]}) — ۲۵ متر`);
  expect(message).toContain(`?v=${dearest._id}`);

  // The variant's address, opened afresh, is drawn on the server with that variant chosen.
  const drawn = await request.get(`/product/${product._id}?v=${dearest._id}`);
  expect(await drawn.text()).toMatch(
    new RegExp(`<link rel="canonical" href="[^"]*/product/${product._id}\\?v=${dearest._id}"`),
  );
  await page.reload();
  await expect(price).toHaveText(`${toman(dearest.price)} / متر`);
  await screenshot(page, testInfo, 'variant-chosen');

  // Two cross-sections compared side by side: each its own column, with its values and price.
  const compare = page
    .locator('.product-info')
    .getByRole('button', { name: `افزودن به مقایسه: ${product.title}` });
  await compare.click();
  await option.getByRole('button', { name: cheapest.options[0]! }).click();
  await expect(price).toHaveText(`${toman(cheapest.price)} / متر`);
  await compare.click();
  await page.locator('.product-info').getByRole('link', { name: 'مقایسه (۲)' }).click();
  const variantRow = page.getByRole('row', { name: /^تنوع/ });
  await expect(variantRow).toContainText(`سطح مقطع: ${dearest.options[0]}`);
  await expect(variantRow).toContainText(`سطح مقطع: ${cheapest.options[0]}`);
  const priceRow = page.getByRole('row', { name: /^قیمت/ });
  await expect(priceRow).toContainText(toman(dearest.price));
  await expect(priceRow).toContainText(toman(cheapest.price));
  await screenshot(page, testInfo, 'variant-compare');
});
