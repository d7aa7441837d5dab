import { productEndpoints, settingsEndpoints, type ShopSettings } from '@shop/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminApi, confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import { demoProducts, getEndpoint, screenshot } from './support/shop';
import { expect, test } from './support/test';

const readSettings = async (request: APIRequestContext) =>
  (await getEndpoint(request, settingsEndpoints.get)).settings;

/** Saves settings as the admin signed in on `page`. */
async function saveSettings(page: Page, origin: string, settings: ShopSettings) {
  const response = await page.request.put('/api/settings', { data: settings, headers: { Origin: origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A product sold as one piece at `price` (none of the demo's families or rolls): its page's price is `price`. */
async function pieceProduct(request: APIRequestContext, test: (price: number) => boolean) {
  for (const item of await demoProducts(request, '&inStock=true')) {
    if (!test(item.price)) continue;
    const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
      params: { id: item._id },
    });
    if (product.variants.length === 1 && product.unit === 'piece' && product.minQuantity === 1)
      return product;
  }
  throw new Error('no such product in the demo');
}

const perks = (page: Page) => page.locator('.product-info .perks');
const benefitCard = (page: Page, title: string) => page.locator('.benefit-card', { hasText: title });

test('free shipping is one rule from the settings: the home card, the footer and a product page only when its price reaches it', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const demo = await readSettings(request);
  expect(demo.freeShippingThreshold).toBe(500_000);
  const lamp = await pieceProduct(request, (price) => price < 500_000);
  const dear = await pieceProduct(request, (price) => price >= 500_000);
  const rule = 'برای سفارش‌های از ۵۰۰ هزار تومان به بالا';

  await page.goto('/');
  await expect(benefitCard(page, 'ارسال رایگان')).toContainText(rule);
  await expect(page.locator('footer .trust-badges')).toContainText(`ارسال رایگان${rule}`);
  await expect(page.locator('body')).not.toContainText('۹۹ هزار');
  await screenshot(page, testInfo, 'home-promises');

  await page.goto(`/product/${lamp._id}`);
  await expect(perks(page)).toContainText('روز ضمانت بازگشت کالا');
  await expect(perks(page)).not.toContainText('ارسال رایگان');
  await screenshot(page, testInfo, 'product-perks-below-threshold');
  // Enough of them reach it: the order ships free.
  await page.getByLabel(/^تعداد/).fill(String(Math.ceil(500_000 / lamp.price)));
  await page.getByLabel(/^تعداد/).blur();
  await expect(perks(page)).toContainText('ارسال رایگان');
  await page.goto(`/product/${dear._id}`);
  await expect(perks(page)).toContainText('ارسال رایگان');

  await loginAs('admin');
  try {
    // The owner lowers the threshold below the lamp: every page says the new figure.
    await saveSettings(page, origin, { ...demo, freeShippingThreshold: lamp.price });
    await page.goto(`/product/${lamp._id}`);
    await expect(perks(page)).toContainText('ارسال رایگان');
    await page.goto('/');
    await expect(page.locator('footer .trust-badges')).not.toContainText('۵۰۰ هزار');

    // No free shipping at all: no page promises it.
    await saveSettings(page, origin, { ...demo, freeShippingThreshold: null });
    for (const path of ['/', `/product/${dear._id}`, '/terms']) {
      await page.goto(path);
      await expect(page.locator('body')).not.toContainText('ارسال رایگان');
    }
  } finally {
    await saveSettings(page, origin, demo);
  }
});

test('no payment-security claim, no «۲۴/۷»: home and about say the hours the settings hold', async ({
  page,
}) => {
  for (const path of ['/', '/about']) {
    await page.goto(path);
    const body = page.locator('body');
    for (const claim of ['SSL', '۲۵۶', 'پرداخت امن', '۲۴/۷', 'شبانه‌روزی'])
      await expect(body, `${path}: ${claim}`).not.toContainText(claim);
    await expect(benefitCard(page, 'ساعت پاسخ‌گویی')).toContainText('همه روزه (شنبه تا جمعه) ۰۹:۰۰ تا ۲۱:۰۰');
  }
  await expectAccessible(page, '/about with the benefit cards');
});

test('the owner writes the benefit cards in the settings; the home and about pages show them, and a card without a title is refused in Persian', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const demo = await readSettings(request);
  await loginAs('admin');
  try {
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'افزودن کارت' }).click();
    await page.getByLabel('عنوان کارت ۳').fill('مشاوره فنی رایگان');
    await page.getByLabel('متن کارت ۳').fill('پیش از خرید با کارشناس برق ما مشورت کنید.');
    await page.getByRole('button', { name: 'حذف کارت ۱' }).click();
    await screenshot(page, testInfo, 'settings-benefit-cards');
    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await confirmDialog(page);
    expect((await readSettings(request)).benefits).toEqual([
      demo.benefits[1],
      { title: 'مشاوره فنی رایگان', text: 'پیش از خرید با کارشناس برق ما مشورت کنید.' },
    ]);
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(benefitCard(page, 'مشاوره فنی رایگان')).toContainText('با کارشناس برق ما مشورت کنید');
      await expect(benefitCard(page, demo.benefits[0]!.title)).toHaveCount(0);
    }

    await page.goto('/admin/settings');
    await page.getByLabel('عنوان کارت ۱').fill('  ');
    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await confirmDialog(page);
    await expect(page.locator('.field-error', { hasText: 'عنوان کارت مزیت الزامی است' })).toBeVisible();
    expect((await readSettings(request)).benefits[0]!.title).toBe(demo.benefits[1]!.title);
  } finally {
    await saveSettings(page, origin, demo);
  }
});

