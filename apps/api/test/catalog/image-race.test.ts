import request from 'supertest';
import { makeImage, truncatedJpeg } from '../fixtures/images';
import {
  createProduct,
  storedFiles,
  referencedFiles,
  uniqueTitle,
  withForm,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

// Stored files are named by content hash and shared between rows: requests that store, fail, replace and
// delete the same picture at the same time must never leave a row pointing at missing widths.
describe('one picture used by many requests at once', () => {
  const context = useTestApp({ admin: true });

  const productForm = (fields: Record<string, string> = {}) => ({
    title: uniqueTitle('محصول مشترک'),
    description: '<p>توضیحات</p>',
    price: '250000',
    stock: 'true',
    isPopular: 'false',
    ...fields,
  });

  it('when creates, failed creates, updates and deletes race over the same bytes, then every referenced file exists', async () => {
    const shared = await makeImage('jpeg', { width: 900, height: 700 });
    const other = await makeImage('png', { width: 700, height: 500 });
    const broken = await truncatedJpeg();

    for (let round = 0; round < 6; round++) {
      const existing = await Promise.all(
        [1, 2, 3].map(() =>
          createProduct(context.app, context.admin, {}, [{ field: 'image', buffer: shared }]),
        ),
      );
      const create = () =>
        withForm(
          request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
          productForm(),
          [{ field: 'image', buffer: shared }],
        );
      // Stores the shared picture, then fails on the gallery file and cleans up after itself.
      const failedCreate = () =>
        withForm(
          request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
          productForm(),
          [
            { field: 'image', buffer: shared },
            { field: 'gallery', buffer: broken, filename: 'half.jpg' },
          ],
        );
      const replaceImage = (id: string) =>
        withForm(
          request(context.app).put(`/api/product/${id}`).set('Authorization', context.admin.bearer),
          productForm(),
          [{ field: 'image', buffer: other, filename: 'other.png', contentType: 'image/png' }],
        );
      const remove = (id: string) =>
        request(context.app).delete(`/api/product/${id}`).set('Authorization', context.admin.bearer);

      const answers = await Promise.all([
        create(),
        failedCreate(),
        replaceImage(existing[0]!._id),
        create(),
        remove(existing[1]!._id),
        failedCreate(),
        remove(existing[2]!._id),
        create(),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 400, 200, 200, 200, 400, 200, 200]);

      const onDisk = new Set(await storedFiles(context.images.storage));
      const missing = (await referencedFiles(context.db)).filter((file) => !onDisk.has(file));
      expect({ round, missing }).toEqual({ round, missing: [] });
    }
  });
});
