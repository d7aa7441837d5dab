import fs from 'node:fs';
import path from 'node:path';
import {
  imageVariants,
  orderEndpoints,
  productDocumentEndpoints,
  productEndpoints,
  settingsEndpoints,
  type Product,
} from '@shop/contracts';
import request from 'supertest';
import { DamagedBackupError, unpackVerified, writeArchive } from '../../src/backup/archive';
import { createBackup } from '../../src/backup/create-backup';
import { restoreBackup, RestoreRefusedError } from '../../src/backup/restore-backup';
import { announceRunningShop } from '../../src/backup/running-shop';
import { createLogger } from '../../src/logger';
import { productDocuments } from '../../src/db/schema';
import { makePdf } from '../fixtures/documents';
import { makeImage } from '../fixtures/images';
import { createCategory, createProduct, withForm } from '../support/catalog-client';
import { makeTempDir } from '../support/test-app';
import { createUser, type TestUser } from '../support/users';
import {
  openBackupShop,
  shopRows,
  stagingLeftovers,
  uploadHashes,
  wipeShop,
  type BackupShop,
} from './backup-shop';

jest.setTimeout(120_000);

describe('backup and restore', () => {
  let shop: BackupShop;
  let admin: TestUser;
  const backups = makeTempDir('shop-backups-');

  beforeAll(async () => {
    shop = await openBackupShop();
    admin = await createUser(shop.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  /** A small catalog with images and a PDF, a few accounts and saved settings. */
  async function fillShop() {
    for (let i = 0; i < 3; i++) await createUser(shop.database.db, { name: `خریدار ${i}` });
    const category = await createCategory(shop.app, admin);
    for (let i = 0; i < 4; i++) {
      await createProduct(shop.app, admin, { categoryId: category._id }, [
        { field: 'image', buffer: await makeImage('jpeg', { width: 700, height: 400 }) },
        { field: 'gallery', buffer: await makeImage('png') },
      ]);
    }
    const withDocument = await createProduct(shop.app, admin, { categoryId: category._id });
    await withForm(
      request(shop.app)
        .post(productDocumentEndpoints.upload.path.replace(':id', withDocument._id))
        .set('Authorization', admin.bearer),
      { title: 'دیتاشیت', kind: 'datasheet' },
      [{ field: 'file', buffer: await makePdf(3), filename: 'datasheet.pdf' }],
    ).expect(200);
    const { settings } = settingsEndpoints.get.response.parse(
      (await request(shop.app).get('/api/settings').expect(200)).body,
    );
    await request(shop.app)
      .put('/api/settings')
      .set('Authorization', admin.bearer)
      .send({ ...settings, phone: '021-88776655', address: 'تهران، خیابان جمهوری' })
      .expect(200);
    // An order confirmed by the desk: its lines, invoice number and history.
    const made = await request(shop.app)
      .post(orderEndpoints.create.path)
      .set('Authorization', admin.bearer)
      .send({
        channel: 'call',
        phone: '09121112233',
        lines: [{ variantId: withDocument.variants[0]!._id, quantity: 1 }],
      })
      .expect(200);
    const { order } = orderEndpoints.create.response.parse(made.body);
    await request(shop.app)
      .post(orderEndpoints.setStatus.path.replace(':id', order.id))
      .set('Authorization', admin.bearer)
      .send({ status: 'confirmed' })
      .expect(200);
  }

  /** Creates products with images and deletes older ones until told to stop: a shop at work. */
  function keepWriting(deletable: Product[]) {
    let stop = false;
    let written = 0;
    const done = (async () => {
      while (!stop) {
        await createProduct(shop.app, admin);
        written += 1;
        const doomed = deletable.shift();
        if (doomed) {
          await request(shop.app)
            .delete(`/api/product/${doomed._id}`)
            .set('Authorization', admin.bearer)
            .expect(200);
        }
      }
    })();
    return {
      async stop() {
        stop = true;
        await done;
        return written;
      },
    };
  }

  const listProducts = async () => {
    const rows = await shopRows(shop.database);
    return rows.products;
  };

  it('when a backup is taken while products are written and deleted, then a restore after a wipe brings back that catalog, the users, the settings and every image', async () => {
    await fillShop();
    // Products that only exist for the writer to delete during the backup, each with its own image.
    const deletable: Product[] = [];
    for (let i = 0; i < 6; i++) deletable.push(await createProduct(shop.app, admin));
    const before = await shopRows(shop.database);
    const filesBefore = await uploadHashes(shop);

    const writer = keepWriting(deletable);
    await createProduct(shop.app, admin); // the writer is under way
    const file = path.join(backups, 'while-writing.tar');
    const { manifest } = await createBackup(shop.config, file);
    const written = await writer.stop();
    expect(written).toBeGreaterThan(0);
    const after = await shopRows(shop.database);
    const filesAfter = await uploadHashes(shop);

    await wipeShop(shop);
    await restoreBackup(shop.config, file);
    await shop.reopen();
    const restored = await shopRows(shop.database);

    expect(manifest.missingImages).toEqual([]);
    expect(manifest.counts).toEqual({
      products: restored.products.length,
      categories: restored.categories.length,
      users: restored.users.length,
      orders: 1,
    });
    expect(restored.orders).toEqual(before.orders);
    expect(restored.orderEvents).toEqual(before.orderEvents);
    // Users, settings and categories were not written during the backup: all of them come back as they were.
    expect(restored.users).toEqual(before.users);
    expect(restored.settings).toEqual(before.settings);
    expect(restored.categories).toEqual(before.categories);
    // Every product comes back exactly as it was before or after the backup; those nobody touched are all there.
    const known = new Map([...before.products, ...after.products].map((row) => [row.id, row]));
    for (const row of restored.products) expect(row).toEqual(known.get(row.id));
    const untouched = before.products.filter((row) => after.products.some((later) => later.id === row.id));
    expect(restored.products.map((row) => row.id)).toEqual(
      expect.arrayContaining(untouched.map((row) => row.id)),
    );

    // Every image file and document a restored row names is back, byte for byte.
    const filesRestored = await uploadHashes(shop);
    const named = [
      ...restored.categories.map((row) => row.image),
      ...restored.products.flatMap((row) => [row.image, ...row.gallery]),
    ];
    const documents = await shop.database.db.select({ file: productDocuments.file }).from(productDocuments);
    expect(documents).toHaveLength(1);
    const namedFiles = [
      ...named.flatMap((name) => imageVariants(name).map((variant) => variant.file)),
      ...documents.map(({ file }) => file),
    ];
    expect(namedFiles.length).toBeGreaterThan(20);
    for (const name of namedFiles) {
      expect(filesRestored.get(name)).toBeDefined();
      expect(filesRestored.get(name)).toEqual(filesBefore.get(name) ?? filesAfter.get(name));
    }

    // And the shop serves them.
    const product = restored.products[0]!;
    const answer = await request(shop.app).get(`/api/product/${product.id}`).expect(200);
    expect(productEndpoints.get.response.parse(answer.body).product.title).toBe(product.title);
    expect(stagingLeftovers(shop.config.dataDir)).toEqual([]);
  });

  describe('a damaged archive', () => {
    let whole: string;

    beforeAll(async () => {
      whole = path.join(backups, 'whole.tar');
      await createBackup(shop.config, whole);
      // The shop moves on after the backup: a refused restore must leave this state, not the backup's.
      await createProduct(shop.app, admin, { title: 'محصول پس از پشتیبان' });
    });

    /** Flips one bit of the byte `offset` bytes past the start of `marker` (the last one when `last`). */
    const flipAfter =
      (marker: string, offset: number, last = false) =>
      (bytes: Buffer) => {
        const found = last ? bytes.lastIndexOf(Buffer.from(marker)) : bytes.indexOf(Buffer.from(marker));
        expect(found).toBeGreaterThanOrEqual(0);
        const copy = Buffer.from(bytes);
        copy[found + offset]! ^= 0x01;
        return copy;
      };
    // A tar entry is a 512-byte header, starting with the name, and then the file's bytes.
    const damaged: [string, (bytes: Buffer) => Buffer][] = [
      ['a bit flipped in the database dump', flipAfter('database/', 512 + 300, true)],
      ['a bit flipped in the last image', flipAfter('uploads/', 512 + 40, true)],
      ['a bit flipped in a checksum of the manifest', flipAfter('"sha256": "', 20)],
      ['a bit flipped in an entry header', flipAfter('uploads/', 3, true)],
      ['cut in half', (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))],
      ['missing its last 5 KB', (bytes) => bytes.subarray(0, bytes.length - 5 * 1024)],
      ['empty', () => Buffer.alloc(0)],
      ['not an archive at all', () => Buffer.from('این یک فایل پشتیبان نیست\n'.repeat(100))],
    ];

    it.each(damaged)(
      'when it is %s, then the restore is refused and the data is untouched',
      async (_, damage) => {
        const rowsBefore = await shopRows(shop.database);
        const filesBefore = await uploadHashes(shop);
        const file = path.join(backups, 'damaged.tar');
        fs.writeFileSync(file, damage(fs.readFileSync(whole)));
        // The embedded database's folder must be free for a restore, as it is when the shop is stopped.
        await shop.closeDatabase();

        const refused = await restoreBackup(shop.config, file).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DamagedBackupError);
        expect((refused as DamagedBackupError).persian).toMatch(/آسیب دیده یا ناقص/);

        await shop.reopen();
        expect(await shopRows(shop.database)).toEqual(rowsBefore);
        expect(await uploadHashes(shop)).toEqual(filesBefore);
        expect((await listProducts()).some((row) => row.title === 'محصول پس از پشتیبان')).toBe(true);
        expect(stagingLeftovers(shop.config.dataDir)).toEqual([]);
      },
    );

    it('when the database in the archive does not hold what its manifest counts, then the restore is refused and the data is untouched', async () => {
      // A consistent archive (every checksum right) whose manifest promises one product more.
      const unpacked = makeTempDir('shop-unpacked-');
      const manifest = await unpackVerified(whole, unpacked);
      const lying = path.join(backups, 'lying.tar');
      await writeArchive(
        unpacked,
        { ...manifest, counts: { ...manifest.counts, products: manifest.counts.products + 1 } },
        lying,
      );
      fs.rmSync(unpacked, { recursive: true, force: true });
      const rowsBefore = await shopRows(shop.database);
      const filesBefore = await uploadHashes(shop);
      await shop.closeDatabase();

      const refused = await restoreBackup(shop.config, lying).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DamagedBackupError);
      expect((refused as Error).message).toMatch(
        /products: \d+ restored, \d+ in the manifest|restored counts differ/,
      );

      await shop.reopen();
      expect(await shopRows(shop.database)).toEqual(rowsBefore);
      expect(await uploadHashes(shop)).toEqual(filesBefore);
      expect(stagingLeftovers(shop.config.dataDir)).toEqual([]);
    });

    it('when the archive is whole again, then it restores', async () => {
      await shop.closeDatabase();
      const manifest = await restoreBackup(shop.config, whole);
      await shop.reopen();
      expect((await listProducts()).some((row) => row.title === 'محصول پس از پشتیبان')).toBe(false);
      expect((await listProducts()).length).toBe(manifest.counts.products);
    });
  });

  it('when the shop is running on the database, then a restore is refused (on a server: unless forced)', async () => {
    const file = path.join(backups, 'refused.tar');
    await createBackup(shop.config, file);
    const before = await shopRows(shop.database);
    await createProduct(shop.app, admin, { title: 'محصول تازه' });

    // The embedded database: this process holds the data folder, as the running shop does.
    // A server database: the running shop holds its lock.
    const running = await announceRunningShop(shop.config, createLogger('silent'));
    try {
      const refused = await restoreBackup(shop.config, file).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RestoreRefusedError);
      expect((refused as RestoreRefusedError).persian).toMatch(/در حال اجراست/);
      expect((await listProducts()).some((row) => row.title === 'محصول تازه')).toBe(true);

      if (shop.config.databaseUrl) {
        // The running shop has the newer catalog cached; a forced restore makes it forget.
        const listed = async () =>
          JSON.stringify((await request(shop.app).get('/api/products').expect(200)).body);
        expect(await listed()).toContain('محصول تازه');
        await restoreBackup(shop.config, file, { force: true });
        expect(await listProducts()).toEqual(before.products);
        for (let tries = 0; (await listed()).includes('محصول تازه') && tries < 40; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await listed()).not.toContain('محصول تازه');
      }
    } finally {
      await running.stop();
    }
  });
});