test('a product’s warranty is its own: set in the product form, shown on its page only when set; the terms say so', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  await loginAs('admin');
  const api = adminApi(page);
  const created = await api.createProduct(baseURL!, { title: 'چراغ آزمایشی بدون گارانتی' });
  try {
    await page.goto(`/product/${created._id}`);
    await expect(perks(page)).not.toContainText('گارانتی');

    await page.goto(`/product/edit/${created._id}`);
    await page.getByLabel(/^گارانتی/).fill('۱۸ ماه گارانتی شرکتی');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(dialogTitle(page)).toHaveText('محصول با موفقیت ویرایش شد!');
    await confirmDialog(page);
    const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
      params: { id: created._id },
    });
    expect(product.warranty).toBe('۱۸ ماه گارانتی شرکتی');
    await page.goto(`/product/${created._id}`);
    await expect(perks(page).getByRole('listitem').filter({ hasText: 'گارانتی' })).toHaveText(
      '۱۸ ماه گارانتی شرکتی',
    );
    await screenshot(page, testInfo, 'product-own-warranty');
  } finally {
    await api.remove(baseURL!, `/api/product/${created._id}`);
  }
  await page.goto('/terms');
  await expect(page.locator('article')).toContainText(
    'گارانتی هر کالا، با مدت و ضمانت‌کننده‌اش، در صفحه همان کالا',
  );
  await expect(page.locator('article')).not.toContainText('۲ ساله');
  await screenshot(page, testInfo, 'terms');
});

