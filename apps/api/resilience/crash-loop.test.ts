import fs from 'node:fs';
import path from 'node:path';
import { productEndpoints, type Product } from '@shop/contracts';
import request from 'supertest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { imagePins } from '../src/db/schema';
import { makeImage } from '../test/fixtures/images';
import { withForm, type FileUpload } from '../test/support/catalog-client';
import { makeTempDir } from '../test/support/test-app';
import type { TestUser } from '../test/support/users';
import { recordFigure } from './support/figures';
import { sleep } from './support/load';
import { byProfile } from './support/profile';
import { adminOfFreshShop, kill, startShop, type ShopProcess } from './support/shop-process';
import { imageConsistency } from './support/stored-images';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres';

const SUITE = 'crash loop (kill -9)';
const KILLS = byProfile(4, 50);
const WRITERS = 4;
const AN_HOUR_AGO_AND_MORE = new Date(Date.now() - 2 * 60 * 60_000);

interface Target {
  name: 'embedded database' | 'PostgreSQL server';
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
}

/**
 * Admin writes with images, several at once, against a server killed with SIGKILL at a random moment,
 * again and again. Between two lives the test opens the database itself and compares rows with files;
 * files no row names are dated back past the sweep's hour, so the next start must remove them.
 */
describe.each(['embedded database', 'PostgreSQL server'] as const)('kill -9 in a loop on the %s', (name) => {
  const dataDir = makeTempDir();
  const uploadsDir = path.join(dataDir, 'uploads');
  let cluster: ThrowawayPostgres | undefined;
  let target: Target;

  beforeAll(async () => {
    if (name === 'PostgreSQL server') {
      cluster = await startThrowawayPostgres();
      const url = cluster.url;
      target = { name, env: { DATABASE_URL: url }, open: async () => openPostgres(url, 2) };
    } else {
      target = { name, env: {}, open: () => openPglite(path.join(dataDir, 'pglite')) };
    }
  }, 60_000);
  afterAll(() => cluster?.destroy());

  it(
    `when the server is killed ${KILLS} times in the middle of writes, then after every restart rows and files agree`,
    async () => {
      const start = () => startShop(dataDir, target.env);
      const admin = await adminOfFreshShop(start, target.open);
      let server: ShopProcess;

      const known: Product[] = [];
      let writesDone = 0;
      let writesCut = 0;
      let sweptFiles = 0;
      let restartMs = 0;
      let missingFiles = 0;
      let datedBack: string[] = [];
      for (let life = 1; life <= KILLS; life += 1) {
        const starting = Date.now();
        server = start();
        const url = await server.listening;
        restartMs = Math.max(restartMs, Date.now() - starting);
        // The start's sweep runs beside the first requests; the check below wants its result.
        await server.logged(/"msg":"orphan image sweep finished"/);

        let running = true;
        // Each life is killed only after a write of its own was answered, so a slow machine still tests
        // kills in the middle of writes; then at a random moment among the next ones.
        let firstWriteDone!: () => void;
        const firstWrite = new Promise<void>((resolve) => (firstWriteDone = resolve));
        const writer = async () => {
          while (running) {
            const outcome = await oneWrite(url, admin, known).catch(() => 'cut' as const);
            if (outcome === 'cut') writesCut += 1;
            else {
              writesDone += 1;
              firstWriteDone();
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, writer);
        await firstWrite;
        await sleep(Math.random() * 1_200);
        await kill(server);
        running = false;
        await Promise.all(writers);

        const database = await target.open();
        try {
          const check = await imageConsistency(database.db, uploadsDir);
          missingFiles += check.missing.length;
          expect({ life, missing: check.missing }).toEqual({ life, missing: [] });
          // Last life's leftovers were older than an hour at this start: the sweep took them.
          const survivors = datedBack.filter((file) => fs.existsSync(path.join(uploadsDir, file)));
          expect({ life, survivors }).toEqual({ life, survivors: [] });
          sweptFiles += datedBack.length;
          datedBack = check.unreferenced;
          for (const file of datedBack) {
            fs.utimesSync(path.join(uploadsDir, file), AN_HOUR_AGO_AND_MORE, AN_HOUR_AGO_AND_MORE);
          }
          // So are the pins of the requests the kill cut off between storing their pictures and their rows.
          await database.db.update(imagePins).set({ pinnedAt: AN_HOUR_AGO_AND_MORE });
          const ids = new Set(
            (await database.db.query.products.findMany({ columns: { id: true } })).map(({ id }) => id),
          );
          for (let index = known.length - 1; index >= 0; index -= 1) {
            if (!ids.has(known[index]!._id)) known.splice(index, 1);
          }
        } finally {
          await database.close();
        }
      }

      expect(writesDone).toBeGreaterThan(KILLS);
      recordFigure({ suite: SUITE, name: `${name}: kills`, value: KILLS });
      recordFigure({
        suite: SUITE,
        name: `${name}: writes completed / cut by the kill`,
        value: `${writesDone} / ${writesCut}`,
      });
      recordFigure({ suite: SUITE, name: `${name}: rows naming a missing file`, value: missingFiles });
      recordFigure({
        suite: SUITE,
        name: `${name}: leftover files removed by the next start's sweep`,
        value: sweptFiles,
      });
      recordFigure({ suite: SUITE, name: `${name}: slowest restart`, value: restartMs, unit: 'ms' });
    },
    30 * 60_000,
  );
});

const upload = async (field: string): Promise<FileUpload> => ({
  field,
  buffer: await makeImage('jpeg', { width: 640, height: 480 }),
});

/** One admin write of the kinds that touch files: a creation with a gallery, a gallery edit or a deletion. */
async function oneWrite(url: string, admin: TestUser, known: Product[]): Promise<void> {
  const choice = Math.random();
  const product = known[Math.floor(Math.random() * known.length)];
  if (!product || choice < 0.5) {
    const response = await withForm(
      request(url).post('/api/product').set('Authorization', admin.bearer).timeout(10_000),
      { title: `محصول آزمایش ${Date.now()}`, description: '<p>-</p>', price: '150000' },
      [await upload('image'), await upload('gallery'), await upload('gallery')],
    ).expect(200);
    known.push(productEndpoints.create.response.parse(response.body).newProduct);
  } else if (choice < 0.8) {
    const [removed, ...kept] = product.gallery;
    const response = await withForm(
      request(url).put(`/api/product/${product._id}`).set('Authorization', admin.bearer).timeout(10_000),
      {
        title: product.title,
        description: product.description,
        price: String(product.price),
        removedGallery: removed,
        galleryOrder: ['new:0', ...kept.reverse()],
      },
      [await upload('gallery')],
    );
    // Another writer may have deleted it or changed its gallery meanwhile.
    if (response.status !== 200) return;
    Object.assign(product, productEndpoints.update.response.parse(response.body).product);
  } else {
    known.splice(known.indexOf(product), 1);
    await request(url)
      .delete(`/api/product/${product._id}`)
      .set('Authorization', admin.bearer)
      .timeout(10_000);
  }
}
