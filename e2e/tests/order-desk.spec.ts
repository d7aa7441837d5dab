import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  orderEndpoints,
  priceHistoryEndpoints,
  productEndpoints,
  type Endpoint,
  type Order,
} from '@shop/contracts';
import { e2eDataDir } from '../data-dir';
import { uniquePhone } from './support/accounts';
import { expectAccessible } from './support/a11y';
import { adminApi, confirmDialog, dialogTitle } from './support/admin';
import { getEndpoint, persianDigits, screenshot, type Query } from './support/shop';
import { expect, test } from './support/test';

const toman = (amount: number) => `${amount.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`;

/** Calls an admin endpoint with the page's session (its cookie), the answer parsed by the contract. */
async function adminCall<E extends Endpoint>(
  page: Page,
  endpoint: E,
  input: { params?: Record<string, string>; query?: Query; body?: object } = {},
): Promise<ReturnType<E['response']['parse']>> {
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params![name]!));
  const response = await page.request.fetch(url, {
    method: endpoint.method,
    params: input.query as Record<string, string>,
    data: input.body,
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.ok(), `${endpoint.method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
}

const orderOf = async (page: Page, id: string): Promise<Order> =>
  (await adminCall(page, orderEndpoints.get, { params: { id } })).order;

/** A product of the shop's first page sold by the piece as one variant with stock to spare, and its variant. */
async function plainProduct(request: APIRequestContext, skip = 0) {
  const { items } = await getEndpoint(request, productEndpoints.list, { query: {} });
  const item = items.filter((each) => each.variantCount === 1 && each.unit === 'piece' && each.stock > 10)[
    skip
  ]!;
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: item._id },
  });
  return { product, variant: product.variants[0]! };
}

const stockOf = async (request: APIRequestContext, productId: string) =>
  (await getEndpoint(request, productEndpoints.getWithRelated, { params: { id: productId } })).product
    .variants[0]!.stock;

/** The SMS the console provider "sent" to a phone for a purpose (the outbox file, a JSON line each). */
function outboxText(phone: string, purpose: string): string | undefined {
  const file = path.join(e2eDataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const sent = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; purpose?: string; text?: string })
    .filter((line) => line.phone === phone && line.purpose === purpose);
  return sent.at(-1)?.text;
}

/** The desk's row (a card on a phone) of an order, by its number. */
const deskRow = (page: Page, number: string) =>
  page.locator('.admin-table tbody tr').filter({ hasText: persianDigits(number) });

const facts = (page: Page) => page.getByRole('region', { name: 'مشخصات سفارش' });

/** «۱۴۰۵-۰۰۱۲۳» as the API writes it. */
/** A number as an SMS writes it inside Persian text: Persian digits between left-to-right marks. */
const ltr = (number: string) => `\u200E${persianDigits(number)}\u200E`;

const latinNumber = (text: string | null) =>
  (text ?? '').trim().replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

test(
  'a shopper’s request from Torob arrives on the desk as «جدید», with the phone he typed; a move another admin made first is refused and shown',
  { tag: '@one-screen' },
  async ({ page, request, loginAs }, testInfo) => {
    const { product } = await plainProduct(request);
    const phone = uniquePhone('0937');
    const clid = `e2e-${testInfo.project.name}-${Date.now()}`;

    // Landing from Torob: the click id is kept for the request it leads to.
    await page.goto(`/product/${product._id}?torob_clid=${clid}`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('torobClid')!).clid)).toBe(clid);
    await page
      .locator('.product-info')
      .getByRole('button', { name: `افزودن به لیست: ${product.title}` })
      .click();
    await page.goto('/list');

    // Signed out: a phone to be called back on, checked before anything is sent.
    const phoneField = page.getByLabel('شماره تماس برای پیگیری (اختیاری)');
    await phoneField.fill('۰۹۱۲');
    await page.getByRole('button', { name: 'دریافت پیش‌فاکتور' }).click();
    await expect(page.locator('.send-phone-error')).toHaveText(
      'شماره موبایل را درست بنویسید، مانند ۰۹۱۲۱۲۳۴۵۶۷',
    );
    await phoneField.fill(persianDigits(phone));
    await screenshot(page, testInfo, 'order-desk-send-phone');
    const sent = page.waitForRequest(
      (each) => each.url().endsWith('/api/pro-forma') && each.method() === 'POST',
    );
    await page.getByRole('button', { name: 'دریافت پیش‌فاکتور' }).click();
    const body = (await sent).postDataJSON() as { phone: string; torobClid: string };
    expect(body.phone).toBe(phone);
    expect(body.torobClid).toBe(clid);
    await expect(page).toHaveURL(/\/pro-forma\//);
    const number = latinNumber(await page.locator('.pro-forma-meta dd bdi').first().textContent());
    expect(number).toMatch(/^\d{4}-\d{5,}$/);

    // The owner's desk: the request among the newest, «جدید», with the shopper's phone and the API's total.
    await loginAs('admin');
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش‌ها');
    const { orders } = await adminCall(page, orderEndpoints.list, { query: { number } });
    expect(orders).toHaveLength(1);
    const summary = orders[0]!;
    expect(summary).toMatchObject({ status: 'new', phone, channel: 'link' });
    const row = deskRow(page, number);
    await expect(row).toContainText('جدید');
    await expect(row).toContainText(persianDigits(phone));
    await expect(row).toContainText(toman(summary.total));
    // «جدید» counts the open requests, as the API counts them.
    const { counts } = await adminCall(page, orderEndpoints.openCounts);
    await expect(page.getByRole('button', { name: /^جدید/ })).toHaveText(`جدید${persianDigits(counts.new)}`);
    await screenshot(page, testInfo, 'order-desk-list');
    await expectAccessible(page, 'order-desk-list');

    // Found by the phone, typed in Persian digits; the export links carry the same filter.
    await page.getByLabel('موبایل مشتری').fill(persianDigits(phone));
    await page.getByRole('button', { name: 'جستجو در سفارش‌ها' }).click();
    await expect(page).toHaveURL(new RegExp(`phone=${phone}`));
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'خروجی CSV' })).toHaveAttribute(
      'href',
      `/api/orders/export.csv?phone=${phone}`,
    );
    // A day range typed in the Solar Hijri calendar: today's request is in today's range.
    const today = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    await page.getByLabel('از تاریخ').fill(today);
    await page.getByLabel('تا تاریخ').fill(today);
    await page.getByRole('button', { name: 'جستجو در سفارش‌ها' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
    await screenshot(page, testInfo, 'order-desk-filtered');

    // Its page: the lines as the API has them, the pro-forma, a call and WhatsApp, and that it came from Torob.
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${summary.id}$`));
    const order = await orderOf(page, summary.id);
    expect(order.fromTorob).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`سفارش ${persianDigits(number)}`);
    await expect(facts(page)).toContainText('از ترب');
    await expect(facts(page).getByRole('link', { name: 'واتس‌اپ' })).toHaveAttribute(
      'href',
      `https://wa.me/98${phone.slice(1)}`,
    );
    await expect(facts(page).getByRole('link', { name: 'تماس', exact: true })).toHaveAttribute(
      'href',
      `tel:${phone}`,
    );
    await expect(facts(page).getByRole('link', { name: 'مشاهده پیش‌فاکتور' })).toHaveAttribute(
      'href',
      `/pro-forma/${order.proFormaToken}`,
    );
    await expect(page.locator('.draft-line')).toHaveCount(order.lines.length);
    await expect(page.locator('.order-totals-sum')).toContainText(toman(order.total));
    await screenshot(page, testInfo, 'order-page-new');
    await expectAccessible(page, 'order-page-new');

    // Another admin follows it up first: this page's «پیگیری شد» is refused, in the API's words, and reloaded.
    await adminCall(page, orderEndpoints.setStatus, {
      params: { id: order.id },
      body: { status: 'followed-up' },
    });
    await page.getByRole('button', { name: 'پیگیری شد' }).click();
    await expect(dialogTitle(page)).toHaveText('سفارش در این میان تغییر کرده است');
    await expect(page.locator('.swal2-html-container')).toContainText('پیگیری شد');
    await confirmDialog(page);
    await expect(page.locator('.order-head .order-status')).toHaveText('پیگیری شد');
    await expect(page.getByRole('button', { name: 'پیگیری شد' })).toHaveCount(0);
  },
);

