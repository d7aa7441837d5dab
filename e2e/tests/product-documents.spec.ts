import { DOCUMENT_KIND_LABELS, productEndpoints } from '@shop/contracts';
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

test('a product without documents shows no documents section', async ({ page, request }) => {
  for (const item of await demoProducts(request)) {
    const { product } = await getEndpoint(request, productEndpoints.get, { params: { id: item._id } });
    if (product.documents.length > 0) continue;
    await page.goto(`/product/${item._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole('heading', { name: 'مستندات و گواهی‌ها' })).toHaveCount(0);
    return;
  }
  throw new Error('every demo product has documents');
});
