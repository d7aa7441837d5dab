import { type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { lastCodeFor, uniquePhone } from './support/accounts';
import { confirmDialog, TINY_PNG } from './support/admin';
import {
  demoProducts,
  imagesBase,
  isPhone,
  latinDigits,
  persianDigits,
  screenshot,
  type ListItem,
} from './support/shop';
import { expect, test } from './support/test';

const codeAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/auth/generate-otp'));

/** The resend button counts down from the API's wait, in Persian digits; a second or two may have gone by. */
async function expectCountdownFrom(page: Page, seconds: number) {
  const button = page.getByRole('button', { name: /^ارسال دوباره کد \([۰-۹]+ ثانیه\)$/ });
  await expect(button).toBeDisabled();
  const shown = Number(latinDigits(/[۰-۹]+/.exec((await button.textContent())!)![0]));
  expect(shown).toBeLessThanOrEqual(seconds);
  expect(shown).toBeGreaterThan(seconds - 5);
}

test('a shopper signs up with the SMS code, lands on the profile, signs out, and is refused the dashboard', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone();
  const password = 'yek-ramz-e-tazeh-1403';
  await page.goto('/auth');
  await screenshot(page, testInfo, 'auth-login');
  await page.getByRole('tab', { name: 'ثبت نام' }).click();

  // Mismatched passwords: a dialog, and no code is asked for.
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByLabel('رمز عبور', { exact: true }).fill(password);
  await page.getByLabel('تکرار رمز عبور').fill('something-else-entirely');
  await page.getByRole('button', { name: 'ارسال رمز یکبار مصرف' }).click();
  await expect(page.locator('.swal2-popup')).toContainText('رمز عبور و تکرار آن باید یکسان باشند');
  await confirmDialog(page);

  await page.getByLabel('تکرار رمز عبور').fill(password);
  const sent = codeAnswer(page);
  await page.getByRole('button', { name: 'ارسال رمز یکبار مصرف' }).click();
  const { resendAfterSeconds } = (await (await sent).json()) as { resendAfterSeconds: number };
  await expect(page.locator('.swal2-title')).toHaveText('ارسال کد تایید');
  await confirmDialog(page);
  expect(await page.evaluate(() => localStorage.getItem('registerStep'))).toBe('2');
  const codeField = page.getByLabel('کد تایید', { exact: true });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectCountdownFrom(page, resendAfterSeconds);
  await screenshot(page, testInfo, 'auth-code');

  // After a reload the page no longer knows the wait: asking again, the API refuses and says it.
  await page.reload();
  const refusal = codeAnswer(page);
  await page.getByRole('button', { name: 'ارسال دوباره کد', exact: true }).click();
  const refused = await refusal;
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()['retry-after']);
  await expect(page.locator('.swal2-html-container')).toContainText(`${persianDigits(retryAfter)} ثانیه`);
  await confirmDialog(page);
  await expectCountdownFrom(page, retryAfter);
  await page.getByLabel('رمز عبور', { exact: true }).fill(password);
  await codeField.fill(lastCodeFor(phone));
  await page.getByRole('button', { name: 'تایید و ثبت نام' }).click();

  await expect(page).toHaveURL(/\/profile\//);
  await expect(page.getByText(persianDigits(phone))).toBeVisible();
  await expect(page.getByText('تایید شده')).toBeVisible();
  await screenshot(page, testInfo, 'profile');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'دسترسی ممنوع' })).toBeVisible();

  await page.goto('/');
  await page.goto(
    await page
      .getByRole('link', { name: 'پروفایل من' })
      .first()
      .getAttribute('href')
      .then((href) => href!),
  );
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('خروج موفق');
  await confirmDialog(page);
  await expect(page).toHaveURL('/');

  // Wrong then right password.
  await page.goto('/auth');
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByLabel('رمز عبور').fill('not-the-password');
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('ورود ناموفق');
  await confirmDialog(page);
  await page.getByLabel('رمز عبور').fill(password);
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('ورود موفق');
  await expect(page.locator('.swal2-html-container')).toHaveText('شما وارد حساب کاربری شدید.');
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/profile\//);
});

