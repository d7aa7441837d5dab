import { expectAccessible } from './support/a11y';
import { demoProducts, persianDigits, screenshot } from './support/shop';
import { expect, test, waitForPart } from './support/test';
import type { Page } from '@playwright/test';

// The image test aborts pictures with `page.route`, which never sees what the shop's service worker fetches
// for the page (Playwright's advice: block the worker where requests are intercepted).
test.use({ serviceWorkers: 'block' });

interface FullProduct {
  _id: string;
  title: string;
  price: number;
  gallery: string[];
}

test('product page: gallery, short code, toman price, and a WhatsApp link with the title and address', async ({
  page,
  request,
}, testInfo) => {
  const list = (await (await request.get('/api/products?pageSize=100')).json()).items as { _id: string }[];
  let product: FullProduct | undefined;
  for (const { _id } of list) {
    const candidate = (await (await request.get(`/api/product/${_id}`)).json()).product as FullProduct;
    if (candidate.gallery.length >= 2) {
      product = candidate;
      break;
    }
  }
  expect(product).toBeDefined();
  const { settings } = await (await request.get('/api/settings')).json();

  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
  await expect(page).toHaveTitle(new RegExp(product!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByText(product!._id.slice(-6).toUpperCase())).toBeVisible();
  await expect(page.locator('.product-info .price-current')).toHaveText(
    `${product!.price.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`,
  );
  await expect(page.locator('.product-info')).not.toContainText('$');

  const count = product!.gallery.length + 1;
  const counter = page.locator('.gallery-counter');
  await waitForPart(page.locator('.gallery'));
  await expect(counter).toHaveText(`۱ / ${count.toLocaleString('fa-IR')}`);
  await page.getByRole('button', { name: 'تصویر بعدی' }).click();
  await expect(counter).toHaveText(`۲ / ${count.toLocaleString('fa-IR')}`);
  await page.getByRole('button', { name: 'تصویر قبلی' }).click();
  await page.getByRole('button', { name: 'تصویر قبلی' }).click();
  await expect(counter).toHaveText(`${count.toLocaleString('fa-IR')} / ${count.toLocaleString('fa-IR')}`);
  await page.getByRole('button', { name: 'نمایش تصویر ۱' }).click();
  await expect(counter).toHaveText(`۱ / ${count.toLocaleString('fa-IR')}`);

  const message = `سلام، برای سفارش این محصول پیام می‌دهم:\n${product!.title}\n${page.url()}`;
  await expect(page.getByRole('link', { name: 'سفارش در واتس‌اپ' })).toHaveAttribute(
    'href',
    `https://wa.me/${settings.whatsapp}?text=${encodeURIComponent(message)}`,
  );
  // Telegram opens the shop's chat with the same message as a draft.
  await expect(page.getByRole('link', { name: 'پیام در تلگرام' })).toHaveAttribute(
    'href',
    `https://t.me/${settings.telegram}?text=${encodeURIComponent(message)}`,
  );
  // The number is on the button: a desktop cannot dial it, the shopper reads it.
  const call = page.getByRole('link', { name: 'تماس تلفنی' });
  await expect(call).toHaveAttribute('href', /^tel:/);
  await expect(call).toHaveText(`تماس تلفنی ${persianDigits(settings.phone)}`);
  await screenshot(page, testInfo, 'product');

  // Moving to a related product updates the page and its title.
  const related = page.locator('.related-strip .product-card-title').first();
  const relatedTitle = (await related.textContent())!;
  await related.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  await expect(page).toHaveTitle(new RegExp(relatedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test(
  'an image that fails on a page drawn by the server shows the fallback picture, on first load and on reload',
  { tag: '@one-screen' },
  async ({ page, request }, testInfo) => {
    const [product] = (await (await request.get('/api/products?pageSize=1')).json()).items as {
      _id: string;
    }[];
    // The uploaded files are gone (a lost disk, a broken CDN): every image request fails.
    await page.route('**/*.webp', (route) => route.abort());
    const mainImage = page.locator('.gallery-main img').first();
    for (const open of [() => page.goto(`/product/${product!._id}`), () => page.reload()]) {
      await open();
      await expect(mainImage).toHaveAttribute('src', '/fallback-product.svg');
      await expect
        .poll(() => mainImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.goto('/shop');
    await expect(page.locator('.product-card img').first()).toHaveAttribute('src', '/fallback-product.svg');
    await screenshot(page, testInfo, 'image-fallback-shop');
  },
);

interface StockedProduct {
  _id: string;
  title: string;
  options: { name: string }[];
  variants: { _id: string; options: string[]; stock: number }[];
}

const productOf = async (request: Parameters<typeof demoProducts>[0], id: string) =>
  (await (await request.get(`/api/product/${id}`)).json()).product as StockedProduct;

/** The WhatsApp link's message, decoded. */
const whatsappMessage = async (page: Page, name: string) =>
  decodeURIComponent(
    new URL((await page.getByRole('link', { name, exact: true }).getAttribute('href'))!).searchParams.get(
      'text',
    )!,
  );

test('a product out of stock says so beside its price and its buttons ask about stock instead of ordering', async ({
  page,
  request,
}, testInfo) => {
  let product: StockedProduct | undefined;
  for (const item of (await demoProducts(request)).filter((each) => each.stock === 0)) {
    product = await productOf(request, item._id);
    if (product.options.length === 0) break;
  }
  expect(product, 'the demo catalog has a product without options out of stock').toBeDefined();

  await page.goto(`/product/${product!._id}`);
  const info = page.locator('.product-info');
  await expect(info.locator('.stock-notice')).toContainText('ناموجود');
  await expect(info.locator('.stock-notice')).toContainText('این کالا فعلاً موجود نیست');
  // The price is still there to read, only quieter.
  await expect(info.locator('.price-current')).toContainText('تومان');
  await expect(page.getByRole('link', { name: 'سفارش در واتس‌اپ' })).toHaveCount(0);
  await expect(info.locator('.order-buttons a')).toHaveText([
    'استعلام موجودی در واتس‌اپ',
    'استعلام موجودی در تلگرام',
    `استعلام موجودی با تماس تلفنی ${persianDigits((await (await request.get('/api/settings')).json()).settings.phone)}`,
  ]);
  expect(await whatsappMessage(page, 'استعلام موجودی در واتس‌اپ')).toBe(
    `سلام، برای استعلام موجودی این محصول پیام می‌دهم:\n${product!.title}\n${page.url()}`,
  );
  // The request list takes it as before (the list marks it out of stock).
  await expect(page.getByRole('button', { name: `افزودن به لیست: ${product!.title}` })).toBeEnabled();
  await expectAccessible(page, 'a product out of stock');
  await screenshot(page, testInfo, 'product-out-of-stock');
});

test('a variant out of stock asks about its stock; choosing one in stock orders it again', async ({
  page,
  request,
}, testInfo) => {
  const sh201 = (await demoProducts(request)).find((item) => item.title.includes('SH201'))!;
  const product = await productOf(request, sh201._id);
  const soldOut = product.variants.find((variant) => variant.stock === 0)!;
  const inStock = product.variants.find((variant) => variant.stock > 0)!;
  const option = product.options[0]!.name;

  await page.goto(`/product/${product._id}?v=${soldOut._id}`);
  const info = page.locator('.product-info');
  await expect(info.locator('.stock-notice')).toContainText('این تنوع فعلاً موجود نیست');
  const inquiry = await whatsappMessage(page, 'استعلام موجودی در واتس‌اپ');
  expect(inquiry).toContain('سلام، برای استعلام موجودی این محصول پیام می‌دهم:');
  expect(inquiry).toContain(`${product.title} (${option}: ${soldOut.options[0]})`);
  await expectAccessible(page, 'a variant out of stock');
  await screenshot(page, testInfo, 'product-variant-out-of-stock');

  await info.getByRole('button', { name: inStock.options[0], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`v=${inStock._id}`));
  await expect(info.locator('.stock-notice')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^استعلام موجودی/ })).toHaveCount(0);
  const order = await whatsappMessage(page, 'سفارش در واتس‌اپ');
  expect(order).toContain('سلام، برای سفارش این محصول پیام می‌دهم:');
  expect(order).toContain(`${product.title} (${option}: ${inStock.options[0]})`);
  await expect(page.getByRole('link', { name: 'پیام در تلگرام' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تماس تلفنی' })).toBeVisible();
});
