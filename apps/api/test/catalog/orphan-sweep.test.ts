import { imageVariants } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { imagePins } from '../../src/db/schema';
import { pinImage } from '../../src/images/image-pins';
import { ORPHAN_AGE_MS, sweepOrphanImages } from '../../src/images/orphan-sweep';
import { makeImage } from '../fixtures/images';
import {
  createBrand,
  createProduct,
  referencedFiles,
  storedFiles,
  variantFiles,
} from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const LATER = () => Date.now() + ORPHAN_AGE_MS + 60_000;

/**
 * What a killed write leaves behind (every width of a picture no row names, or only some widths) is
 * removed by the sweep once older than an hour; what rows name, what a request in flight has pinned and
 * anything younger stays. Runs on the uploads folder, and on a bucket under TEST_STORAGE=s3.
 */
describe('the orphan image sweep', () => {
  const context = useTestApp({ admin: true });
  const put = (...files: string[]) =>
    Promise.all(files.map((file) => context.images.storage.put(file, Buffer.from('leftover'))));

  it('when files no row names are older than an hour, then they go and every named file stays', async () => {
    const product = await createProduct(context.app, context.admin, {}, [
      { field: 'image', buffer: await makeImage('jpeg', { width: 1200, height: 900 }) },
      { field: 'gallery', buffer: await makeImage('png', { width: 500, height: 400 }) },
    ]);
    const whole = 'a'.repeat(32) + '-1600.webp';
    const partial = 'b'.repeat(32) + '-1024.webp';
    await put(...variantFiles(whole), ...variantFiles(partial).slice(0, 2));
    // A narrower width of the product's own picture, as if a store had been cut short: the name is in use.
    const named = imageVariants(product.image);
    await context.images.storage.remove([named[0]!.file]);
    await put(named[0]!.file);

    const { removed } = await sweepOrphanImages(context.images, LATER());

    expect(removed).toBe(variantFiles(whole).length + 2);
    expect(await storedFiles(context.images.storage)).toEqual(await referencedFiles(context.db));
  });

  it('when a picture is a brand’s logo, then the sweep keeps it however old it is', async () => {
    const brand = await createBrand(context.app, context.admin, {}, await makeImage('png'));
    await sweepOrphanImages(context.images, LATER());
    expect(await storedFiles(context.images.storage)).toEqual(
      expect.arrayContaining(variantFiles(brand.logo!)),
    );
  });

  it('when the files are younger than an hour, then the sweep leaves them to the write that may own them', async () => {
    const young = 'c'.repeat(32) + '-640.webp';
    await put(...variantFiles(young));
    await sweepOrphanImages(context.images);
    expect(await storedFiles(context.images.storage)).toEqual(expect.arrayContaining(variantFiles(young)));
    await sweepOrphanImages(context.images, LATER());
    expect(await storedFiles(context.images.storage)).not.toEqual(
      expect.arrayContaining(variantFiles(young)),
    );
  });

  it('when a request has pinned a picture, then it stays until the pin is an hour old and dropped', async () => {
    const pinned = 'd'.repeat(32) + '-320.webp';
    await put(pinned);
    await pinImage(context.db, pinned);

    await sweepOrphanImages(context.images, LATER());
    expect(await storedFiles(context.images.storage)).toContain(pinned);

    // The request died (a killed process): its pin is dated back past its lifetime.
    await context.db
      .update(imagePins)
      .set({ pinnedAt: sql`now() - interval '2 hours'` })
      .where(eq(imagePins.name, pinned));
    await sweepOrphanImages(context.images, LATER());
    expect(await storedFiles(context.images.storage)).not.toContain(pinned);
    expect(await context.db.select().from(imagePins).where(eq(imagePins.name, pinned))).toEqual([]);
  });
});
