import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { productEndpoints } from '@shop/contracts';
import { adminApi, confirmDialog, dialogTitle, TINY_PNG } from './support/admin';
import { demoProducts, getEndpoint, persianDigits, screenshot, tomanValue } from './support/shop';
import { expect, test } from './support/test';

test.beforeEach(async ({ loginAs }) => loginAs('admin'));

/** What a test made through the API, removed after it however it ended (products before their category). */
const made: string[] = [];
test.afterEach(async ({ page, baseURL }) => {
  const api = adminApi(page);
  for (const path of made.splice(0).reverse()) await api.remove(baseURL!, path);
});

const raised = (price: number) => Math.round((price * 1.12) / 1000) * 1000;
const RAISE_ORIGINAL = '«قیمت قبل از تخفیف» هم به همین اندازه بالا برود';
/** The preview's columns: the tick, the product, the price now, the new price, the old price. */
const [PRICE_NOW, NEW_PRICE] = [2, 3];
/** How far the page reaches past the screen's edge (nothing to scroll sideways: 0 or less). */
const sidewaysScroll = (page: Page) => () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('an admin raises a category 12% rounded to 1,000 toman, sees the new prices in the shop, and undoes it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow(); // two accessibility scans, the shop's answers and the drawn page checked after each write
  // A category of the test's own, so a failure halfway never leaves the demo catalog's prices raised for
  // the specs that follow.
  const api = adminApi(page);
  const category = await api.createCategory(
    baseURL!,
    `دسته تغییر قیمت ${testInfo.project.name} ${Date.now()}`,
  );
  made.push(`/api/category/${category._id}`);
  for (const { title, price } of [
    { title: 'کلید تک پل آزمایشی', price: '185000' },
    { title: 'پریز برق آزمایشی', price: '243500' },
  ]) {
    const product = await api.createProduct(baseURL!, {
      title: `${title} ${testInfo.project.name}`,
      price,
      categoryId: category._id,
    });
    made.push(`/api/product/${product._id}`);
  }
  const productsOf = (id: string) => demoProducts(request, `&categoryId=${id}`);
  const before = await productsOf(category._id);
  expect(before).toHaveLength(2);
  const newest = before[0]!;

  await page.goto('/dashboard');
  // The dashboard's links to the admin screens wrap rather than push the page past a phone's edge.
  await expect.poll(sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'تغییر گروهی قیمت' }).click();
  await expect(page).toHaveURL('/admin/price-changes');
  await expect(page.getByRole('heading', { level: 1, name: 'تغییر گروهی قیمت' })).toBeVisible();
  await expect.poll(sidewaysScroll(page)).toBeLessThanOrEqual(0);

  await page.getByLabel('دسته‌بندی', { exact: true }).selectOption({ label: category.title });
  await page.getByLabel('درصد تغییر').fill('۱۲');
  // Toman prices end in thousands: the form rounds to 1,000 unless told otherwise.
  await expect(page.getByLabel('گرد کردن قیمت تازه')).toHaveValue('1000');
  // A rise may take the old price with it (unticked by default); moving the price there is for cuts.
  await expect(page.getByRole('checkbox', { name: RAISE_ORIGINAL })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /قیمت فعلی هر محصول/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'پیش‌نمایش' }).click();

  const preview = page.getByRole('region', { name: 'پیش‌نمایش' });
  await expect(page.getByRole('heading', { name: 'پیش‌نمایش' })).toBeFocused();
  await expect(preview).toContainText(`${persianDigits(before.length)} محصول انتخاب شد`);
  const firstRow = preview.locator('tbody tr').first();
  await expect(firstRow).toContainText(newest.title);
  const cells = firstRow.locator('td');
  expect(tomanValue((await cells.nth(PRICE_NOW).textContent())!)).toBe(newest.price);
  expect(tomanValue((await cells.nth(NEW_PRICE).textContent())!)).toBe(raised(newest.price));
  await expect(cells.nth(NEW_PRICE)).toContainText(/^[۰-۹٬]+ تومان$/);
  await expectAccessible(page, '/admin/price-changes with a preview');
  await screenshot(page, testInfo, 'price-changes-preview');

  // Any edit hides the preview: what is applied is what was previewed.
  await page.getByLabel('درصد تغییر').fill('۱۳');
  await expect(preview).toBeHidden();
  await page.getByLabel('درصد تغییر').fill('۱۲');
  await page.getByRole('button', { name: 'پیش‌نمایش' }).click();

  const changing = await preview.locator('p').first().textContent();
  await preview.getByRole('button', { name: /^اعمال تغییر روی/ }).click();
  await expect(dialogTitle(page)).toContainText('محصول تغییر کند؟');
  await confirmDialog(page);
  await expect(dialogTitle(page)).toHaveText('قیمت‌ها تغییر کرد');
  await confirmDialog(page);
  await expect(preview).toBeHidden();
  expect(changing).toContain('تغییر می‌کند');

  // The shop shows the new prices at once: the API, and the product page the server draws.
  const after = await productsOf(category._id);
  expect(after.map((product) => [product._id, product.price])).toEqual(
    before.map((product) => [product._id, raised(product.price)]),
  );
  const productPage = await page.context().newPage();
  await productPage.goto(`/product/${newest._id}`);
  const shown = productPage.locator('.product-info .price-current');
  expect(tomanValue((await shown.textContent())!)).toBe(raised(newest.price));
  await productPage.close();

  const recent = page.getByRole('region', { name: 'تغییرهای اخیر' });
  const row = recent.locator('tbody tr').first();
  await expect(row).toContainText('افزایش ۱۲٪، گرد به نزدیک‌ترین ۱٬۰۰۰ تومان');
  await expect(row).toContainText(`دسته «${category.title}»`);
  await expect(row).toContainText('اعمال‌شده');
  await expectAccessible(page, '/admin/price-changes after a change');
  await screenshot(page, testInfo, 'price-changes-applied');

  await row.getByRole('button', { name: 'بازگردانی' }).click();
  await expect(dialogTitle(page)).toHaveText('این تغییر قیمت بازگردانده شود؟');
  await confirmDialog(page);
  await expect(dialogTitle(page)).toHaveText('بازگردانده شد');
  await expect(page.locator('.swal2-html-container')).toContainText('به پیش از این تغییر برگشت');
  await confirmDialog(page);
  await expect(row).toContainText('بازگردانده در');
  await expect(row.getByRole('button', { name: 'بازگردانی' })).toHaveCount(0);
  expect((await productsOf(category._id)).map((product) => product.price)).toEqual(
    before.map((product) => product.price),
  );
  await screenshot(page, testInfo, 'price-changes-undone');
});

