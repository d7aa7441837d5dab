import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const dataDir = path.join(__dirname, '..', '..', '.data');

/** Signs the page's browser in as the demo admin through the API: the session cookie lands in its jar. */
export async function signInAsAdmin(page: Page) {
  const admin = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-admin.json'), 'utf8')) as {
    phone: string;
    password: string;
  };
  const response = await page.request.post('/api/auth/login', {
    data: { phone: admin.phone, password: admin.password },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.ok()).toBe(true);
}

/** The shop's dialog (SweetAlert): its title, and its confirm button. */
export const dialogTitle = (page: Page) => page.locator('.swal2-title');
export const confirmDialog = (page: Page) => page.locator('.swal2-confirm').click();

/** A 2x2 PNG, enough for the API to check, re-encode and store. */
export const TINY_PNG = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  ),
};
