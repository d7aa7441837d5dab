import { QUESTION_SENT_NOTICE, questionEndpoints } from '@shop/contracts';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminApi } from './support/admin';
import { persianDigits } from './support/shop';
import { expect, test } from './support/test';

/** The Q&A section of the product page, as a shopper reaches it. */
const questionsSection = (page: Page) => page.getByRole('region', { name: 'پرسش و پاسخ' });

/** A screenshot of one part of the long page with a margin around it: under test-results/screenshots. */
async function shoot(part: Locator, testInfo: TestInfo, name: string) {
  await part.scrollIntoViewIfNeeded();
  const box = (await part.boundingBox())!; // within the viewport: the page's own scroll is added below
  const scrollY = await part.page().evaluate(() => window.scrollY);
  const margin = 12;
  await part.page().screenshot({
    path: `test-results/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y + scrollY - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

test('a shopper asks about a product, the owner answers on the desk, and the answer shows on the product page', async ({
  page,
  baseURL,
  loginAs,
}, testInfo) => {
  test.slow(); // three people's visits, two sign-ins and an accessibility check
  // A product of this test's own, so no other spec sees its questions.
  await loginAs('admin');
  const product = await adminApi(page).createProduct(baseURL!, {
    title: `کلید مینیاتوری تک‌پل ۱۶ آمپر پرسش ${testInfo.project.name} ${Date.now()}`,
  });
  await page.context().clearCookies();
  const question = `آیا این کلید برای مدار کولر گازی ${testInfo.project.name === 'phone' ? '۱۸۰۰۰' : '۲۴۰۰۰'} BTU مناسب است؟`;

  // A visitor is asked to sign in.
  await page.goto(`/product/${product._id}`);
  const section = questionsSection(page);
  await expect(section.getByText('هنوز پرسشی درباره این کالا پاسخ داده نشده است.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'وارد شوید' })).toBeVisible();

  // A shopper signs up (the code from the SMS outbox) and asks.
  await loginAs('user');
  await page.goto(`/product/${product._id}`);
  const box = section.getByLabel('پرسش خود را بنویسید');
  await box.fill('قیمت؟');
  await section.getByRole('button', { name: 'ثبت پرسش' }).click();
  await expect(section.getByRole('alert')).toHaveText('پرسش دست‌کم ۱۰ نویسه است');
  await box.fill(question);
  await expect(section.getByText(`${persianDigits(question.length)} از ۵۰۰ نویسه`)).toBeVisible();
  await shoot(section, testInfo, 'questions-form');
  const asked = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/questions'),
  );
  await section.getByRole('button', { name: 'ثبت پرسش' }).click();
  expect((await asked).status()).toBe(200);
  await expect(section.getByRole('status')).toContainText(QUESTION_SENT_NOTICE);
  await shoot(section, testInfo, 'questions-sent');
  // Nothing shows before the owner answers.
  await page.reload();
  await expect(questionsSection(page).getByText(question)).toHaveCount(0);

  // The owner answers on the desk (reached from the dashboard's count).
  await page.context().clearCookies();
  await loginAs('admin');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /در انتظار پاسخ/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'پرسش‌های مشتریان' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: question });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: product.title })).toBeVisible();
  await expectAccessible(page, 'questions desk');
  await shoot(card, testInfo, 'questions-desk-card');
  await page.screenshot({ path: `test-results/screenshots/questions-desk-${testInfo.project.name}.png` });
  const answer = 'بله؛ برای کولر تا ۲۴۰۰۰ BTU کلید ۱۶ آمپر با کابل ۲٫۵ میلی‌متری کافی است.';
  await card.getByLabel('پاسخ فروشنده').fill(answer);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/answer'),
  );
  await card.getByRole('button', { name: 'پاسخ و انتشار' }).click();
  expect((await answered).status()).toBe(200);
  // Answered, it leaves the waiting list and is under «منتشر شده».
  await expect(page.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
  await page.getByRole('tab', { name: 'منتشر شده' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: question })).toBeVisible();

  // Anyone sees the question and its answer on the product page, drawn by the server, with its date.
  await page.context().clearCookies();
  const drawn = await page.request.get(`/product/${product._id}`);
  expect(await drawn.text()).toContain('"@type":"FAQPage"');
  await page.goto(`/product/${product._id}`);
  const shown = questionsSection(page).getByRole('listitem').filter({ hasText: question });
  await expect(shown).toContainText(answer);
  await expect(shown.getByText('پاسخ فروشنده')).toBeVisible();
  await expect(shown.locator('time')).toHaveText(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await shoot(questionsSection(page), testInfo, 'questions-answered');

  const published = questionEndpoints.published.response.parse(
    await (await page.request.get(`/api/product/${product._id}/questions`)).json(),
  );
  expect(published.items.map((item) => [item.question, item.answer])).toEqual([[question, answer]]);
});