test('a rise past a discounted product’s old price says its discount would end and can raise the old price too; an unticked row keeps its price', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const api = adminApi(page);
  const category = await api.createCategory(
    baseURL!,
    `دسته تخفیف‌دار ${testInfo.project.name} ${Date.now()}`,
  );
  made.push(`/api/category/${category._id}`);
  const discounted = await api.createProduct(baseURL!, {
    title: `لامپ حبابی تخفیف‌دار ${testInfo.project.name}`,
    price: '100000',
    originalPrice: '105000',
    categoryId: category._id,
  });
  const untouched = await api.createProduct(baseURL!, {
    title: `چراغ سقفی کنارگذاشته ${testInfo.project.name}`,
    price: '300000',
    categoryId: category._id,
  });
  made.push(`/api/product/${discounted._id}`, `/api/product/${untouched._id}`);

  await page.goto('/admin/price-changes');
  await page.getByLabel('دسته‌بندی', { exact: true }).selectOption({ label: category.title });
  await page.getByLabel('درصد تغییر').fill('۱۰');
  await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
  const preview = page.getByRole('region', { name: 'پیش‌نمایش' });
  await expect(preview).toContainText('تخفیفش از بین می‌رود');
  await expect(preview).toContainText('قیمت تازه‌ی ۱ محصول');
  await screenshot(page, testInfo, 'price-changes-discount-warning');

  await preview.getByRole('button', { name: RAISE_ORIGINAL }).click();
  await expect(preview).not.toContainText('تخفیفش از بین می‌رود');
  await expect(page.getByRole('checkbox', { name: RAISE_ORIGINAL })).toBeChecked();
  const discountedRow = preview.locator('tbody tr', { hasText: discounted.title });
  await expect(discountedRow).toContainText('۱۰۵٬۰۰۰ تومان ← ۱۱۶٬۰۰۰ تومان');

  await preview.getByRole('checkbox', { name: `اعمال روی ${untouched.title}` }).uncheck();
  await expect(preview).toContainText('۱ محصول را کنار گذاشته‌اید');
  await expect(preview.getByRole('button', { name: 'اعمال تغییر روی ۱ محصول' })).toBeEnabled();
  await expectAccessible(page, '/admin/price-changes with an unticked row');
  await screenshot(page, testInfo, 'price-changes-unticked');
  await preview.getByRole('button', { name: 'اعمال تغییر روی ۱ محصول' }).click();
  await confirmDialog(page);
  await expect(dialogTitle(page)).toHaveText('قیمت‌ها تغییر کرد');
  await confirmDialog(page);

  const prices = Object.fromEntries(
    (await demoProducts(request, `&categoryId=${category._id}`)).map((product) => [
      product._id,
      [product.price, product.originalPrice],
    ]),
  );
  expect(prices).toEqual({ [discounted._id]: [110_000, 116_000], [untouched._id]: [300_000, null] });
  const recent = page.getByRole('region', { name: 'تغییرهای اخیر' }).locator('tbody tr').first();
  await expect(recent).toContainText('«قیمت قبل از تخفیف» هم به همین اندازه، ۱ تنوع کنار گذاشته شد');
});

