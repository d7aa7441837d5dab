import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { demoAdmin, lastCodeFor, uniquePhone, type Credentials } from './accounts';

export { expect } from '@playwright/test';

export type Role = 'admin' | 'user';

/** Signs the browser in without the form: the API sets the session cookie in the page's cookie jar. */
export type LoginAs = (role: Role) => Promise<Credentials & { userId: string }>;

/**
 * Shopper pages arrive drawn by the server, and the app takes them over once its scripts have loaded.
 * A tap before then lands on plain HTML (links work, buttons do nothing yet), so after each `goto` the
 * tests wait until React has hydrated the page, as a shopper's next tap usually would.
 */
export const test = base.extend<{ loginAs: LoginAs }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  // The admin is the demo admin the server seeded; a user is signed up afresh (code from the SMS outbox).
  loginAs: async ({ page, baseURL }, use) => {
    const from = otherAddress();
    const post: Post = async (path, data) => {
      const response = await page.request.post(path, {
        data,
        headers: { Origin: new URL(baseURL!).origin, 'X-Forwarded-For': from },
      });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as { userId: string };
    };
    await use(async (role) => {
      if (role === 'user') return signUp(post);
      const admin = demoAdmin();
      const { userId } = await post('/api/auth/login', admin);
      return { ...admin, userId };
    });
  },
});

type Post = (path: string, data: object) => Promise<{ userId: string }>;

let addresses = 0;
/** An address of the test's own shopper, as the reverse proxy reports it (playwright.config.ts). */
export const otherAddress = () =>
  `10.${process.pid % 256}.${Math.floor(++addresses / 256) % 256}.${addresses % 256}`;

/** A new shopper account, signed in: the code, the sign-up ticket (a cookie), then the account's session. */
async function signUp(post: Post) {
  const phone = uniquePhone('0936');
  const password = 'ramz-e-azmayeshi-1403';
  await post('/api/auth/generate-otp', { phone });
  await post('/api/auth/verify-otp', { phone, otp: lastCodeFor(phone) });
  const { userId } = await post('/api/auth/register', { phone, password });
  return { phone, password, userId };
}

/** React marks each element it owns with a fiber key; the outermost one of the layout is owned last. */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const site = document.querySelector('#root > .site');
    return !!site && Object.keys(site).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * A part the server drew whose code comes after the page's own (a lazy part: the product gallery, the
 * filter panel) answers taps once React has taken it over too.
 */
export async function waitForPart(part: Locator) {
  await expect
    .poll(() =>
      part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}
