import type { APIRequestContext } from '@playwright/test';
import { requestListEndpoints } from '@shop/contracts';
import { persianDigits, screenshot } from './support/shop';
import { expect, test, waitForApp } from './support/test';
import {
  addCable,
  answerMessagingApps,
  demoCable,
  expectedMessage,
  plainProduct,
  priced,
  proFormaOf,
  storedLines,
  toman,
} from './support/request-list';

test('a request list: cable by the metre and a plain product from its card, priced by the API, sent by WhatsApp as one message, a pro-forma on screen and on paper', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const { settings } = await (await request.get('/api/settings')).json();
  const cable = await demoCable(request);
  const plain = await plainProduct(request);
  await answerMessagingApps(context);

  await addCable(page, cable);

  // A plain product, from its card on the shop page: its one variant goes on the list at its minimum.
  await page.goto('/shop');
  const card = page
    .locator('.product-card')
    .filter({ has: page.getByRole('heading', { name: plain.item.title, exact: true }) });
  await card.getByRole('button', { name: `افزودن به لیست: ${plain.item.title}` }).click();
  await expect(card.getByRole('status')).toContainText('۱ عدد در لیست');
  expect(await storedLines(page)).toEqual([
    { variantId: cable.variant._id, quantity: 25, addedPrice: cable.variant.price },
    { variantId: plain.variant._id, quantity: 1, addedPrice: plain.variant.price },
  ]);

  // The header's badge counts the lines and leads to the list.
  await page.getByRole('link', { name: 'لیست خرید، ۲ قلم' }).click();
  await expect(page).toHaveURL(/\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لیست خرید');
  await expect(page).toHaveTitle(/^لیست خرید \| /);

  // Every figure is the API's: each line's unit price and total, and the list's total.
  let answer = await priced(request, await storedLines(page));
  const lines = page.locator('.list-line');
  await expect(lines).toHaveCount(2);
  for (const [index, line] of answer.lines.entries()) {
    await expect(lines.nth(index).locator('.list-line-total')).toHaveText(toman(line.lineTotal));
    await expect(lines.nth(index)).toContainText(toman(line.unitPrice!));
  }
  await expect(lines.first()).toContainText('سطح مقطع: ');
  await expect(lines.first().getByLabel('تعداد (متر)')).toHaveValue('۲۵');
  await expect(page.locator('.list-total-amount')).toHaveText(toman(answer.total));

  // A quantity changed with the stepper: the total follows the API's new answer.
  await page.getByRole('button', { name: `۱ عدد بیشتر: ${plain.item.title}` }).click();
  await expect(lines.nth(1).getByLabel('تعداد (عدد)')).toHaveValue('۲');
  answer = await priced(request, await storedLines(page));
  expect(answer.lines[1]!.quantity).toBe(2);
  await expect(page.locator('.list-total-amount')).toHaveText(toman(answer.total));
  await expect(lines.nth(1).locator('.list-line-total')).toHaveText(toman(answer.lines[1]!.lineTotal));
  await screenshot(page, testInfo, 'request-list');

  // Sent by WhatsApp: the pro-forma is made first, then one message carries all of it.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'ارسال در واتس‌اپ' }).click();
  const sent = page.locator('.sent-panel');
  await expect(sent).toContainText(/پیش‌فاکتور [۰-۹]{4}-[۰-۹]{5} صادر شد/);
  const proFormaLink = sent.getByRole('link', { name: 'مشاهده پیش‌فاکتور' });
  const token = (await proFormaLink.getAttribute('href'))!.split('/').pop()!;
  const proForma = await proFormaOf(request, token);
  expect(proForma.total).toBe(answer.total);
  const link = `${new URL(baseURL!).origin}/pro-forma/${token}`;
  const message = expectedMessage(settings.shopName.fa, proForma, link);
  expect(message).toContain(`۲۵ متر × ${cable.product.title} (سطح مقطع: ${cable.variant.options[0]}) = `);
  const href = `https://wa.me/${settings.whatsapp}?text=${encodeURIComponent(message)}`;
  await expect(sent.getByRole('link', { name: 'باز کردن واتس‌اپ' })).toHaveAttribute('href', href);
  const whatsapp = await opened;
  expect(decodeURIComponent(new URL(whatsapp.url()).searchParams.get('text')!)).toBe(message);
  await whatsapp.close();
  await screenshot(page, testInfo, 'request-list-sent');

  // The pro-forma: the shop, its number, Solar Hijri dates, the lines as they were, the total.
  await proFormaLink.click();
  await expect(page).toHaveURL(new RegExp(`/pro-forma/${token}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پیش‌فاکتور');
  const document = page.locator('.pro-forma');
  await expect(document).toContainText(settings.shopName.fa);
  await expect(document).toContainText(persianDigits(proForma.number));
  await expect(document).toContainText(/معتبر تا\s*[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
  await expect(page.getByRole('row')).toHaveCount(proForma.lines.length + 2);
  await expect(page.locator('.pro-forma-total')).toHaveText(toman(proForma.total));
  await expect(page.getByRole('link', { name: 'دانلود PDF' })).toHaveAttribute(
    'href',
    `/api/pro-forma/${token}/pdf`,
  );
  // Every figure in Persian digits (a product's Latin model code, «MDR-ZX110», stays as written).
  const figures = await page
    .locator('.pro-forma-meta dd, .pro-forma-shop, .pro-forma-number, .pro-forma-total, .pro-forma-narrow')
    .allTextContents();
  expect(figures.join(' ')).not.toMatch(/[0-9]/);
  await screenshot(page, testInfo, 'pro-forma');

  // On paper: the document alone, without the shop's header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'چاپ' })).toBeHidden();
  await expect(page.locator('.pro-forma-table')).toBeVisible();
  await screenshot(page, testInfo, 'pro-forma-print');
  await page.emulateMedia({ media: 'screen' });
});

test('signing in merges the browser’s list into the account, once; another device signed in opens the same list', async ({
  page,
  browser,
  request,
  loginAs,
  baseURL,
}, testInfo) => {
  const cable = await demoCable(request);
  const plain = await plainProduct(request, 1);
  await addCable(page, cable);

  // The shopper signs in: the browser's list goes to the account.
  const shopper = await loginAs('user');
  await page.reload();
  await waitForApp(page);
  const accountLines = async (context: { request: APIRequestContext }) =>
    requestListEndpoints.get.response.parse(await (await context.request.get('/api/request-list')).json())
      .lines;
  await expect
    .poll(() => accountLines(page))
    .toEqual([{ variantId: cable.variant._id, quantity: 25, addedPrice: cable.variant.price }]);

  // Reopened, and reopened again: still there, never doubled.
  await page.goto('/list');
  await expect(page.locator('.list-line')).toHaveCount(1);
  await expect(page.locator('.list-line').getByLabel('تعداد (متر)')).toHaveValue('۲۵');
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('.list-line').getByLabel('تعداد (متر)')).toHaveValue('۲۵');
  expect(await accountLines(page)).toHaveLength(1);
  expect((await accountLines(page))[0]!.quantity).toBe(25);

  // Another device: a fresh browser, signed in as the same shopper, opens the account's list.
  const other = await browser.newContext({
    baseURL,
    viewport: page.viewportSize()!,
    locale: 'fa-IR',
  });
  try {
    const login = await other.request.post('/api/auth/login', {
      data: { phone: shopper.phone, password: shopper.password },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(login.ok()).toBe(true);
    const phone = await other.newPage();
    await phone.goto('/list');
    await waitForApp(phone);
    await expect(phone.locator('.list-line')).toHaveCount(1);
    await expect(phone.locator('.list-line')).toContainText(cable.product.title);
    await expect(phone.getByRole('link', { name: 'لیست خرید، ۱ قلم' })).toBeVisible();
    await screenshot(phone, testInfo, 'request-list-other-device');

    // An edit there is saved to the account, and shows here when the list is opened again.
    await phone.goto(`/product/${plain.item._id}`);
    await waitForApp(phone);
    await phone
      .locator('.product-info')
      .getByRole('button', { name: `افزودن به لیست: ${plain.item.title}` })
      .click();
    await expect.poll(() => accountLines(phone)).toHaveLength(2);
  } finally {
    await other.close();
  }
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('.list-line')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'لیست خرید، ۲ قلم' })).toBeVisible();
});
