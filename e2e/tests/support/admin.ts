import { expect, type Page } from '@playwright/test';

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

/** A red picture: a gallery image of its own (the same bytes as the main image would share its name). */
export const RED_PNG = {
  name: 'red.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABBklEQVR4nO3ZsQ3DMADEQC93+3eaJxMkjRG8CgKagOAzUvwcOuc7hCc656ciARIgb1aSQQIkg/zvp6aJCZAM0sSsLrQ1SIBkkCamBrnzf4UiLUAySBNTg8x7XKQFSAZpYubd6aIoQDJIEzMPUI9VAZJBmpgaZB7jIi1AMkgTM49OF0UBkkGamEtOX1YFSAZpYmqQeY+LtADJIE3MvDtdFAVIBmli5gHqsSpAMkgTU4PMY1ykBUgGaWLm0emiKEAySBNzyenLqgDJIE1MDTLvcZEWIBmkiZl3p4uiAMkgTcw8QD1WBUgGaWJqkHmMi7QAySBNzDw6XRQFSAZpYi45fVkVIG8M+gAFBoLglZPlnQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Calls of the API as the signed-in admin of the page (its cookie), with the Origin every write needs. */
export function adminApi(page: Page) {
  const headers = (baseURL: string) => ({ Origin: new URL(baseURL).origin });
  return {
    async createCategory(baseURL: string, title: string) {
      const response = await page.request.post('/api/category', {
        headers: headers(baseURL),
        multipart: { title, description: '<p>دسته آزمایشی</p>', image: TINY_PNG },
      });
      expect(response.ok(), `create category: ${response.status()}`).toBe(true);
      return (await response.json()).newCategory as { _id: string; title: string };
    },
    async createProduct(baseURL: string, fields: Record<string, string>) {
      const response = await page.request.post('/api/product', {
        headers: headers(baseURL),
        multipart: {
          description: '<p>محصول آزمایشی</p>',
          price: '250000',
          stock: 'true',
          ...fields,
          image: TINY_PNG,
        },
      });
      expect(response.ok(), `create product: ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()).newProduct as { _id: string; title: string };
    },
    async remove(baseURL: string, path: string) {
      const response = await page.request.delete(path, { headers: headers(baseURL) });
      expect(response.ok(), `delete ${path}: ${response.status()}`).toBe(true);
    },
  };
}
