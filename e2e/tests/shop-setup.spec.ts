import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { confirmDialog, dialogTitle } from './support/admin';
import { demoProducts, persianDigits, screenshot } from './support/shop';
import { addCable, demoCable, expectedMessage, proFormaOf } from './support/request-list';
import { expect, otherAddress, test } from './support/test';

interface Settings {
  shopName: { fa: string };
  phone: string;
  whatsapp: string;
  telegram: string;
  messengers?: Record<'bale' | 'eitaa' | 'rubika', string>;
  address: string;
  location: { latitude: number; longitude: number } | null;
}

const readSettings = async (request: APIRequestContext) =>
  (await (await request.get('/api/settings')).json()).settings as Settings;

/** Saves settings as the admin signed in on `page`. */
async function saveSettings(page: Page, origin: string, settings: Settings) {
  const response = await page.request.put('/api/settings', { data: settings, headers: { Origin: origin } });
  expect(response.ok()).toBe(true);
}

/** The Store JSON-LD of a page as the server drew it (no script run). */
async function storeOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return { html, store: blocks.find((block) => block['@type'] === 'Store')! };
}

const PLACEHOLDERS = [
  '021-00000000',
  '۰۲۱-۰۰۰۰۰۰۰۰',
  '989120000000',
  'نشانی فروشگاه را در تنظیمات وارد کنید',
];

test('the demo shows demo contact details; unset ones are left out of the order buttons, footer and Store data, and the dashboard asks for them', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const demo = await readSettings(request);
  // In stock: an unavailable product's buttons ask «استعلام موجودی» instead.
  const [product] = await demoProducts(request, '&inStock=true');
  // The demo: plausible details, plainly a demo's, everywhere; no placeholder anywhere.
  expect(demo.address).toContain('نمایشی');
  await page.goto(`/product/${product!._id}`);
  await expect(page.locator('.order-buttons a')).toHaveCount(3);
  const footer = page.locator('footer');
  for (const placeholder of PLACEHOLDERS) await expect(page.locator('body')).not.toContainText(placeholder);
  await expect(footer).toContainText(demo.address);
  expect((await storeOf(request, '/about')).store).toMatchObject({ telephone: demo.phone });

  await loginAs('admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'راه‌اندازی فروشگاه را کامل کنید' })).toHaveCount(0);
  try {
    // A deployment whose owner set only Telegram so far.
    await saveSettings(page, origin, { ...demo, phone: '', whatsapp: '', address: '', location: null });
    await page.goto(`/product/${product!._id}`);
    await expect(page.locator('.order-buttons a')).toHaveText(['پیام در تلگرام']);
    await expect(footer).toContainText(`@${demo.telegram}`);
    await expect(footer).not.toContainText('تلفن:');
    await expect(footer).not.toContainText('واتس‌اپ:');
    await expect(footer).not.toContainText('نشانی:');
    await screenshot(page, testInfo, 'product-unset-contact');

    // Drawn by the server too: no line for what is unset, and Store data without it.
    const { html, store } = await storeOf(request, '/about');
    expect(html).not.toContain('تلفن:');
    for (const placeholder of PLACEHOLDERS) expect(html).not.toContain(placeholder);
    expect(store).toMatchObject({ name: 'برق‌آفرین', openingHoursSpecification: expect.any(Array) });
    expect(store).not.toHaveProperty('telephone');
    expect(store).not.toHaveProperty('address');
    expect(store).not.toHaveProperty('geo');
    await page.goto('/contact');
    await expect(page.locator('.contact-tile')).toHaveCount(1);
    await expect(page.getByTitle('نقشه موقعیت فروشگاه')).toHaveCount(0);

    // The dashboard lists what is missing and leads to the settings.
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'راه‌اندازی فروشگاه را کامل کنید' });
    await expect(card.getByRole('listitem')).toHaveText(['تلفن', 'واتس‌اپ', 'نشانی', 'موقعیت روی نقشه']);
    await screenshot(page, testInfo, 'dashboard-setup-card');
    await expectAccessible(page, '/dashboard with the setup card');

    // With no way to order at all, the card says so and the product page offers nothing to dial.
    await saveSettings(page, origin, {
      ...demo,
      phone: '',
      whatsapp: '',
      telegram: '',
      address: '',
      location: null,
    });
    await page.goto('/dashboard');
    await expect(card).toContainText('صفحه‌ی محصول هیچ راهی برای سفارش نشان نمی‌دهد');
    await card.getByRole('link', { name: 'تکمیل تنظیمات فروشگاه' }).click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByLabel('تلفن', { exact: true })).toHaveValue('');
    await page.getByLabel('تلفن', { exact: true }).fill(demo.phone);
    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await confirmDialog(page);
    await page.goto(`/product/${product!._id}`);
    await expect(page.locator('.order-buttons a')).toHaveText([`تماس تلفنی ${persianDigits(demo.phone)}`]);
  } finally {
    await saveSettings(page, origin, demo);
  }
});

