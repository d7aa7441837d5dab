import type { CDPSession, Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { demoCategories, demoProducts, isPhone, persianDigits, screenshot } from './support/shop';
import { expect, test, waitForPart } from './support/test';

/** What the screen shows now (a dialog, a fixed button), for people to look at. */
const screenNow = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}-${testInfo.project.name}.png` });

/** The cards whose title the card cuts off (it holds more lines than it shows), by their title. */
const cutTitles = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((titles) =>
      titles
        .filter((title) => title.scrollHeight > title.clientHeight + 1)
        .map((title) => title.textContent ?? ''),
    );

test('a card shows its whole title, the model included, on the shop, a category and the home carousel', async ({
  page,
  request,
}, testInfo) => {
  const [category] = await demoCategories(request);
  for (const path of ['/shop', `/category/${category!._id}`]) {
    await page.goto(path);
    await expect(page.locator('.product-card-title').first()).toBeVisible();
    expect(await cutTitles(page, '.product-card-title'), path).toEqual([]);
  }
  await page.goto('/');
  await expect(page.locator('.popular-card h3').first()).toBeVisible();
  expect(await cutTitles(page, '.popular-card h3'), 'popular carousel').toEqual([]);
  // A card's title keeps the whole name at hand for a pointer too.
  const title = page.locator('.product-card-title').first();
  await expect(title).toHaveAttribute('title', (await title.textContent())!);
  await screenshot(page, testInfo, 'cards-home');
});

test("a category's and a brand's cards are as compact as the shop's: no description, no second link", async ({
  page,
  request,
}, testInfo) => {
  const [category] = await demoCategories(request);
  const inCategory = (await demoProducts(request)).filter((product) => product.categoryId === category!._id);
  const product = inCategory[0]!;
  const cardHeight = async (path: string) => {
    await page.goto(path);
    const card = page.locator('.product-card', { has: page.locator(`a[href="/product/${product._id}"]`) });
    await expect(card).toBeVisible();
    await expect(card.locator('.product-card-excerpt')).toHaveCount(0);
    return (await card.boundingBox())!.height;
  };
  const inShop = await cardHeight(`/shop?category=${category!._id}`);
  const inCategoryPage = await cardHeight(`/category/${category!._id}`);
  expect(
    Math.abs(inCategoryPage - inShop),
    `category card ${inCategoryPage} px, shop card ${inShop} px`,
  ).toBeLessThanOrEqual(2);
  await expect(page.getByRole('link', { name: /مشاهده جزئیات/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'cards-category');
});

test('a struck price says its discount in Persian digits, on the card and on the product page', async ({
  page,
  request,
}, testInfo) => {
  const products = (await demoProducts(request)) as (Awaited<ReturnType<typeof demoProducts>>[number] & {
    originalPrice: number | null;
    variantCount: number;
  })[];
  // On its category's first page (newest first, as this list is).
  const firstPage = (product: (typeof products)[number]) =>
    products.filter((other) => other.categoryId === product.categoryId).indexOf(product) < 24;
  const discounted = products.find(
    (product) =>
      product.originalPrice &&
      product.originalPrice > product.price &&
      product.variantCount === 1 &&
      firstPage(product),
  )!;
  expect(discounted, 'a demo product with an old price').toBeDefined();
  const percent = Math.round(
    ((discounted.originalPrice! - discounted.price) / discounted.originalPrice!) * 100,
  );
  const shown = `${persianDigits(percent)}٪ تخفیف`;

  await page.goto(`/category/${discounted.categoryId}`);
  const card = page.locator('.product-card', { has: page.locator(`a[href="/product/${discounted._id}"]`) });
  await expect(card.locator('.price-discount')).toHaveText(shown);
  await expect(card.locator('.price-discount')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'card-discount');

  await page.goto(`/product/${discounted._id}`);
  const price = page.locator('.product-info .product-price');
  await expect(price.locator('.price-discount')).toHaveText(shown);
  await expect(price.locator('.price-original')).toBeVisible();
  // A card without an old price has no discount to show.
  const plain = products.find((product) => !product.originalPrice)!;
  await page.goto(`/product/${plain._id}`);
  await expect(page.locator('.product-info .price-discount')).toHaveCount(0);
});

/** Two fingers on the picture moving apart, as a phone's touch screen reports them. */
async function pinchOpen(session: CDPSession, box: { x: number; y: number; width: number; height: number }) {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const fingers = (spread: number) => [
    { x: centre.x - spread, y: centre.y, id: 1 },
    { x: centre.x + spread, y: centre.y, id: 2 },
  ];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let spread = 30; spread <= 100; spread += 10) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;

test('a product picture opens large to read its nameplate: zoomed by buttons, keys or two fingers; Escape closes', async ({
  page,
  request,
}, testInfo) => {
  // A demo product: its picture is stored 1,024 px wide (other tests add 2-px ones).
  const [product] = (await demoProducts(request)).filter((item) => item.title.includes('ABB'));
  await page.goto(`/product/${product!._id}`);
  const open = page.getByRole('button', { name: 'بزرگ‌نمایی تصویر' });
  await waitForPart(open);
  const shownSmall = await page
    .locator('.gallery-main img')
    .evaluate((image: HTMLImageElement) => image.naturalWidth);
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^تصویر بزرگ / });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img');
  // The widest stored picture, wider than the one the page shows.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(shownSmall);
  await expect(dialog.getByRole('button', { name: 'بستن' })).toBeFocused();
  await expectAccessible(page, 'the picture, large');
  const fitted = await widthOf(picture);

  if (isPhone(testInfo)) {
    const session = await page.context().newCDPSession(page);
    await pinchOpen(session, (await dialog.locator('.image-zoom-stage').boundingBox())!);
    await expect.poll(() => widthOf(picture)).toBeGreaterThan(fitted * 2);
  } else {
    await dialog.getByRole('button', { name: 'بزرگ‌تر' }).click();
    await expect.poll(() => widthOf(picture)).toBeGreaterThan(fitted * 1.5);
    await page.keyboard.press('+');
    await expect.poll(() => widthOf(picture)).toBeGreaterThan(fitted * 2.5);
    await dialog.getByRole('button', { name: 'کوچک‌تر' }).click();
    await expect.poll(() => widthOf(picture)).toBeLessThan(fitted * 2);
  }
  await screenNow(page, testInfo, 'picture-zoomed');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the back-to-top button steps aside wherever it would cover a card’s buttons', async ({
  page,
}, testInfo) => {
  // The home page's newest products span the whole width: its cards reach the button's corner on both screens.
  await page.goto('/');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let covering = 0;
  for (let y = 400; y < height; y += 60) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button follows the scroll in the next frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const state = await page.evaluate(() => {
      const button = document.querySelector('.to-top');
      if (!button) return null;
      const box = button.getBoundingClientRect();
      const over = [...document.querySelectorAll('.card-actions')].some((actions) => {
        const other = actions.getBoundingClientRect();
        return (
          box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom
        );
      });
      return { over, aside: button.classList.contains('aside') };
    });
    if (!state?.over) continue;
    covering += 1;
    expect(state.aside, `at ${y} px the button covers a card's buttons`).toBe(true);
    if (covering === 1) await screenNow(page, testInfo, 'back-to-top-aside');
  }
  // The page did put the button over some card's buttons: the test saw the case it is for.
  expect(covering).toBeGreaterThan(0);
});

test('the profile leads with the account, not with leaving it: «خروج از حساب» comes last and quiet', async ({
  page,
  loginAs,
}, testInfo) => {
  const { userId } = await loginAs('user');
  await page.goto(`/profile/${userId}`);
  const main = page.getByRole('main');
  const logout = main.getByRole('button', { name: 'خروج از حساب' });
  await expect(logout).toBeVisible();
  const buttons = main.getByRole('button');
  await expect(buttons.first()).not.toHaveText('خروج از حساب');
  await expect(buttons.last()).toHaveText('خروج از حساب');
  // Outlined on white, not the page's filled red call to action.
  await expect(logout).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await logout.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'profile-sign-out');
  await expectAccessible(page, '/profile');
});
