import { DOCUMENT_KIND_LABELS, productEndpoints } from '@shop/contracts';
import { confirmDialog, dialogTitle } from './support/admin';
import { demoProducts, getEndpoint, persianDigits, screenshot } from './support/shop';
import { expect, test } from './support/test';

test('a product page lists its PDFs with kind, title, size and pages, each opening in a new tab as a download', async ({
  page,
  request,
}, testInfo) => {
  const item = (await demoProducts(request)).find((candidate) => candidate.title.includes('iC60N'))!;
  const { product } = await getEndpoint(request, productEndpoints.getWithRelated, {
    params: { id: item._id },
  });
  expect(product.documents.length).toBeGreaterThan(0);

  await page.goto(`/product/${item._id}`);
  const section = page.getByRole('region', { name: 'مستندات و گواهی‌ها' });
  await expect(section).toBeVisible();
  const links = section.getByRole('link');
  await expect(links).toHaveCount(product.documents.length);
  for (const [index, document] of product.documents.entries()) {
    const link = links.nth(index);
    await expect(link).toContainText(DOCUMENT_KIND_LABELS[document.kind]);
    await expect(link).toContainText(`${persianDigits(document.pages)} صفحه`);
    await expect(link).toContainText(/[۰-۹]+(٫[۰-۹])? (کیلوبایت|مگابایت)/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const file = await request.get((await link.getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  await screenshot(page, testInfo, 'product-documents');
});

test(
  'a product without documents shows no documents section',
  { tag: '@one-screen' },
  async ({ page, request }) => {
    for (const item of await demoProducts(request)) {
      const { product } = await getEndpoint(request, productEndpoints.get, { params: { id: item._id } });
      if (product.documents.length > 0) continue;
      await page.goto(`/product/${item._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await expect(page.getByRole('heading', { name: 'مستندات و گواهی‌ها' })).toHaveCount(0);
      return;
    }
    throw new Error('every demo product has documents');
  },
);

/** A one-page PDF written by hand (header, page tree, cross-reference table, trailer). */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

test.describe('the owner', () => {
  test.beforeEach(async ({ loginAs }) => loginAs('admin'));

  test('adds a datasheet on the product’s edit screen, sees an HTML file refused in Persian, and removes it', async ({
    page,
    request,
  }, testInfo) => {
    const item = (await demoProducts(request)).find((candidate) => candidate.title.includes('iC60N'))!;
    await page.goto(`/product/edit/${item._id}`);
    const editor = page.getByRole('region', { name: 'مستندات و گواهی‌ها' });
    const title = `دیتاشیت آزمایشی ${testInfo.project.name}`;

    await editor.getByLabel('عنوان مستند').fill('صفحه وب');
    await editor.getByLabel('فایل PDF').setInputFiles({
      name: 'datasheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    await editor.getByRole('button', { name: 'افزودن مستند' }).click();
    await expect(dialogTitle(page)).toHaveText('خطا');
    await expect(page.getByRole('dialog')).toContainText('فایل باید PDF باشد');
    await confirmDialog(page);
    await expect(editor.getByRole('link', { name: 'صفحه وب' })).toHaveCount(0);

    await editor.getByLabel('عنوان مستند').fill(title);
    await editor.getByLabel('فایل PDF').setInputFiles({
      name: 'datasheet.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    await editor.getByRole('button', { name: 'افزودن مستند' }).click();
    await expect(dialogTitle(page)).toHaveText('ذخیره شد');
    await confirmDialog(page);
    await expect(editor.getByRole('link', { name: title })).toBeVisible();
    await expect(editor).toContainText('۱ صفحه');
    await screenshot(page, testInfo, 'product-documents-editor');

    const { product } = await getEndpoint(request, productEndpoints.get, { params: { id: item._id } });
    expect(product.documents.map((document) => document.title)).toContain(title);

    await editor.getByRole('button', { name: `حذف ${title}` }).click();
    await confirmDialog(page);
    await expect(editor.getByRole('link', { name: title })).toHaveCount(0);
  });
});
