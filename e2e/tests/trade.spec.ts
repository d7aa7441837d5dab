import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  categoryEndpoints,
  categoryName,
  discounted,
  productEndpoints,
  proFormaEndpoints,
  requestListEndpoints,
  searchEndpoints,
  tradeEndpoints,
  type RequestLine,
} from '@shop/contracts';
import { demoAdmin } from './support/accounts';
import { confirmDialog, dialogTitle } from './support/admin';
import { getEndpoint, openSearch, persianDigits, screenshot } from './support/shop';
import { expect, test, waitForApp } from './support/test';

type PriceLine = { variantId: string; quantity: number };

const toman = (amount: number) => `${amount.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`;
const origin = () => ({ Origin: new URL(test.info().project.use.baseURL!).origin });

/** The demo's cable family (found by a variant's code) and its 2.5 mm² variant, with its category. */
async function demoCable(request: APIRequestContext) {
  const found = await getEndpoint(request, searchEndpoints.search, { query: { q: 'ps-f1-2.5' } });
  expect(found.products).toHaveLength(1);
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: found.products[0]!._id },
  });
  const variant = product.variants.find((each) => each.code?.toLowerCase() === 'ps-f1-2.5')!;
  const { category } = await getEndpoint(request, categoryEndpoints.get, {
    params: { id: product.categoryId! },
  });
  return { product, variant, categoryTitle: categoryName(category.title) };
}

/** The signed-in shopper's own prices (of variants, or of products' cards), as the API gives them to him. */
async function myPrices(page: Page, body: { lines?: PriceLine[]; products?: string[] }) {
  const response = await page.request.post(tradeEndpoints.myPrices.path, { data: body, headers: origin() });
  expect(response.ok(), `my prices: ${response.status()}`).toBe(true);
  return tradeEndpoints.myPrices.response.parse(await response.json());
}
const myLinePrices = async (page: Page, lines: PriceLine[]) => (await myPrices(page, { lines })).prices;
const myCardPrice = async (page: Page, productId: string) =>
  (await myPrices(page, { products: [productId] })).products[0]!;

/**
 * The API calls the page makes from now on, as `METHOD /path`: cards are priced by one POST per page of
 * cards, never by reading each card's product.
 */
function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/')) calls.push(`${sent.method()} ${pathname}`);
  });
  return {
    productReads: () => calls.filter((call) => /^GET \/api\/product\/[0-9a-f-]{36}$/.test(call)),
    priceCalls: () => calls.filter((call) => call === `POST ${tradeEndpoints.myPrices.path}`),
    clear: () => calls.splice(0),
  };
}

