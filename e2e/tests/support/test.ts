import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Shopper pages arrive drawn by the server, and the app takes them over once its scripts have loaded.
 * A tap before then lands on plain HTML (links work, buttons do nothing yet), so after each `goto` the
 * tests wait until React has hydrated the page, as a shopper's next tap usually would.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

/** React marks each element it owns with a fiber key; the outermost one of the layout is owned last. */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const site = document.querySelector('#root > .site');
    return !!site && Object.keys(site).some((key) => key.startsWith('__reactFiber$'));
  });
}
