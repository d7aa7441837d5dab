import { productEndpoints, searchEndpoints } from '@shop/contracts';
import { adminApi, RED_PNG, TINY_PNG } from './support/admin';
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
  // The family carries its datasheet and standard certificate, whichever cross-section is chosen.
  const documents = page.getByRole('region', { name: 'مستندات و گواهی‌ها' });
  await expect(documents.getByRole('link', { name: /دیتاشیت سیم افشان/ })).toBeVisible();
  await expect(documents.getByRole('link', { name: /گواهی استاندارد ملی ۳۰۸۴/ })).toBeVisible();
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

/** A stored picture's name without its width (`abc-1600.webp` → `abc`): every size of it carries this. */
const pictureOf = (file: string) => file.replace(/-\d+\.webp$/, '');

test('choosing a variant changes the struck old price, the stock state and the picture to that variant’s', async ({
  page,
  loginAs,
  baseURL,
}, testInfo) => {
  await loginAs('admin');
  const origin = { Origin: new URL(baseURL!).origin };
  const title = `کابل آزمایشی تنوع ${testInfo.project.name} ${Date.now()}`;
  // The 2.5 is discounted, in stock and has a picture of its own; the 4 is out of stock and has none.
  const created = await page.request.post('/api/product', {
    headers: origin,
    multipart: {
      title,
      description: '<p>کابل افشان مسی</p>',
      unit: 'metre',
      options: JSON.stringify([{ name: 'سطح مقطع', attributeId: null, values: ['۲٫۵', '۴'] }]),
      variants: JSON.stringify([
        { options: ['۲٫۵'], price: '48500', originalPrice: '52000', stock: '900' },
        { options: ['۴'], price: '76000', stock: '0' },
      ]),
      image: TINY_PNG,
      gallery: RED_PNG,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { newProduct: { _id: string } }).newProduct._id;
  try {
    const { product } = await getEndpoint(page.request, productEndpoints.get, { params: { id } });
    const [thin, thick] = product.variants;
    // A new product's pictures have no names yet; the edit gives the 2.5 the gallery's picture.
    const edited = await page.request.put(`/api/product/${id}`, {
      headers: origin,
      multipart: {
        title,
        description: '<p>کابل افشان مسی</p>',
        unit: 'metre',
        options: JSON.stringify(product.options),
        variants: JSON.stringify(
          product.variants.map((variant) => ({
            ...variant,
            price: String(variant.price),
            originalPrice: variant.originalPrice === null ? '' : String(variant.originalPrice),
            stock: String(variant.stock),
            image: variant === thin ? product.gallery[0] : null,
          })),
        ),
      },
    });
    expect(edited.ok(), await edited.text()).toBe(true);
    await page.context().clearCookies();

    // A shopper arrives at the 4's own address: out of stock, no old price, the product's picture.
    await page.goto(`/product/${id}?v=${thick!._id}`);
    const info = page.locator('.product-info');
    const oldPrice = info.locator('.product-price .price-original');
    const mainPicture = page.locator('.gallery-main img').first();
    await expect(info.locator('.product-price .price-current')).toHaveText(`${toman(76_000)} / متر`);
    await expect(oldPrice).toHaveCount(0);
    await expect(info.locator('.product-meta .badge')).toHaveText('ناموجود');
    await expect(info.locator('.stock-notice')).toContainText('این تنوع فعلاً موجود نیست');
    await expect(mainPicture).toHaveAttribute('src', new RegExp(pictureOf(product.image)));
    await screenshot(page, testInfo, 'variant-out-of-stock');

    await page
      .getByRole('group', { name: /سطح مقطع/ })
      .getByRole('button', { name: '۲٫۵' })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?v=${thin!._id}$`));
    await expect(info.locator('.product-price .price-current')).toHaveText(`${toman(48_500)} / متر`);
    await expect(oldPrice).toContainText(toman(52_000));
    expect(await oldPrice.evaluate((element) => element.tagName)).toBe('DEL');
    await expect(info.locator('.product-meta .badge')).toHaveText('موجود');
    await expect(info.locator('.stock-notice')).toHaveCount(0);
    await expect(mainPicture).toHaveAttribute('src', new RegExp(pictureOf(product.gallery[0]!)));
    await screenshot(page, testInfo, 'variant-in-stock-with-picture');
  } finally {
    await loginAs('admin');
    await adminApi(page).remove(baseURL!, `/api/product/${id}`);
  }
});