/** The owner, signed in in a browser of his own. */
async function ownerPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
    locale: 'fa-IR',
  });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { data: demoAdmin(), headers: origin() });
  expect(response.ok()).toBe(true);
  return page;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a shopper asks for a trade account, the owner approves him into «همکار» and prices a category and a tier; he sees his prices on the product page, a card, the list and the pro-forma, and an anonymous visitor sees only the shop’s', async ({
  page,
  request,
  browser,
  loginAs,
}, testInfo) => {
  const cable = await demoCable(request);
  const shopper = await loginAs('user');
  const business = `برق نور ${persianDigits(shopper.phone.slice(-4))}`;

  // The shopper asks from his profile.
  await page.goto(`/profile/${shopper.userId}`);
  const section = page.getByRole('region', { name: 'حساب همکار' });
  await section.getByLabel('نام کسب‌وکار').fill(business);
  await section.getByLabel('شهر').fill('اصفهان');
  await section.getByLabel('کد اقتصادی یا شناسه ملی (اختیاری)').fill('۱۰۱۰۲۰۳۰۴۰۵');
  await section.getByLabel('توضیحات (اختیاری)').fill('پیمانکار برق ساختمان، خرید هفتگی سیم و کلید');
  await screenshot(page, testInfo, 'trade-apply');
  await section.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(dialogTitle(page)).toHaveText('درخواست شما ثبت شد');
  await confirmDialog(page);
  await expect(section.getByRole('status')).toContainText('در انتظار بررسی');
  await expect(section.getByRole('button', { name: 'ارسال درخواست' })).toHaveCount(0);
  await screenshot(page, testInfo, 'trade-pending');

  // The owner approves him into «همکار».
  const owner = await ownerPage(browser);
  await owner.goto('/admin/trade');
  await waitForApp(owner);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('مشتریان همکار');
  const row = owner.locator('.admin-table tbody tr').filter({ hasText: business });
  await expect(row).toContainText('اصفهان');
  await expect(row).toContainText('۱۰۱۰۲۰۳۰۴۰۵');
  await screenshot(owner, testInfo, 'trade-admin-applications');
  // «همکار» is offered first.
  await expect(row.getByLabel(`گروه برای ${business}`)).toHaveValue(
    await row
      .getByRole('option', { name: 'همکار', exact: true })
      .getAttribute('value')
      .then((value) => value!),
  );
  await row.getByRole('button', { name: `تایید: ${business}` }).click();
  await expect(dialogTitle(owner)).toHaveText('تایید شد');
  await confirmDialog(owner);
  await expect(row).toHaveCount(0);

  await tab(owner, 'گروه‌ها').click();
  await expect(owner.locator('.admin-table tbody tr').filter({ hasText: 'همکار' })).toContainText('حساب');
  await screenshot(owner, testInfo, 'trade-admin-groups');

  // A 5% rule on the cable's category for «همکار».
  await tab(owner, 'قیمت گروه‌ها').click();
  await owner.getByLabel('گروه', { exact: true }).selectOption({ label: 'همکار' });
  await owner.getByLabel('برای', { exact: true }).selectOption({ label: 'دسته‌بندی (درصد تخفیف)' });
  await owner.getByLabel('دسته‌بندی', { exact: true }).selectOption({ label: cable.categoryTitle });
  await owner.getByLabel('درصد تخفیف').fill('۵');
  await expect(owner.getByText('۵٪ کمتر از قیمت فروشگاه')).toBeVisible();
  await owner.getByRole('button', { name: 'ذخیره قیمت' }).click();
  await expect(owner.getByLabel('درصد تخفیف')).toHaveValue('');
  const ruleRow = owner.locator('.admin-table tbody tr').filter({ hasText: cable.categoryTitle });
  await expect(ruleRow).toContainText('۵٪ تخفیف');
  await screenshot(owner, testInfo, 'trade-admin-rules');

  // Tiers on the 2.5 mm² variant: 4% from 100 m, and a percentage with decimals typed the Persian way.
  await tab(owner, 'قیمت پلکانی').click();
  for (const [minimum, percent, bp] of [
    ['۱۰۰', '۴', 400],
    ['۵۰۰', '۶٫۵', 650],
  ] as const) {
    await owner.getByLabel('برای', { exact: true }).selectOption({ label: 'یک کالا' });
    await owner.getByLabel('کالا (نام، کد یا بارکد)').fill('PS-F1-2.5');
    await owner.getByRole('button', { name: /^انتخاب: .*۲٫۵/ }).click();
    await owner.getByLabel('از تعداد (به واحد کالا)').fill(minimum);
    await owner.getByLabel('درصد تخفیف').fill(percent);
    await owner.getByRole('button', { name: 'ذخیره پله' }).click();
    // Saved: the form is emptied (a row from an earlier run is there already).
    await expect(owner.getByLabel('از تعداد (به واحد کالا)')).toHaveValue('');
    await expect(
      owner
        .locator('.admin-table tbody tr')
        .filter({ hasText: `${percent}٪` })
        .filter({ hasText: minimum }),
    ).toHaveCount(1);
    const tiers = await owner.request.get(tradeEndpoints.tiers.path);
    const saved = tradeEndpoints.tiers.response.parse(await tiers.json()).tiers;
    expect(saved).toContainEqual(
      expect.objectContaining({
        targetId: cable.variant._id,
        minQuantity: minimum === '۱۰۰' ? 100 : 500,
        percentOffBp: bp,
      }),
    );
  }
  await screenshot(owner, testInfo, 'trade-admin-tiers');
  await owner.context().close();

  // The shopper's profile says he is in the group.
  await page.goto(`/profile/${shopper.userId}`);
  await expect(section).toContainText('شما در گروه «همکار» هستید');
  await screenshot(page, testInfo, 'trade-approved');

  // The product page: the tier table for everyone, and his own price with its rule.
  const productUrl = `/product/${cable.product._id}?v=${cable.variant._id}`;
  await page.goto(productUrl);
  const info = page.locator('.product-info');
  const tiersTable = info.getByRole('region', { name: 'قیمت پلکانی' });
  await expect(tiersTable).toContainText(
    `از ۱۰۰ متر: ${toman(discounted(cable.variant.price, 400))} (۴٪ کمتر)`,
  );
  await expect(tiersTable).toContainText(
    `از ۵۰۰ متر: ${toman(discounted(cable.variant.price, 650))} (۶٫۵٪ کمتر)`,
  );
  const [atMinimum] = await myLinePrices(page, [
    { variantId: cable.variant._id, quantity: cable.product.minQuantity },
  ]);
  expect(atMinimum!.price).toBeLessThan(cable.variant.price);
  await expect(info.locator('.trade-price')).toContainText(`قیمت شما: ${toman(atMinimum!.price)}`);
  await expect(info.locator('.trade-price')).toContainText(atMinimum!.rule!);
  expect(atMinimum!.rule).toContain('همکار: ۵٪ دسته‌بندی');
  // At 100 m the tier comes on top of his group's price.
  const quantity = page.getByLabel('تعداد (متر)');
  await quantity.fill('۱۰۰');
  await quantity.blur();
  const [atHundred] = await myLinePrices(page, [{ variantId: cable.variant._id, quantity: 100 }]);
  expect(atHundred!.price).toBe(discounted(discounted(cable.variant.price, 500), 400));
  await expect(info.locator('.trade-price')).toContainText(`قیمت شما: ${toman(atHundred!.price)}`);
  await screenshot(page, testInfo, 'trade-product');
  await info.getByRole('button', { name: `افزودن به لیست: ${cable.product.title}` }).click();
  await expect(info.getByRole('status').filter({ hasText: 'در لیست' })).toContainText('۱۰۰ متر در لیست');
  // The 2.5 mm² variant goes to the compare list.
  await info.getByRole('button', { name: `افزودن به مقایسه: ${cable.product.title}` }).click();

  // A card: the cheapest of the family in stock at his price, as the API prices the product's card.
  const cardLines = cable.product.variants
    .filter((variant) => variant.enabled && variant.stock > 0)
    .map((variant) => ({ variantId: variant._id, quantity: cable.product.minQuantity }));
  const cheapest = Math.min(...(await myLinePrices(page, cardLines)).map((price) => price.price));
  expect((await myCardPrice(page, cable.product._id)).price).toBe(cheapest);
  const calls = recordCalls(page);
  await page.goto('/search?q=PS-F1-2.5');
  const card = page.locator('.product-card').filter({ hasText: cable.product.title });
  await expect(card.locator('.trade-price')).toHaveText(`قیمت شما: از ${toman(cheapest)} / متر`);
  await screenshot(page, testInfo, 'trade-card');

  // A listing: every card of the priced category shows his price, all asked for in one call.
  calls.clear();
  await page.goto(`/category/${cable.product.categoryId}`);
  const cards = page.locator('.product-grid .product-card');
  await expect(cards.nth(1)).toBeVisible();
  await expect(cards.locator('.trade-price')).toHaveCount(await cards.count());
  await expect.poll(() => calls.priceCalls()).toHaveLength(1);
  await expect(cards.filter({ hasText: cable.product.title }).locator('.trade-price')).toHaveText(
    `قیمت شما: از ${toman(cheapest)} / متر`,
  );
  await screenshot(page, testInfo, 'trade-listing');

  // The header's live search shows his price under the shop's, as the card does.
  const box = await openSearch(page, testInfo);
  await box.fill(cable.product.title);
  const option = page
    .locator('.search-dropdown:visible')
    .getByRole('option')
    .filter({ hasText: cable.product.title })
    .first();
  await expect(option.locator('.trade-price')).toHaveText(`قیمت شما: از ${toman(cheapest)} / متر`);
  await screenshot(page, testInfo, 'trade-search-dropdown');
  await page.keyboard.press('Escape');
  // The whole cable and another product of the category go to the compare list too.
  const other = cards.filter({ hasNot: page.getByText(cable.product.title, { exact: true }) }).first();
  const otherTitle = (await other.locator('.product-card-title').textContent())!.trim();
  const otherId = (await other.locator('.product-card-link').getAttribute('href'))!.split('/').pop()!;
  await cards
    .filter({ hasText: cable.product.title })
    .getByRole('button', { name: `افزودن به مقایسه: ${cable.product.title}` })
    .click();
  await other.getByRole('button', { name: `افزودن به مقایسه: ${otherTitle}` }).click();

  // The compare page: his price under the shop's, for the chosen variant and for each whole product.
  await page.goto('/compare');
  const priceRow = page.getByRole('table').getByRole('row', { name: /^قیمت/ });
  const otherPrice = await myCardPrice(page, otherId);
  await expect(priceRow.locator('.trade-price')).toHaveText([
    `قیمت شما: ${toman(atMinimum!.price)} / متر`,
    `قیمت شما: از ${toman(cheapest)} / متر`,
    new RegExp(`^قیمت شما: (از )?${toman(otherPrice.price)}`),
  ]);
  await screenshot(page, testInfo, 'trade-compare');
  // No card, list or table read a product to learn his prices.
  expect(calls.productReads()).toEqual([]);

  // The request list: his price, the shop's struck through, and why.
  await page.goto('/list');
  const stored = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('requestList') ?? '{"lines":[]}') as { lines: RequestLine[] }).lines,
  );
  const pricedResponse = await page.request.post(requestListEndpoints.price.path, {
    data: { lines: stored },
    headers: origin(),
  });
  const priced = requestListEndpoints.price.response.parse(await pricedResponse.json());
  const pricedCable = priced.lines.find((line) => line.variantId === cable.variant._id)!;
  expect(pricedCable.unitPrice).toBe(atHundred!.price);
  expect(pricedCable.priceRule).toContain('۴٪ برای ۱۰۰ و بیشتر');
  const line = page.locator('.list-line').filter({ hasText: cable.product.title });
  await expect(line.locator('.list-line-price')).toContainText(toman(pricedCable.unitPrice!));
  await expect(line.locator('del')).toContainText(toman(pricedCable.shopPrice!));
  await expect(line.locator('.list-line-rule')).toHaveText(pricedCable.priceRule!);
  await expect(line.locator('.list-line-total')).toHaveText(toman(pricedCable.lineTotal));
  await expect(line).not.toContainText('ارزان‌تر شده');
  await screenshot(page, testInfo, 'trade-list');

  // The pro-forma keeps his price, the shop's and the rule's words.
  await page.getByRole('button', { name: 'دریافت پیش‌فاکتور' }).click();
  await expect(page).toHaveURL(/\/pro-forma\//);
  const token = page.url().split('/').pop()!;
  const { proForma } = await getEndpoint(request, proFormaEndpoints.get, { params: { token } });
  const frozen = proForma.lines.find((each) => each.variantId === cable.variant._id)!;
  expect(frozen.unitPrice).toBe(atHundred!.price);
  const row2 = page.locator('.pro-forma-table tbody tr').filter({ hasText: cable.product.title });
  await expect(row2.locator('.pro-forma-rule')).toHaveText(frozen.priceRule!);
  await expect(row2).toContainText(persianDigits(frozen.unitPrice.toLocaleString('en').replace(/,/g, '٬')));
  await expect(page.locator('.pro-forma-total')).toHaveText(toman(proForma.total));
  await screenshot(page, testInfo, 'trade-pro-forma');

  // An anonymous visitor loading the same address gets only shop prices: in the HTML and its data.
  const html = await (await request.get(productUrl)).text();
  for (const price of [atMinimum!.price, atHundred!.price]) {
    expect(html).not.toContain(toman(price));
    expect(html).not.toMatch(new RegExp(`[":]${price}[,}]`));
  }
  expect(html).not.toContain('قیمت شما');
  expect(html).not.toContain('همکار: ');
  const visitor = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport,
  });
  const asked: string[] = [];
  visitor.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await visitor.goto(productUrl);
  await waitForApp(visitor);
  await expect(visitor.locator('.product-info .price-current')).toContainText(toman(cable.variant.price));
  await expect(visitor.getByRole('region', { name: 'قیمت پلکانی' })).toBeVisible();
  await expect(visitor.locator('.trade-price')).toHaveCount(0);
  expect(asked).not.toContain(tradeEndpoints.myPrices.path);
  expect(asked).not.toContain(tradeEndpoints.mine.path);
  await screenshot(visitor, testInfo, 'trade-product-anonymous');
  await visitor.close();
});