test('the owner switches Bale on: product pages get its button to the shop’s chat, which copies the order message', async ({
  page,
  context,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const demo = await readSettings(request);
  const [product] = await demoProducts(request, '&inStock=true');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await loginAs('admin');
  try {
    await page.goto('/admin/settings');
    // As the owner copies it from the app: the chat link.
    await page.getByLabel('شناسه بله (خالی: بدون دکمه بله)').fill('https://ble.ir/barqafarin_demo');
    await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await confirmDialog(page);
    await expect(page.getByLabel('شناسه بله (خالی: بدون دکمه بله)')).toHaveValue('barqafarin_demo');

    await page.goto(`/product/${product!._id}`);
    const bale = page.getByRole('link', { name: 'پیام در بله' });
    await expect(bale).toHaveAttribute('href', 'https://ble.ir/barqafarin_demo');
    await expect(page.locator('.product-info')).toContainText('بله: متن سفارش با باز شدن گفت‌وگو کپی می‌شود');
    await screenshot(page, testInfo, 'product-with-bale');
    // The message WhatsApp carries (the product, its variant and quantity, the page), ready to paste.
    const whatsapp = await page.getByRole('link', { name: 'سفارش در واتس‌اپ' }).getAttribute('href');
    const message = new URL(whatsapp!).searchParams.get('text')!;
    expect(message).toContain(product!.title);
    const opened = context.waitForEvent('page');
    await bale.click();
    await (await opened).close();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(message);

    // A shopper signed out sends a request list by Bale: the pro-forma is made, the whole message copied,
    // the chat opened. (The admin's own list would follow his account, which other tests fill.) From an
    // address of its own: the pro-formas an address may ask for in an hour are the whole suite's.
    await context.clearCookies();
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': otherAddress() });
    const cable = await demoCable(request);
    await addCable(page, cable);
    await page.goto('/list');
    const sending = context.waitForEvent('page');
    await page.getByRole('button', { name: 'ارسال در بله' }).click();
    await (await sending).close();
    const sent = page.locator('.sent-panel');
    await expect(sent).toContainText('کپی شد؛ در گفت‌وگوی بله با barqafarin_demo آن را بچسبانید');
    await expect(sent.getByRole('link', { name: 'باز کردن بله' })).toHaveAttribute(
      'href',
      'https://ble.ir/barqafarin_demo',
    );
    const token = (await sent.getByRole('link', { name: 'مشاهده پیش‌فاکتور' }).getAttribute('href'))!
      .split('/')
      .pop()!;
    const proForma = await proFormaOf(request, token);
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(expectedMessage(demo.shopName.fa, proForma, `${origin}/pro-forma/${token}`));
    await screenshot(page, testInfo, 'request-list-bale');
  } finally {
    await loginAs('admin');
    await saveSettings(page, origin, { ...demo, messengers: { bale: '', eitaa: '', rubika: '' } });
  }
});
