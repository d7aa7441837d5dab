import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { openPglite } from '../src/db/client';
import sharp from 'sharp';
import { withForm } from '../test/support/catalog-client';
import { makeTempDir } from '../test/support/test-app';
import { recordFigure } from './support/figures';
import { adminOfFreshShop, startShop } from './support/shop-process';
import { imageConsistency } from './support/stored-images';

const SUITE = 'full uploads disk';
const DISK_SIZE = '4m';

let drawn = 0;
/** Noise does not compress: each picture takes a good part of a megabyte in its widths. */
const noisyPicture = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: drawn++ % 256, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

/**
 * The uploads folder on a file system of its own, a few megabytes of RAM (tmpfs): mounting one needs
 * root, which the CI machine has.
 */
describe('an uploads disk that fills up', () => {
  const dataDir = makeTempDir();
  const uploadsDir = path.join(dataDir, 'uploads');

  beforeAll(() => {
    fs.mkdirSync(uploadsDir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', uploadsDir]);
  });
  afterAll(() => execFileSync('umount', [uploadsDir]));

  it('when products with pictures are added until the disk is full, then the shop says so in Persian and leaves nothing half-written', async () => {
    const open = () => openPglite(path.join(dataDir, 'pglite'));
    const start = () => startShop(dataDir);
    const admin = await adminOfFreshShop(start, open);
    const shop = start();
    const url = await shop.listening;

    let created = 0;
    let refused: request.Response | undefined;
    for (let attempt = 0; attempt < 200 && !refused; attempt += 1) {
      const picture = await noisyPicture();
      const response = await withForm(request(url).post('/api/product').set('Authorization', admin.bearer), {
        title: `محصول پرحجم ${attempt}`,
        description: '<p>-</p>',
        price: '1000',
      }).attach('image', picture, 'noise.png');
      if (response.status === 200) created += 1;
      else refused = response;
    }
    shop.child.kill('SIGTERM');
    await shop.exited;

    expect(created).toBeGreaterThan(0);
    expect(refused?.status).toBe(507);
    expect(refused?.body).toMatchObject({ code: 'STORAGE_FULL' });
    expect(refused?.headers['content-type']).toMatch(/json/);
    expect((refused?.body as { message: string }).message).toMatch(/فضای ذخیره‌سازی/);
    const database = await open();
    try {
      const check = await imageConsistency(database.db, uploadsDir);
      expect(check).toMatchObject({ missing: [], unreferenced: [] });
      const rows = await database.db.query.products.findMany({ columns: { title: true } });
      expect(rows).toHaveLength(created);
    } finally {
      await database.close();
    }
    recordFigure({
      suite: SUITE,
      name: `products stored on a ${DISK_SIZE}B disk before it was full`,
      value: created,
    });
    recordFigure({ suite: SUITE, name: 'the refused one', value: `${refused!.status}, nothing of it left` });
  }, 300_000);
});