test(
  'a refused shopper reads the owner’s reason on his profile and may ask again',
  { tag: '@one-screen' },
  async ({ page, browser, loginAs }, testInfo) => {
    const shopper = await loginAs('user');
    const business = `تاسیسات ${persianDigits(shopper.phone.slice(-4))}`;
    const applied = await page.request.post(tradeEndpoints.apply.path, {
      data: { businessName: business, city: 'شیراز' },
      headers: origin(),
    });
    expect(applied.ok()).toBe(true);

    const owner = await ownerPage(browser);
    await owner.goto('/admin/trade');
    await waitForApp(owner);
    const row = owner.locator('.admin-table tbody tr').filter({ hasText: business });
    await row.getByRole('button', { name: `رد: ${business}` }).click();
    await expect(dialogTitle(owner)).toHaveText(`رد درخواست «${business}»`);
    // A reason is required.
    await confirmDialog(owner);
    await expect(owner.locator('.swal2-validation-message')).toHaveText('دلیل رد درخواست را بنویسید');
    await owner.locator('.swal2-textarea').fill('کد اقتصادی یا جواز کسب را در توضیحات بنویسید.');
    await screenshot(owner, testInfo, 'trade-admin-refuse');
    await confirmDialog(owner);
    await expect(dialogTitle(owner)).toHaveText('درخواست رد شد');
    await confirmDialog(owner);
    await expect(row).toHaveCount(0);
    await owner.context().close();

    await page.goto(`/profile/${shopper.userId}`);
    const section = page.getByRole('region', { name: 'حساب همکار' });
    await expect(section.getByRole('status')).toContainText(`درخواست قبلی شما برای «${business}» رد شد.`);
    await expect(section.getByRole('status')).toContainText(
      'دلیل: کد اقتصادی یا جواز کسب را در توضیحات بنویسید.',
    );
    await expect(section.getByRole('button', { name: 'ارسال درخواست' })).toBeVisible();
    await screenshot(page, testInfo, 'trade-refused');
  },
);
