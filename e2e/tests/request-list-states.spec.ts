import { execFileSync } from 'node:child_process';
import { productEndpoints, settingsEndpoints, type RequestLine } from '@shop/contracts';
import { adminApi, TINY_PNG } from './support/admin';
import { getEndpoint, persianDigits, screenshot } from './support/shop';
import { expect, test } from './support/test';
import { plainProduct, proFormaOf, storedLines, toman } from './support/request-list';

const variantOf = async (request: Parameters<typeof getEndpoint>[0], id: string) =>
  (await getEndpoint(request, productEndpoints.getWithRelated, { params: { id } })).product.variants[0]!;

test('a line added from the compare page whose price then changed shows old → new; an out-of-stock and a deleted product stay on the list, flagged and out of the total', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = { Origin: new URL(baseURL!).origin };
  await loginAs('admin');
  const api = adminApi(page);
  const run = `${testInfo.project.name} ${Date.now()}`;
  const category = await api.createCategory(baseURL!, `دسته لیست صادقانه ${run}`);
  const dearer = await api.createProduct(baseURL!, {
    title: `کلید تبدیل گران‌شونده ${run}`,
    price: '300000',
    stock: '20',
    categoryId: category._id,
  });
  const soldOut = await api.createProduct(baseURL!, {
    title: `پریز ناموجود ${run}`,
    price: '90000',
    stock: '0',
    categoryId: category._id,
  });
  const removed = await api.createProduct(baseURL!, {
    title: `چراغ حذف‌شونده ${run}`,
    price: '150000',
    stock: '5',
    categoryId: category._id,
  });
  const dearerVariant = await variantOf(request, dearer._id);
  const soldOutVariant = await variantOf(request, soldOut._id);
  const removedVariant = await variantOf(request, removed._id);

  try {
    // A shopper compares, and adds from the compare page: the line keeps the price he saw.
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(
      (id) => localStorage.setItem('compareList', JSON.stringify({ ids: [id] })),
      dearer._id,
    );
    await page.goto('/compare');
    await page.getByRole('button', { name: `افزودن به لیست: ${dearer.title}` }).click();
    await expect
      .poll(() => storedLines(page))
      .toEqual([{ variantId: dearerVariant._id, quantity: 1, addedPrice: 300_000 }]);
    await expect(page.getByRole('link', { name: 'لیست خرید، ۱ قلم' })).toBeVisible();

    // The owner raises one price and deletes another product; the list also holds one now sold out.
    await loginAs('admin');
    const raised = await page.request.put(`/api/product/${dearer._id}`, {
      headers: origin,
      multipart: {
        title: dearer.title,
        description: '<p>محصول آزمایشی</p>',
        price: '330000',
        stock: '20',
        categoryId: category._id,
        image: TINY_PNG,
      },
    });
    expect(raised.ok(), await raised.text()).toBe(true);
    await api.remove(baseURL!, `/api/product/${removed._id}`);
    await page.context().clearCookies();
    await page.evaluate((lines) => localStorage.setItem('requestList', JSON.stringify({ lines })), [
      { variantId: dearerVariant._id, quantity: 1, addedPrice: 300_000 },
      { variantId: soldOutVariant._id, quantity: 1, addedPrice: 90_000 },
      { variantId: removedVariant._id, quantity: 1, addedPrice: 150_000 },
    ] satisfies RequestLine[]);

    await page.goto('/list');
    const lines = page.locator('.list-line');
    await expect(lines).toHaveCount(3);
    // Old → new: the price when added, struck through, then today's.
    const changed = lines.nth(0);
    await expect(changed.locator('.list-line-old')).toHaveText(`قیمت هنگام افزودن: ${toman(300_000)}`);
    await expect(changed.locator('.list-line-price')).toHaveText(toman(330_000));
    await expect(changed.locator('.list-line-flag')).toHaveCount(0);
    // Flagged, not dropped: the sold-out one by name, the deleted one as gone.
    await expect(lines.nth(1)).toContainText(soldOut.title);
    await expect(lines.nth(1).locator('.list-line-flag')).toHaveText('ناموجود — در جمع و پیش‌فاکتور نمی‌آید');
    await expect(lines.nth(2).locator('.list-line-flag')).toHaveText(
      'دیگر فروخته نمی‌شود — در جمع و پیش‌فاکتور نمی‌آید',
    );
    await expect(page.locator('.list-total-amount')).toHaveText(toman(330_000));
    await expect(page.locator('.list-total')).toContainText('جمع کل (۱ قلم)');
    await expect(page.locator('.list-total')).toContainText('۲ ردیف ناموجود یا نیازمند اصلاح');
    await screenshot(page, testInfo, 'request-list-flagged');
  } finally {
    await loginAs('admin');
    for (const product of [dearer, soldOut]) await api.remove(baseURL!, `/api/product/${product._id}`);
    await api.remove(baseURL!, `/api/category/${category._id}`);
  }
});

