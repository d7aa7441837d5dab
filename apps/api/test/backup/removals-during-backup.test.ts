import request from 'supertest';
import { BACKUP_COPY_LOCK } from '../../src/images/image-locks';
import { sweepOrphanImages } from '../../src/images/orphan-sweep';
import { createProduct, storedFiles } from '../support/catalog-client';
import { connectAside } from '../support/test-database';
import { useTestApp } from '../support/use-test-app';

// A backup copies the objects its snapshot names from the bucket, where no hard link keeps a deleted
// file: on a server, removals wait for a later sweep while one runs. (Server only: see jest.config.js.)
describe('image removals while a backup copies the bucket', () => {
  const context = useTestApp({ admin: true });

  it('when a product is deleted while a backup holds the copy lock, then its pictures stay for a later sweep; after it, they go', async () => {
    const product = await createProduct(context.app, context.admin);
    const hash = product.image.split('-', 1)[0]!;
    const filesOf = async () =>
      (await storedFiles(context.images.storage)).filter((file) => file.startsWith(hash));
    const before = await filesOf();
    expect(before.length).toBeGreaterThan(0);

    const backup = await connectAside(context.db);
    try {
      await backup.query('SELECT pg_advisory_lock($1, $2)', [...BACKUP_COPY_LOCK]);
      await request(context.app)
        .delete(`/api/product/${product._id}`)
        .set('Authorization', context.admin.bearer)
        .expect(200);
      expect(await filesOf()).toEqual(before);
    } finally {
      await backup.end();
    }
    // The sweep removes them once they are an hour old; here, a sweep that sees them as old.
    await sweepOrphanImages(context.images, Date.now() + 2 * 60 * 60_000);
    expect(await filesOf()).toEqual([]);
  });
});
