import { expect, test } from './support/test';
import { screenshot } from './support/shop';

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
  await expect(page.getByRole('link', { name: 'پیام در تلگرام' })).toHaveAttribute(
    'href',
    `https://t.me/${settings.telegram}`,
  );
  await expect(page.getByRole('link', { name: 'تماس تلفنی' })).toHaveAttribute('href', /^tel:/);
  await screenshot(page, testInfo, 'product');

  // Moving to a related product updates the page and its title.
  const related = page.locator('.related-strip .product-card-title').first();
  const relatedTitle = (await related.textContent())!;
  await related.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  await expect(page).toHaveTitle(new RegExp(relatedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('an image that fails on a page drawn by the server shows the fallback picture, on first load and on reload', async ({
  page,
  request,
}, testInfo) => {
  const [product] = (await (await request.get('/api/products?pageSize=1')).json()).items as { _id: string }[];
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
});
