import type { ProForma } from '@shop/contracts';
import { expect, test } from './support/test';
import { isPhone, persianDigits, screenshot } from './support/shop';
import {
  addCable,
  answerMessagingApps,
  demoCable,
  expectedMessage,
  proFormaOf,
} from './support/request-list';

// Each send makes a pro-forma, and their number per address is limited (20 an hour, for the whole suite):
// the phone, where SMS and calls are used, sends by those two only; the desktop by Telegram too.
test('the other channels: Telegram shares the link with the message, SMS texts the shop’s mobile, a call shows the number to quote', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const { settings } = await (await request.get('/api/settings')).json();
  const cable = await demoCable(request);
  await answerMessagingApps(context);
  await addCable(page, cable);
  await page.goto('/list');
  const sent = page.locator('.sent-panel');
  const sentProForma = async () =>
    proFormaOf(
      request,
      (await sent.getByRole('link', { name: 'مشاهده پیش‌فاکتور' }).getAttribute('href'))!.split('/').pop()!,
    );

  let proForma: ProForma;
  if (!isPhone(testInfo)) {
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'ارسال در تلگرام' }).click();
    await expect(sent).toContainText(`@${settings.telegram}`);
    proForma = await sentProForma();
    const link = `${new URL(baseURL!).origin}/pro-forma/${proForma.token}`;
    await expect(sent.getByRole('link', { name: 'باز کردن تلگرام' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(expectedMessage(settings.shopName.fa, proForma, null))}`,
    );
    await (await opened).close();
  }

  // SMS and calls open the phone's own apps; here the page stays, and shows the address it opened.
  await page.getByRole('button', { name: 'پیامک' }).click();
  await expect(sent.getByRole('link', { name: 'باز کردن پیامک' })).toBeVisible();
  proForma = await sentProForma();
  await expect(sent.getByRole('link', { name: 'باز کردن پیامک' })).toHaveAttribute(
    'href',
    `sms:09121234567?body=${encodeURIComponent(expectedMessage(settings.shopName.fa, proForma, `${new URL(baseURL!).origin}/pro-forma/${proForma.token}`))}`,
  );

  await page.getByRole('button', { name: 'تماس', exact: true }).click();
  await expect(sent).toContainText('شماره پیش‌فاکتور را به فروشنده بگویید');
  proForma = await sentProForma();
  await expect(sent.locator('.sent-number')).toHaveText(persianDigits(proForma.number));
  await expect(sent.getByRole('link', { name: /^تماس با/ })).toHaveAttribute(
    'href',
    `tel:${settings.phone.replace(/[\s-]/g, '')}`,
  );
  await screenshot(page, testInfo, 'request-list-call');
});