test('the eNamad seal and the social links show in the footer once the owner sets them, the seal’s picture the one outside image', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const demo = await readSettings(request);
  const enamadRequests: string[] = [];
  // eNamad's server stands in: the test never leaves the machine.
  await page.route('https://trustseal.enamad.ir/**', (route) => {
    enamadRequests.push(route.request().url());
    return route.fulfill({ body: TINY_PNG.buffer, contentType: 'image/png' });
  });
  await page.goto('/');
  await expect(page.locator('footer')).not.toContainText('نماد اعتماد');
  expect(enamadRequests).toEqual([]);

  await loginAs('admin');
  try {
    await page.goto('/admin/settings');
    await page
      .getByLabel(/^نماد اعتماد الکترونیکی/)
      .fill(
        `<a referrerpolicy='origin' target='_blank' href='https://trustseal.enamad.ir/?id=217543&Code=i2vTFeNyO3PE4BZgvzxv'><img referrerpolicy='origin' src='https://trustseal.enamad.ir/logo.aspx?id=217543&Code=i2vTFeNyO3PE4BZgvzxv' alt='' style='cursor:pointer' code='i2vTFeNyO3PE4BZgvzxv'></a>`,
      );
    await page.getByLabel(/^شبکه‌های اجتماعی/).fill('اینستاگرام https://instagram.com/barqafarin');
    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await confirmDialog(page);
    await expect(page.getByLabel(/^نماد اعتماد الکترونیکی/)).toHaveValue(
      'https://trustseal.enamad.ir/?id=217543&Code=i2vTFeNyO3PE4BZgvzxv',
    );

    const shown = await page.goto('/');
    expect(shown!.headers()['content-security-policy']).toMatch(
      /img-src [^;]*https:\/\/trustseal\.enamad\.ir/,
    );
    const footer = page.locator('footer');
    const seal = footer.getByRole('link', { name: 'نماد اعتماد الکترونیکی (اینماد)' });
    await expect(seal).toHaveAttribute(
      'href',
      'https://trustseal.enamad.ir/?id=217543&Code=i2vTFeNyO3PE4BZgvzxv',
    );
    await expect(seal).toHaveAttribute('referrerpolicy', 'origin');
    await seal.scrollIntoViewIfNeeded();
    await expect(seal.locator('img')).toHaveJSProperty('complete', true);
    expect(await seal.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    // Only the seal's picture, at the address eNamad gives (once per page that drew the footer's seal).
    expect([...new Set(enamadRequests)]).toEqual([
      'https://trustseal.enamad.ir/logo.aspx?id=217543&Code=i2vTFeNyO3PE4BZgvzxv',
    ]);
    await expect(footer.getByRole('link', { name: 'اینستاگرام' })).toHaveAttribute(
      'href',
      'https://instagram.com/barqafarin',
    );
    await screenshot(page, testInfo, 'footer-enamad-social');
    await expectAccessible(page, 'home with the eNamad seal and social links');
  } finally {
    await saveSettings(page, origin, demo);
  }
});

test('the owner gives Thursday short hours and closes Friday, picks the shop on the map, and saves from a button that stays in reach', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const demo = await readSettings(request);
  // This machine reaches no tile server: the map is drawn without its pictures, and still takes a tap.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await loginAs('admin');
  try {
    await page.goto('/admin/settings');
    // The save button is in reach before scrolling to the end of the long form.
    await expect(page.getByRole('button', { name: 'ذخیره تنظیمات' })).toBeInViewport();

    const map = page.getByRole('application', { name: 'نقشه برای انتخاب موقعیت فروشگاه' });
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The map opens on Tehran: a tap in its middle is a point in Tehran.
    await expect(page.getByLabel(/^عرض جغرافیایی/)).toHaveValue(/^35\.\d+$/);
    await expect(page.getByLabel(/^طول جغرافیایی/)).toHaveValue(/^51\.\d+$/);
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    const picked = Number(await page.getByLabel(/^عرض جغرافیایی/).inputValue());

    const hours = page.getByRole('group', { name: 'ساعت کاری' });
    await hours.getByRole('button', { name: 'افزودن روزی با ساعت متفاوت' }).click();
    await hours.getByLabel('جمعه تعطیل است').check();
    await hours.getByRole('button', { name: 'افزودن روزی با ساعت متفاوت' }).click();
    await hours.getByLabel('پایان پنجشنبه').fill('۱۴');
    await expect(hours).toContainText('شنبه تا چهارشنبه ۰۹:۰۰ تا ۲۱:۰۰، پنجشنبه ۰۹:۰۰ تا ۱۴، جمعه تعطیل');
    await screenshot(page, testInfo, 'settings-hours-and-map');
    await expectAccessible(page, '/admin/settings with a day of its own and the map');

    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await confirmDialog(page);
    const saved = await readSettings(request);
    expect(saved.location?.latitude).toBe(picked);
    expect(saved.workingHours.exceptions).toEqual([
      { day: 'friday', closed: true, opens: '09:00', closes: '21:00' },
      { day: 'thursday', closed: false, opens: '09:00', closes: '14:00' },
    ]);
    await page.goto('/about');
    await expect(page.locator('.contact-details')).toContainText(
      'شنبه تا چهارشنبه ۰۹:۰۰ تا ۲۱:۰۰، پنجشنبه ۰۹:۰۰ تا ۱۴:۰۰، جمعه تعطیل',
    );
  } finally {
    await saveSettings(page, origin, demo);
  }
});
