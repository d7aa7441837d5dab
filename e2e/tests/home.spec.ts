import { expect, test } from './support/test';
import { screenshot } from './support/shop';

test('home: hero, benefit cards, a popular carousel that keeps turning, and the newest products', async ({
  page,
  request,
}, testInfo) => {
  const popular = (await (await request.get('/api/product/popular')).json()).items as { title: string }[];
  expect(popular.length).toBeGreaterThan(4);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Barq Afarin');
  await expect(page.getByRole('link', { name: 'مشاهده فروشگاه' })).toHaveAttribute('href', '/shop');
  await expect(page.locator('.benefit-card')).toHaveCount(4);

  const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'محصولات محبوب' }) });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-slide').first()).toBeVisible();
  await expect(carousel.locator('.swiper-pagination-bullet').first()).toBeVisible();
  await expect(carousel.locator('.swiper')).toHaveAttribute('dir', 'rtl');
  const visibleSlides = testInfo.project.name === 'phone' ? 1.5 : 4.5;
  const slideWidth = await carousel
    .locator('.swiper-slide')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  const trackWidth = await carousel.locator('.swiper').evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.round(trackWidth / slideWidth)).toBe(Math.round(visibleSlides));

  // Autoplay every 3 s, and it keeps going after the shopper uses the arrows.
  const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  await carousel.locator('.swiper-button-next').click();
  const afterClick = await active();
  await expect.poll(active, { timeout: 5000 }).not.toBe(afterClick);

  await expect(page.getByRole('heading', { name: 'تازه‌ترین محصولات' })).toBeVisible();
  await screenshot(page, testInfo, 'home-full');
});

test('the popular carousel stops turning on «توقف چرخش خودکار» and never turns for a shopper who asked for less motion (WCAG 2.2.2)', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'محصولات محبوب' }) });
  await carousel.scrollIntoViewIfNeeded();
  const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  const pause = carousel.getByRole('button', { name: 'توقف چرخش خودکار' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'ادامه چرخش خودکار' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Stopped: the slide stays through a whole turn's time (autoplay reports it is off).
  const still = await active();
  expect(
    await carousel
      .locator('.swiper')
      .evaluate(
        (el) => (el as unknown as { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running,
      ),
  ).toBe(false);
  expect(await active()).toBe(still);
  await carousel.getByRole('button', { name: 'ادامه چرخش خودکار' }).click();
  await expect.poll(active, { timeout: 5000 }).not.toBe(still);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'ادامه چرخش خودکار' })).toBeVisible();
  expect(
    await carousel
      .locator('.swiper')
      .evaluate(
        (el) => (el as unknown as { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running,
      ),
  ).toBe(false);
});