test(
  'back from step 2, the same phone goes on to step 2 with the countdown; another tab falls back to step 1 and says why',
  { tag: '@one-screen' },
  async ({ page, context }, testInfo) => {
    const phone = uniquePhone();
    const password = 'yek-ramz-e-tazeh-1404';
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'ثبت نام' }).click();
    await page.getByLabel('شماره موبایل').fill(phone);
    await page.getByLabel('رمز عبور', { exact: true }).fill(password);
    await page.getByLabel('تکرار رمز عبور').fill(password);
    const sent = codeAnswer(page);
    await page.getByRole('button', { name: 'ارسال رمز یکبار مصرف' }).click();
    const { resendAfterSeconds } = (await (await sent).json()) as { resendAfterSeconds: number };
    await confirmDialog(page);

    // Another tab of the same browser: step 2 there knows no phone, so it starts over and says why.
    const other = await context.newPage();
    await other.goto('/auth');
    await expect(other.getByRole('tab', { name: 'ثبت نام' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      other.getByText('ثبت نام در برگه‌ی دیگری نیمه‌کاره مانده است.', { exact: false }),
    ).toBeVisible();
    await expect(other.getByLabel('شماره موبایل')).toBeVisible();
    await screenshot(other, testInfo, 'auth-other-tab');
    await other.close();

    await page.getByRole('button', { name: 'بازگشت' }).click();
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/generate-otp')) requests += 1;
    });
    await page.getByRole('button', { name: 'ارسال رمز یکبار مصرف' }).click();
    await expect(page.getByLabel('کد تایید', { exact: true })).toBeVisible();
    await expect(page.locator('.swal2-popup')).toHaveCount(0);
    await expectCountdownFrom(page, resendAfterSeconds);
    expect(requests).toBe(0);
    await page.getByLabel('کد تایید', { exact: true }).fill(lastCodeFor(phone));
    await page.getByRole('button', { name: 'تایید و ثبت نام' }).click();
    await expect(page).toHaveURL(/\/profile\//);
  },
);