// The request arriving above runs on the desktop only (its budget and Torob's id need one run); the owner
// answers from his phone, so the desk and a request's page are also drawn at 390 px (and at 1280).
test('on the owner’s phone, a shopper’s request is a card on the desk and its page reads top to bottom without sideways scrolling', async ({
  page,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const { product, variant } = await plainProduct(request, 2);
  const phone = uniquePhone('0939');
  const made = await request.post('/api/pro-forma', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { lines: [{ variantId: variant._id, quantity: 2, addedPrice: null }], channel: 'whatsapp', phone },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { number } = (await made.json()).proForma as { number: string };

  await loginAs('admin');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش‌ها');
  const row = deskRow(page, number);
  await expect(row).toContainText('جدید');
  await expect(row).toContainText(persianDigits(phone));
  await expect(row).toContainText('واتس‌اپ');
  const [summary] = (await adminCall(page, orderEndpoints.list, { query: { number } })).orders;
  await expect(row).toContainText(toman(summary!.total));
  const fitsWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await fitsWidth()).toBe(true);
  await screenshot(page, testInfo, 'order-desk-request');

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${summary!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`سفارش ${persianDigits(number)}`);
  await expect(page.locator('.order-head .order-status')).toHaveText('جدید');
  await expect(facts(page).getByRole('link', { name: 'تماس', exact: true })).toHaveAttribute(
    'href',
    `tel:${phone}`,
  );
  await expect(page.locator('.draft-line')).toHaveCount(1);
  await expect(page.locator('.draft-line')).toContainText(product.title);
  await expect(page.locator('.order-totals-sum')).toContainText(toman(summary!.total));
  await expect(page.getByRole('button', { name: 'پیگیری شد' })).toBeVisible();
  expect(await fitsWidth()).toBe(true);
  await screenshot(page, testInfo, 'order-page-request');
});

test('a phone order by hand, confirmed with a discount (invoice, stock taken, SMS), dispatched (SMS), then cancelled with its stock back', async ({
  page,
  request,
  loginAs,
}, testInfo) => {
  const { product } = await plainProduct(request, 1);
  const phone = uniquePhone('0938');
  await loginAs('admin');
  const { settings } = await (await request.get('/api/settings')).json();

  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'ثبت سفارش تلفنی یا حضوری' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش تلفنی یا حضوری');

  // The product found by its title, added, one more by the stepper.
  await page.getByLabel('افزودن کالا (نام، کد یا بارکد)').fill(product.title);
  await page
    .getByRole('button', { name: `افزودن: ${product.title}` })
    .first()
    .click();
  await page.getByRole('button', { name: `۱ عدد بیشتر: ${product.title}` }).click();
  await expect(page.getByLabel('تعداد (عدد)')).toHaveValue('۲');
  await expect(page.getByRole('radio', { name: 'تماس تلفنی' })).toBeChecked();
  await page.getByLabel('موبایل مشتری').fill(phone);
  await page.getByLabel('نام مشتری').fill('آقای رضایی');
  await page.getByLabel('یادداشت').fill('تحویل حضوری، فردا صبح');
  await screenshot(page, testInfo, 'order-create');
  await expectAccessible(page, 'order-create');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();

  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  let order = await orderOf(page, id);
  expect(order).toMatchObject({
    status: 'new',
    channel: 'call',
    source: 'desk',
    phone,
    customerName: 'آقای رضایی',
  });
  expect(order.lines).toHaveLength(1);
  expect(order.lines[0]!.quantity).toBe(2);
  await expect(page.locator('.order-head .order-status')).toHaveText('جدید');

  // A discount, typed in Persian digits, saved before confirming.
  const discount = Math.max(1000, Math.floor(order.subtotal / 10 / 1000) * 1000);
  await page.getByLabel('تخفیف (تومان)').fill(persianDigits(discount));
  await expect(page.locator('.order-totals-sum')).toContainText(toman(order.subtotal - discount));
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('ذخیره شد');
  await confirmDialog(page);
  order = await orderOf(page, id);
  expect(order.discount).toBe(discount);
  expect(order.total).toBe(order.subtotal - discount);

  // Confirmed: the invoice number, the stock taken, the shopper's SMS.
  const stockBefore = await stockOf(request, product._id);
  await page.getByRole('button', { name: 'تایید و صدور فاکتور' }).click();
  await expect(dialogTitle(page)).toHaveText('تایید سفارش و صدور فاکتور؟');
  await confirmDialog(page);
  await expect(dialogTitle(page)).toHaveText('سفارش تایید شد');
  await confirmDialog(page);
  await expect(page.locator('.order-head .order-status')).toHaveText('تایید شد');
  order = await orderOf(page, id);
  expect(order.invoiceNumber).toBeTruthy();
  await expect(page.locator('.invoice-number')).toContainText(persianDigits(order.invoiceNumber!));
  expect(await stockOf(request, product._id)).toBe(stockBefore - 2);
  await expect
    .poll(() => outboxText(phone, 'order-confirmed'))
    .toBe(
      `${settings.shopName.fa}: سفارش ${ltr(order.number)} شما تایید شد. فاکتور ${ltr(order.invoiceNumber!)}، مبلغ ${toman(order.total)}.`,
    );
  // Frozen: no more editing, the lines as a list with the sums.
  await expect(page.getByRole('button', { name: 'ذخیره تغییرات' })).toHaveCount(0);
  await expect(page.locator('.order-totals-sum')).toContainText(toman(order.total));
  await expect(page.locator('.order-history')).toContainText('جدید ← تایید شد');
  await screenshot(page, testInfo, 'order-page-confirmed');
  await expectAccessible(page, 'order-page-confirmed');

  // Dispatched: the shopper hears of it.
  await page.getByRole('button', { name: 'ارسال شد' }).click();
  await expect(page.locator('.order-head .order-status')).toHaveText('ارسال شد');
  await expect
    .poll(() => outboxText(phone, 'order-shipped'))
    .toBe(`${settings.shopName.fa}: سفارش ${ltr(order.number)} شما ارسال شد.`);

  // Cancelled with a reason (required): the stock comes back.
  await page.getByRole('button', { name: 'لغو سفارش' }).click();
  await confirmDialog(page);
  await expect(page.locator('.swal2-validation-message')).toHaveText('دلیل لغو را بنویسید');
  await page.getByRole('textbox', { name: 'دلیل لغو' }).fill('مشتری منصرف شد');
  await confirmDialog(page);
  await expect(page.locator('.order-head .order-status')).toHaveText('لغو شد');
  await expect(facts(page)).toContainText('مشتری منصرف شد');
  expect(await stockOf(request, product._id)).toBe(stockBefore);
  await expect(page.getByRole('region', { name: 'تغییر وضعیت' })).toHaveCount(0);
  await screenshot(page, testInfo, 'order-page-cancelled');

  // On the desk, under «لغو شد».
  await page.goto('/admin/orders?status=cancelled');
  await expect(deskRow(page, order.number)).toContainText('لغو شد');
});

test('a line’s corrected price made the shop’s price too («قیمت فروشگاه هم به همین مبلغ تغییر کند»): on a hand order and on its edit, the catalog, its price history and the product page follow', async ({
  page,
  request,
  baseURL,
  loginAs,
}, testInfo) => {
  test.slow(); // two orders' screens, two saves, the product page
  await loginAs('admin');
  // A product of the test's own: the demo catalog's prices stay as the other specs expect them.
  const title = `کلید مینیاتوری ۲۵ آمپر اصلاح قیمت ${testInfo.project.name}`;
  const api = adminApi(page);
  const made = await api.createProduct(baseURL!, { title, price: '185000', stock: '20' });
  const variantPrice = async () =>
    (await getEndpoint(request, productEndpoints.getWithRelated, { params: { id: made._id } })).product
      .variants[0]!.price;
  const pricesRecorded = async () =>
    (
      await getEndpoint(request, priceHistoryEndpoints.get, { params: { id: made._id } })
    ).variants[0]!.points.map((point) => point.price);

  await page.goto('/admin/orders/new');
  await page.getByLabel('افزودن کالا (نام، کد یا بارکد)').fill(title);
  await page.getByRole('button', { name: `افزودن: ${title}` }).click();
  const shopPriceBox = page.getByRole('checkbox', {
    name: `قیمت فروشگاه هم به همین مبلغ تغییر کند: ${title}`,
  });
  // Offered only once he types a price other than the shop's.
  await expect(shopPriceBox).toHaveCount(0);
  await page.getByLabel('قیمت واحد (تومان)').fill('۱۹۹٬۰۰۰');
  await shopPriceBox.check();
  await page.getByLabel('موبایل مشتری').fill(uniquePhone('0938'));
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  expect((await orderOf(page, id)).lines[0]).toMatchObject({ unitPrice: 199_000, shopPrice: 199_000 });
  expect(await variantPrice()).toBe(199_000);
  expect(await pricesRecorded()).toEqual([185_000, 199_000]);

  // On the order's own page: corrected again, the box offered again (unticked), ticked, saved.
  const price = page.getByLabel('قیمت واحد (تومان)');
  await expect(price).toHaveValue('۱۹۹٬۰۰۰');
  await expect(shopPriceBox).toHaveCount(0);
  await price.fill('۲۰۵٬۰۰۰');
  await expect(shopPriceBox).not.toBeChecked();
  await shopPriceBox.check();
  await screenshot(page, testInfo, 'order-desk-shop-price');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('ذخیره شد');
  await confirmDialog(page);
  expect((await orderOf(page, id)).lines[0]!.unitPrice).toBe(205_000);
  expect(await variantPrice()).toBe(205_000);
  expect(await pricesRecorded()).toEqual([185_000, 199_000, 205_000]);
  await expect(page.locator('.order-history')).toContainText(`قیمت فروشگاه «${title}»`);

  // Without the box, a correction stays on the order.
  await price.fill('۲۰۰٬۰۰۰');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(dialogTitle(page)).toHaveText('ذخیره شد');
  await confirmDialog(page);
  expect((await orderOf(page, id)).lines[0]!.unitPrice).toBe(200_000);
  expect(await variantPrice()).toBe(205_000);

  // The shop shows it at once, as a change of today.
  await page.goto(`/product/${made._id}`);
  const info = page.locator('.product-info');
  await expect(info.locator('.price-current')).toContainText('۲۰۵٬۰۰۰');
  await expect(info.locator('.price-changed')).toHaveText('آخرین تغییر قیمت: امروز');
  await api.remove(baseURL!, `/api/product/${made._id}`);
});

test('a signed-in shopper sees his requests on his profile, «سفارش‌های من», with their status', async ({
  page,
  request,
  loginAs,
}, testInfo) => {
  const { userId } = await loginAs('user');
  await page.goto(`/profile/${userId}`);
  await expect(page.getByRole('region', { name: 'سفارش‌های من' })).toContainText('هنوز سفارشی ثبت نکرده‌اید');

  const { product } = await plainProduct(request, 2);
  await page.goto(`/product/${product._id}`);
  await page
    .locator('.product-info')
    .getByRole('button', { name: `افزودن به لیست: ${product.title}` })
    .click();
  await page.goto('/list');
  // Signed in: his own phone is used, none is asked for.
  await expect(page.getByLabel('شماره تماس برای پیگیری (اختیاری)')).toHaveCount(0);
  await page.getByRole('button', { name: 'دریافت پیش‌فاکتور' }).click();
  await expect(page).toHaveURL(/\/pro-forma\//);

  const mine = (await (await page.request.get(orderEndpoints.mine.path)).json()) as {
    orders: { number: string; total: number }[];
  };
  expect(mine.orders).toHaveLength(1);
  await page.goto(`/profile/${userId}`);
  const section = page.getByRole('region', { name: 'سفارش‌های من' });
  await expect(section.locator('li')).toHaveCount(1);
  await expect(section).toContainText(persianDigits(mine.orders[0]!.number));
  await expect(section).toContainText('جدید');
  await expect(section).toContainText(toman(mine.orders[0]!.total));
  await screenshot(page, testInfo, 'profile-orders');
});
