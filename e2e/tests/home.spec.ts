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