test(
  'a signed-in shopper gets the access-denied view on every admin screen, and their own profile',
  { tag: '@one-screen' },
  async ({ page, loginAs }) => {
    const shopper = await loginAs('user');
    for (const path of [
      '/dashboard',
      '/admin/products',
      '/admin/settings',
      '/admin/synonyms',
      '/admin/price-changes',
      '/product/create',
      '/category/create',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'دسترسی ممنوع' })).toBeVisible();
    }
    await page.goto(`/profile/${shopper.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'پروفایل من' })).toBeVisible();
    await expect(page.getByText(persianDigits(shopper.phone))).toBeVisible();
  },
);

test('the demo admin sees the dashboard with counts, users and products', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد مدیریت' })).toBeVisible();
  await expect(page.locator('.count-cards li').nth(2)).toContainText('محصولات');
  await page.getByRole('tab', { name: 'محصولات' }).click();
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(20);
  await page.getByRole('tab', { name: 'دسته‌بندی‌ها' }).click();
  const others = page.locator('.admin-table tbody tr', { hasText: 'سایر' });
  await expect(others).toHaveCount(1);
  await expect(others.getByRole('button', { name: 'حذف' })).toHaveCount(0);
  await page.getByLabel('جستجو در کاربران، دسته‌بندی‌ها، برندها و محصولات').fill('كابل');
  await page.getByRole('tab', { name: 'نمای کلی' }).click();
  await expect(page.getByRole('region', { name: 'دسته‌بندی‌ها' })).toContainText('کابل');
  await screenshot(page, testInfo, 'dashboard');

  // The catch-all's form shows the name shoppers read and says why it stays: it can be renamed.
  await page.getByRole('tab', { name: 'دسته‌بندی‌ها' }).click();
  await page.getByLabel('جستجو در کاربران، دسته‌بندی‌ها، برندها و محصولات').fill('سایر');
  await others.getByRole('link', { name: 'ویرایش' }).click();
  await expect(page.getByLabel('عنوان')).toHaveValue('سایر');
  await expect(page.getByText('نامش را می‌توانید تغییر دهید')).toBeVisible();
  await screenshot(page, testInfo, 'catch-all-category-form');
});

// Gallery pictures of their own colour (red, green, blue), so each gets its own stored name.
const GALLERY_PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABBklEQVR4nO3ZsQ3DMADEQC93+3eaJxMkjRG8CgKagOAzUvwcOuc7hCc656ciARIgb1aSQQIkg/zvp6aJCZAM0sSsLrQ1SIBkkCamBrnzf4UiLUAySBNTg8x7XKQFSAZpYubd6aIoQDJIEzMPUI9VAZJBmpgaZB7jIi1AMkgTM49OF0UBkkGamEtOX1YFSAZpYmqQeY+LtADJIE3MvDtdFAVIBmli5gHqsSpAMkgTU4PMY1ykBUgGaWLm0emiKEAySBNzyenLqgDJIE1MDTLvcZEWIBmkiZl3p4uiAMkgTcw8QD1WBUgGaWJqkHmMi7QAySBNzDw6XRQFSAZpYi45fVkVIG8M+gAFBoLglZPlnQAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0G7UJTwnszIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfI75mOwrP/Z0AAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0A7SWRnT8zABXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfm4LC/rUXOEUAAAAASUVORK5CYII=',
].map((base64, index) => ({
  name: `g${index + 1}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
}));

