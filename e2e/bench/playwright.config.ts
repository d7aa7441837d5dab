import path from 'node:path';
import { defineConfig } from '@playwright/test';
import shop from '../playwright.config';

/**
 * `npx playwright test -c bench/playwright.config.ts`: the browser measurements of e2e/bench (not part of
 * the e2e run), against the same built shop, screens and Chromium as the tests.
 */
const servers = [shop.webServer ?? []].flat();
export default defineConfig({
  ...shop,
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  outputDir: '../test-results/bench',
  reporter: [['list']],
  timeout: 180_000,
  // A shop already running on the port (started for a look at the screens) is measured as it is.
  webServer: servers.map((server) => ({
    ...server,
    cwd: server.cwd ?? path.join(__dirname, '..'),
    reuseExistingServer: true,
  })),
});