test(
  'a change that would bring prices to zero is shown in the preview and cannot be applied',
  { tag: '@one-screen' },
  async ({ page }, testInfo) => {
    await page.goto('/admin/price-changes');
    await page.getByRole('radio', { name: 'کاهش' }).check();
    await page.getByRole('radio', { name: 'مبلغ ثابت (تومان)' }).check();
    await page.getByLabel('مبلغ تغییر (تومان)').fill('۵۰۰٬۰۰۰');
    await page.getByLabel('حداکثر قیمت (تومان)').fill('abc');
    await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
    await expect(page.getByText('حداکثر قیمت را به تومان و با رقم وارد کنید')).toBeVisible();
    await page.getByLabel('حداکثر قیمت (تومان)').fill('۴۰۰٬۰۰۰');
    await page.getByRole('button', { name: 'پیش‌نمایش' }).click();

    const preview = page.getByRole('region', { name: 'پیش‌نمایش' });
    await expect(preview.getByRole('alert')).toContainText(
      /^قیمت [۰-۹٬]+ محصول با این تغییر صفر یا کمتر می‌شود/,
    );
    await expect(preview.getByRole('button', { name: /^اعمال تغییر روی/ })).toBeDisabled();
    // A price below zero reads with its minus before the digits, in Persian digits.
    await expect(preview.locator('tbody tr').first().locator('td').nth(NEW_PRICE).locator('bdi')).toHaveText(
      /^-[۰-۹٬]+$/,
    );
    await expectAccessible(page, '/admin/price-changes refused');
    await screenshot(page, testInfo, 'price-changes-refused');
  },
);

test(
  'choosing a brand narrows the preview to the products of that brand',
  { tag: '@one-screen' },
  async ({ page, request }) => {
    const { brands } = (await (await request.get('/api/brand')).json()) as {
      brands: { _id: string; nameFa: string; nameEn: string }[];
    };
    const brand = brands[0]!;
    const page1 = await request.get(`/api/brand/get-one/${brand._id}?pageSize=100`);
    const { products } = (await page1.json()) as { products: { title: string; variantCount: number }[] };
    // A bulk change reprices variants: a product without options is one, a family one per combination.
    const total = products.reduce((sum, product) => sum + product.variantCount, 0);
    expect(total).toBeGreaterThan(0);

    await page.goto('/admin/price-changes');
    await page.getByLabel('درصد تغییر').fill('۱۰');
    await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
    const preview = page.getByRole('region', { name: 'پیش‌نمایش' });
    await expect(preview).toContainText(/[۰-۹٬]+ محصول انتخاب شد/);
    // The whole number: «۱ محصول» must not be found inside «۱۱۱ محصول».
    const chosen = new RegExp(`(^|[^۰-۹٬])${persianDigits(total)} محصول انتخاب شد`);
    await expect(preview).not.toContainText(chosen);

    await page
      .getByLabel('برند', { exact: true })
      .selectOption({ label: `${brand.nameFa} (${brand.nameEn})` });
    await expect(preview).toBeHidden();
    await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
    await expect(preview).toContainText(chosen);
    const titles = await preview.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // A family's rows name the variant after its title: «کلید … (۱۶)».
    for (const title of titles)
      expect(products.some((product) => title.trim().startsWith(product.title))).toBe(true);
  },
);