test('an admin creates a category and a product with images, sees it in the shop, and deletes it', async ({
  page,
  loginAs,
}, testInfo) => {
  test.slow(); // the longest journey: two forms with real uploads, a reorder, the shop and deletes
  await loginAs('admin');

  const categoryTitle = `دسته آزمایشی ${testInfo.project.name}`;
  await page.goto('/category/create');
  await page.getByRole('button', { name: 'ایجاد دسته‌بندی' }).click();
  await expect(page.getByText('عنوان الزامی است.')).toBeVisible();
  await expect(page.getByText('عکس الزامی است.')).toBeVisible();
  await page.getByLabel('عنوان').fill(categoryTitle);
  await expect(page.getByText('عنوان الزامی است.')).toHaveCount(0);
  await page.locator('.ql-editor').fill('توضیح دسته آزمایشی');
  await page.getByLabel('عکس', { exact: true }).setInputFiles({ ...TINY_PNG, name: 'cat.png' });
  await screenshot(page, testInfo, 'category-form');
  await page.getByRole('button', { name: 'ایجاد دسته‌بندی' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('دسته بندی با موفقیت ایجاد شد');
  await confirmDialog(page);
  await expect(page.getByLabel('عنوان')).toHaveValue('');

  const productTitle = `محصول آزمایشی ${testInfo.project.name}`;
  await page.goto('/product/create');
  await page.getByLabel('عنوان').fill(productTitle);
  await page.locator('.ql-editor').fill('توضیح محصول آزمایشی');
  await page.getByLabel('قیمت (تومان)').fill('۱۲۵۰۰۰');
  await expect(page.getByText('۱۲۵٬۰۰۰ تومان')).toBeVisible();
  await page.getByLabel('موجودی', { exact: true }).fill('۱۲');
  await page.getByLabel('دسته‌بندی (اختیاری)').selectOption({ label: categoryTitle });
  await page.getByLabel('عکس اصلی').setInputFiles({ ...TINY_PNG, name: 'main.png' });
  await page.getByLabel('گالری تصاویر').setInputFiles(GALLERY_PNGS);
  // The previews of the chosen files are drawn before anything is uploaded.
  const preview = page.getByRole('img', { name: 'پیش‌نمایش main.png' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, testInfo, 'product-form');
  await page.getByRole('button', { name: 'ایجاد محصول' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('محصول با موفقیت ایجاد شد!');
  await confirmDialog(page);

  await page.goto('/shop');
  const card = page.locator('.product-card', { hasText: productTitle });
  await expect(card).toContainText('۱۲۵٬۰۰۰ تومان');

  // On edit, the last gallery image goes to the front (dragged, or by buttons on a phone), then the second
  // moves on by its button.
  const [{ _id: id }] = (await demoProducts(page.request, '&sort=newest')).filter(
    (item) => item.title === productTitle,
  ) as [ListItem];
  const storedProduct = async () =>
    (await (await page.request.get(`/api/product/${id}`)).json()).product as {
      image: string;
      gallery: string[];
    };
  const [red, green, blue] = (await storedProduct()).gallery;
  await page.goto(`/product/edit/${id}`);
  const galleryItems = page.getByRole('list', { name: 'ترتیب تصاویر گالری' }).getByRole('listitem');
  const shownOrder = () =>
    galleryItems.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  const base = await imagesBase(page);
  await expect.poll(shownOrder).toEqual([red, green, blue].map((name) => base + name));
  if (isPhone(testInfo)) {
    // Touch screens do not drag: the buttons move the image one place at a time, keeping the focus.
    await page.getByRole('button', { name: 'انتقال تصویر ۳ به قبل' }).click();
    await expect(page.getByRole('button', { name: 'انتقال تصویر ۲ به قبل' })).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    // Chromium starts no drag from a press that comes before the item scrolled into view is drawn.
    await galleryItems.nth(2).scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // By hand and in steps: Chromium often starts no drag from one jump of the pointer (Playwright's
    // dragTo), and sends `dragover` only from the second move over the target.
    await galleryItems.nth(2).hover();
    await page.mouse.down();
    const from = (await galleryItems.nth(2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await galleryItems.nth(0).hover();
    await galleryItems.nth(0).hover({ position: { x: 10, y: 10 } });
    await page.mouse.up();
  }
  await expect.poll(shownOrder).toEqual([blue, red, green].map((name) => base + name));
  await page.getByRole('button', { name: 'انتقال تصویر ۲ به بعد' }).click();
  await expect.poll(shownOrder).toEqual([blue, green, red].map((name) => base + name));
  // The moved image's buttons keep the focus; at the end only "earlier" is left.
  await expect(page.getByRole('button', { name: 'انتقال تصویر ۳ به قبل' })).toBeFocused();
  // At the top, so the sticky header does not cover the gallery in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'product-form-reordered');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('محصول با موفقیت ویرایش شد!');
  await confirmDialog(page);
  const edited = await storedProduct();
  expect(edited.gallery).toEqual([blue, green, red]);
  await page.goto(`/product/${id}`);
  await expect
    .poll(() =>
      page
        .locator('.gallery-thumbs img')
        .evaluateAll((images) => images.map((img) => img.getAttribute('src'))),
    )
    .toEqual([edited.image, blue, green, red].map((name) => base + name));

  await page.goto('/admin/products');
  await page.getByLabel('جستجو در کاربران، دسته‌بندی‌ها، برندها و محصولات').fill(productTitle);
  const row = page.locator('.admin-table tbody tr', { hasText: productTitle });
  await row.getByRole('button', { name: 'حذف' }).click();
  await expect(page.locator('.swal2-title')).toHaveText(`آیا از حذف ${productTitle} اطمینان دارید؟`);
  await page.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('حذف شد!');
  await confirmDialog(page);
  await page.goto('/shop');
  await expect(page.locator('.product-card', { hasText: productTitle })).toHaveCount(0);
});

test('the settings screen takes Persian digits and changes the phone the footer shows', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('admin');
  const phone = testInfo.project.name === 'phone' ? '021-88776655' : '021-66554433';
  await page.goto('/admin/settings');
  // Typed as an owner types on a Persian keyboard: Persian digits, separators, an hour without its zero.
  await page.getByLabel('تلفن', { exact: true }).fill(persianDigits(phone));
  const threshold = page.getByLabel('حد ارسال رایگان (تومان)');
  const before = await threshold.inputValue();
  await threshold.fill('۷۵۰٬۰۰۰');
  await page.getByLabel('ساعت شروع (مثل ۰۹:۰۰)').fill('۹:۰۰');
  await screenshot(page, testInfo, 'settings');
  await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('ذخیره شد');
  await confirmDialog(page);
  await expect(threshold).toHaveValue('750000');
  await expect(page.getByLabel('ساعت شروع (مثل ۰۹:۰۰)')).toHaveValue('09:00');
  await threshold.fill(before);
  await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
  await confirmDialog(page);
  await page.goto('/');
  const digits = persianDigits(phone);
  await expect(page.locator('footer').getByRole('link', { name: digits })).toHaveAttribute(
    'href',
    `tel:${phone.replace('-', '')}`,
  );
});

test(
  'a click on the WhatsApp button shows up in the dashboard as demand for that product',
  { tag: '@one-screen' },
  async ({ page, context, request, loginAs }) => {
    const { items } = await (await request.get('/api/products?pageSize=30&sort=name&inStock=true')).json();
    const product = items[testInfoIndex(test.info().project.name)] as { _id: string; title: string };
    // wa.me is outside this machine's network: the new tab is answered locally.
    await context.route(/wa\.me/, (route) => route.fulfill({ body: 'ok' }));
    await page.goto(`/product/${product._id}`);
    const beacon = page.waitForRequest(
      (req) => req.url().endsWith('/api/inquiries') && req.method() === 'POST',
    );
    await page.getByRole('link', { name: 'سفارش در واتس‌اپ' }).click();
    expect(JSON.parse((await beacon).postData()!)).toEqual({ productId: product._id, channel: 'whatsapp' });

    await loginAs('admin');
    await page.goto('/dashboard');
    const week = page.getByRole('region', { name: 'پرسش‌شده‌ترین محصولات در ۷ روز گذشته' });
    await expect(week).toContainText(product.title);
  },
);

test(
  'an admin adds a synonym and a query for it finds the product',
  { tag: '@one-screen' },
  async ({ page, loginAs }, testInfo) => {
    await loginAs('admin');
    const [word, model] =
      testInfo.project.name === 'phone' ? ['زززپیچ', 'Kraftform'] : ['ژژژباتری', 'Eneloop'];
    await page.goto('/admin/synonyms');
    await page.getByLabel('گروه تازه (واژه‌ها را با ویرگول جدا کنید)').fill(`${word}، ${model}`);
    await page.getByRole('button', { name: 'افزودن گروه' }).click();
    await expect(page.locator('.swal2-title')).toHaveText('ذخیره شد');
    await confirmDialog(page);
    await page.getByLabel('یک عبارت بنویسید تا ببینید جستجوی فروشگاه چه پاسخی می‌دهد').fill(word);
    await expect(page.getByRole('region', { name: 'آزمایش جستجو' }).getByRole('link').first()).toContainText(
      model,
    );
    await screenshot(page, testInfo, 'synonyms');
  },
);

const testInfoIndex = (project: string) => (project === 'phone' ? 3 : 4);

test(
  "forms check their fields in Persian beside them, never in the browser's English bubble",
  { tag: '@one-screen' },
  async ({ page, loginAs }, testInfo) => {
    let logins = 0;
    page.on('request', (request) => request.url().endsWith('/api/auth/login') && (logins += 1));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'ورود' }).click();
    const phone = page.getByLabel('شماره موبایل');
    await expect(page.getByText('شماره موبایل الزامی است.')).toBeVisible();
    await expect(page.getByText('رمز عبور الزامی است.')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('شماره موبایل الزامی است.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(logins).toBe(0);
    await screenshot(page, testInfo, 'auth-field-checks');
    // Typing clears the field's message.
    await phone.fill('09121234567');
    await expect(page.getByText('شماره موبایل الزامی است.')).toHaveCount(0);

    await page.getByRole('tab', { name: 'ثبت نام' }).click();
    await page.getByLabel('شماره موبایل').fill(uniquePhone());
    await page.getByLabel('رمز عبور', { exact: true }).fill('kutah');
    await page.getByLabel('تکرار رمز عبور').fill('kutah');
    await page.getByRole('button', { name: 'ارسال رمز یکبار مصرف' }).click();
    await expect(page.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد.')).toBeVisible();
    await expect(page.getByLabel('رمز عبور', { exact: true })).toBeFocused();

    // Every form of every screen leaves the checking to the shop (no native bubble can open).
    const admin = await loginAs('admin');
    for (const path of [
      '/',
      '/auth',
      `/profile/${admin.userId}`,
      '/dashboard',
      '/product/create',
      '/category/create',
      '/admin/settings',
      '/admin/synonyms',
      '/admin/price-changes',
    ]) {
      await page.goto(path);
      await expect(page.locator('form').first()).toBeAttached();
      await expect(page.locator('form:not([novalidate])'), path).toHaveCount(0);
    }
    await page.goto(`/profile/${admin.userId}`);
    await page.getByLabel('نام نمایشی').fill('');
    await page.getByRole('button', { name: 'ذخیره نام' }).click();
    await expect(page.getByText('نام نمایشی الزامی است.')).toBeVisible();
    await expectAccessible(page, '/profile with a field message');
  },
);

test('a registered number on the sign-up form is offered sign-in or a reset with the number carried; the reset says where its code went and hands the number to the login form', async ({
  page,
  loginAs,
}, testInfo) => {
  const { phone } = await loginAs('user');
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'ثبت نام' }).click();
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByLabel('رمز عبور', { exact: true }).fill('ramz-e-digar-1404');
  await page.getByLabel('تکرار رمز عبور').fill('ramz-e-digar-1404');
  await page.getByRole('button', { name: 'ارسال رمز یکبار مصرف' }).click();
  const note = page.getByRole('alert').filter({ hasText: 'این شماره پیش‌تر ثبت نام کرده است' });
  await expect(note).toBeVisible();
  await expect(page.locator('.swal2-popup')).toBeHidden();
  await screenshot(page, testInfo, 'auth-already-registered');

  await note.getByRole('button', { name: 'ورود با این شماره' }).click();
  await expect(page.getByRole('heading', { name: 'ورود به حساب' })).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(phone);

  await page.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(phone);
  await page.getByRole('button', { name: 'ارسال کد بازیابی' }).click();
  // The masked number stays in reading order inside the Persian sentence (isolated left to right).
  await expect(page.locator('.swal2-html-container')).toContainText(
    `\u2066${persianDigits(phone.slice(0, 4))}***${persianDigits(phone.slice(-4))}\u2069`,
  );
  await confirmDialog(page);
  await expect(page.getByText(`کد بازیابی پیامک‌شده به ${persianDigits(phone)} را وارد کنید.`)).toBeVisible();
  await screenshot(page, testInfo, 'auth-reset-code');
  await page.getByLabel('کد تایید', { exact: true }).fill(lastCodeFor(phone));
  await page.getByLabel('رمز عبور جدید').fill('ramz-e-tazeh-baad-az-reset');
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('رمز عبور تغییر کرد');
  await confirmDialog(page);

  await expect(page.getByRole('heading', { name: 'ورود به حساب' })).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(phone);
  await page.getByLabel('رمز عبور').fill('ramz-e-tazeh-baad-az-reset');
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('ورود موفق');
});