test('a channel the owner has not set up is left out of the send buttons', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const { settings } = await getEndpoint(request, settingsEndpoints.get, {});
  expect(settings.telegram).not.toBe('');
  const plain = await plainProduct(request);
  await loginAs('admin');
  const save = async (changed: typeof settings) => {
    const response = await page.request.put('/api/settings', { headers: origin, data: changed });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await save({ ...settings, telegram: '' });
  try {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate((line) => localStorage.setItem('requestList', JSON.stringify({ lines: [line] })), {
      variantId: plain.variant._id,
      quantity: 1,
      addedPrice: plain.variant.price,
    });
    await page.goto('/list');
    const send = page.locator('.send-list');
    await expect(send.getByRole('button', { name: 'ارسال در واتس‌اپ' })).toBeVisible();
    await expect(send.getByRole('button', { name: 'پیامک' })).toBeVisible();
    await expect(send.getByRole('button', { name: 'تماس', exact: true })).toBeVisible();
    await expect(send.getByRole('button', { name: 'ارسال در تلگرام' })).toHaveCount(0);
    await expect(send).not.toContainText('تلگرام');
    await screenshot(page, testInfo, 'request-list-no-telegram');
  } finally {
    await loginAs('admin');
    await save(settings);
  }
});

const LEFT_TO_RIGHT = 'A-Za-z0-9۰-۹٫٬';
const PUNCTUATION = ':،,.؛()';

/**
 * Text as a reader compares it (as the API's PDF test does): no bidi marks, and no spaces beside a number,
 * a Latin code or punctuation (pdftotext moves a space over the edge of a left-to-right run); other spaces
 * counted once. Letters, their order and the spaces between words stay.
 */
const plainText = (text: string) =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(new RegExp(`\\s+(?=[${LEFT_TO_RIGHT}${PUNCTUATION}])`, 'g'), '')
    .replace(new RegExp(`(?<=[${LEFT_TO_RIGHT}${PUNCTUATION}])\\s+`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('a pro-forma past its validity', () => {
  // The installable app's service worker answers the page's requests itself; the route below must see them.
  test.use({ serviceWorkers: 'block' });

  test('the pro-forma’s PDF, downloaded, reads back with its words in order; past its validity the page says so and offers a fresh one', async ({
    page,
    request,
  }, testInfo) => {
    const plain = await plainProduct(request);
    await page.goto('/');
    await page.evaluate((line) => localStorage.setItem('requestList', JSON.stringify({ lines: [line] })), {
      variantId: plain.variant._id,
      quantity: 3,
      addedPrice: plain.variant.price,
    });
    await page.goto('/list');
    await page.getByRole('button', { name: 'دریافت پیش‌فاکتور' }).click();
    await expect(page).toHaveURL(/\/pro-forma\/[\w-]+$/);
    const token = page.url().split('/').pop()!;
    const proForma = await proFormaOf(request, token);

    // The PDF, as the browser saves it, read back with poppler's pdftotext.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'دانلود PDF' }).click();
    const file = await (await download).path();
    const text = plainText(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    for (const words of [
      proForma.shop.name,
      'پیش‌فاکتور',
      persianDigits(proForma.number),
      plain.item.title,
      `${persianDigits(3)} عدد`,
      'جمع کل',
      toman(proForma.total).replace(' تومان', ''),
    ]) {
      expect(text, `«${words}» in the PDF`).toContain(plainText(words));
    }
    // Words in the order a reader meets them: the shop, the number, the line, then the total.
    const at = (words: string) => text.indexOf(plainText(words));
    expect(at(proForma.shop.name)).toBeLessThan(at(persianDigits(proForma.number)));
    expect(at(persianDigits(proForma.number))).toBeLessThan(at(plain.item.title));
    expect(at(plain.item.title)).toBeLessThan(at('جمع کل'));

    // Days later (the server's clock is real: its answer is made to say the validity has passed).
    let answered = 0;
    await page.route(
      (url) => url.pathname.endsWith(`/pro-forma/${token}`),
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('"expired":false')) answered += 1;
        await route.fulfill({ response, body: body.replace('"expired":false', '"expired":true') });
      },
    );
    await page.reload();
    expect(answered).toBeGreaterThan(0);
    const expired = page.locator('.pro-forma-expired');
    await expect(expired).toContainText('به پایان رسیده است و قیمت‌ها ممکن است تغییر کرده باشند');
    await screenshot(page, testInfo, 'pro-forma-expired');
    await page.unrouteAll();

    // A fresh one: the same lines priced today, under a new number; the old one stays as it was.
    await expect(page.getByRole('button', { name: 'پیش‌فاکتور تازه با قیمت‌های امروز' })).toBeVisible();
    await page.getByRole('button', { name: 'پیش‌فاکتور تازه با قیمت‌های امروز' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/pro-forma/${token}$`));
    await expect(page).toHaveURL(/\/pro-forma\/[\w-]+$/);
    const fresh = await proFormaOf(request, page.url().split('/').pop()!);
    expect(fresh.number).not.toBe(proForma.number);
    expect(fresh.lines.map(({ variantId, quantity }) => ({ variantId, quantity }))).toEqual([
      { variantId: plain.variant._id, quantity: 3 },
    ]);
    await expect(page.locator('.pro-forma-expired')).toHaveCount(0);
    await expect(page.locator('.pro-forma')).toContainText(persianDigits(fresh.number));
  });
});