test(
  "an admin cuts the «همکار» list's fixed prices of a category by 5%, the shop's prices staying, and undoes it",
  { tag: '@one-screen' },
  async ({ page, request, baseURL }, testInfo) => {
    const api = adminApi(page);
    const origin = { Origin: new URL(baseURL!).origin };
    const category = await api.createCategory(
      baseURL!,
      `دسته قیمت همکار ${testInfo.project.name} ${Date.now()}`,
    );
    made.push(`/api/category/${category._id}`);
    const product = await api.createProduct(baseURL!, {
      title: `کلید همکار آزمایشی ${testInfo.project.name}`,
      price: '200000',
      categoryId: category._id,
    });
    made.push(`/api/product/${product._id}`);
    const variantId = (
      (await (await request.get(`/api/product/get-one/${product._id}`)).json()) as {
        product: { variants: { _id: string }[] };
      }
    ).product.variants[0]!._id;
    const { groups } = (await (await page.request.get('/api/customer-groups')).json()) as {
      groups: { id: string; name: string }[];
    };
    const trade = groups.find((group) => group.name === 'همکار')!;
    const saved = await page.request.put('/api/price-rules', {
      headers: origin,
      data: { groupId: trade.id, scope: 'variant', targetId: variantId, fixedPrice: 180_000 },
    });
    expect(saved.ok()).toBe(true);
    const tradePrice = async () => {
      const { rules } = (await (await page.request.get(`/api/price-rules?groupId=${trade.id}`)).json()) as {
        rules: { targetId: string; fixedPrice: number | null }[];
      };
      return rules.find((rule) => rule.targetId === variantId)?.fixedPrice;
    };

    await page.goto('/admin/price-changes');
    await page.getByLabel('کدام قیمت؟').selectOption({ label: 'قیمت ثابت گروه «همکار»' });
    await expect(page.getByText('فقط تنوع‌هایی که در این گروه قیمت ثابت دارند تغییر می‌کنند')).toBeVisible();
    await page.getByLabel('دسته‌بندی', { exact: true }).selectOption({ label: category.title });
    await page.getByRole('radio', { name: 'کاهش' }).check();
    // A group's list keeps no «قیمت قبل از تخفیف»: the choice is off even for a cut.
    await expect(page.getByRole('checkbox', { name: /قیمت قبل از تخفیف/ })).toBeDisabled();
    await page.getByLabel('درصد تغییر').fill('۵');
    await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
    const preview = page.getByRole('region', { name: 'پیش‌نمایش' });
    await expect(preview).toContainText(`${persianDigits(1)} محصول انتخاب شد`);
    const cells = preview.locator('tbody tr').first().locator('td');
    expect(tomanValue((await cells.nth(PRICE_NOW).textContent())!)).toBe(180_000);
    expect(tomanValue((await cells.nth(NEW_PRICE).textContent())!)).toBe(171_000);
    await expectAccessible(page, '/admin/price-changes on a group list');
    await screenshot(page, testInfo, 'price-changes-trade-list');

    await preview.getByRole('button', { name: /^اعمال تغییر روی/ }).click();
    await confirmDialog(page);
    await expect(dialogTitle(page)).toHaveText('قیمت‌ها تغییر کرد');
    await confirmDialog(page);
    expect(await tradePrice()).toBe(171_000);
    const [shopProduct] = await demoProducts(request, `&categoryId=${category._id}`);
    expect(shopProduct!.price).toBe(200_000);

    const row = page.getByRole('region', { name: 'تغییرهای اخیر' }).locator('tbody tr').first();
    await expect(row).toContainText('قیمت «همکار»: کاهش ۵٪');
    await row.getByRole('button', { name: 'بازگردانی' }).click();
    await confirmDialog(page);
    await expect(dialogTitle(page)).toHaveText('بازگردانده شد');
    await confirmDialog(page);
    expect(await tradePrice()).toBe(180_000);
  },
);

