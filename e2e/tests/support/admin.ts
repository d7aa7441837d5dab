import type { Page } from '@playwright/test';

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