test('an admin raises every «۲٫۵» cross-section of a category by 10%: only those variants change, in the preview and the shop, and undo brings them back', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const api = adminApi(page);
  const origin = { Origin: new URL(baseURL!).origin };
  const category = await api.createCategory(baseURL!, `دسته سیم ${testInfo.project.name} ${Date.now()}`);
  made.push(`/api/category/${category._id}`);
  const prices = { '۱٫۵': 32_000, '۲٫۵': 48_500, '۴': 76_000 };
  const families: { _id: string; title: string }[] = [];
  for (const [brand, extra] of [
    ['پارس شهاب', 0],
    ['البرز', 1_500],
  ] as const) {
    const response = await page.request.post('/api/product', {
      headers: origin,
      multipart: {
        title: `سیم افشان ${brand} ${testInfo.project.name}`,
        description: '<p>سیم افشان مسی</p>',
        categoryId: category._id,
        unit: 'metre',
        options: JSON.stringify([{ name: 'سطح مقطع', attributeId: null, values: Object.keys(prices) }]),
        variants: JSON.stringify(
          Object.entries(prices).map(([value, price]) => ({
            options: [value],
            price: String(price + extra),
            stock: '100',
          })),
        ),
        image: TINY_PNG,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const family = ((await response.json()) as { newProduct: { _id: string; title: string } }).newProduct;
    made.push(`/api/product/${family._id}`);
    families.push(family);
  }
  const single = await api.createProduct(baseURL!, {
    title: `کلید تک پل ${testInfo.project.name}`,
    price: '185000',
    categoryId: category._id,
  });
  made.push(`/api/product/${single._id}`);
  /** Each product's variant prices by cross-section, as the shop answers them. */
  const shopPrices = async () =>
    Promise.all(
      [...families, single].map(async ({ _id }) => {
        const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
          params: { id: _id },
        });
        return product.variants.map((variant) => [variant.options[0] ?? '', variant.price]);
      }),
    );
  const before = await shopPrices();

  await page.goto('/admin/price-changes');
  await page.getByLabel('دسته‌بندی', { exact: true }).selectOption({ label: category.title });
  await page.getByLabel('فقط تنوع‌هایی با مقدار').fill('۲٫۵');
  await page.getByLabel('درصد تغییر').fill('۱۰');
  await page.getByRole('button', { name: 'پیش‌نمایش' }).click();

  // One row per «۲٫۵» variant, named after its family; neither the other sizes nor the switch.
  const preview = page.getByRole('region', { name: 'پیش‌نمایش' });
  const rows = preview.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const raisedTo = (price: number) => Math.round((price * 1.1) / 1000) * 1000;
  for (const [index, [family, extra]] of [
    [families[0]!, 0],
    [families[1]!, 1_500],
  ].entries()) {
    const row = rows.filter({ hasText: `${(family as { title: string }).title} (۲٫۵)` });
    await expect(row).toHaveCount(1);
    const cells = row.locator('td');
    expect(tomanValue((await cells.nth(PRICE_NOW).textContent())!), `row ${index}`).toBe(
      48_500 + (extra as number),
    );
    expect(tomanValue((await cells.nth(NEW_PRICE).textContent())!)).toBe(
      raisedTo(48_500 + (extra as number)),
    );
  }
  await expect(preview).not.toContainText('(۱٫۵)');
  await expect(preview).not.toContainText(single.title);
  await screenshot(page, testInfo, 'price-changes-by-option-value');

  await preview.getByRole('button', { name: /^اعمال تغییر روی/ }).click();
  await confirmDialog(page);
  await expect(dialogTitle(page)).toHaveText('قیمت‌ها تغییر کرد');
  await confirmDialog(page);
  expect(await shopPrices()).toEqual(
    before.map((variants) =>
      variants.map(([value, price]) => [value, value === '۲٫۵' ? raisedTo(price as number) : price]),
    ),
  );

  const row = page.getByRole('region', { name: 'تغییرهای اخیر' }).locator('tbody tr').first();
  await expect(row).toContainText('۲٫۵');
  await screenshot(page, testInfo, 'price-changes-by-option-value-applied');
  await row.getByRole('button', { name: 'بازگردانی' }).click();
  await confirmDialog(page);
  await expect(dialogTitle(page)).toHaveText('بازگردانده شد');
  await confirmDialog(page);
  expect(await shopPrices()).toEqual(before);
});
