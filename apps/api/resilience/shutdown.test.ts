import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { openPglite } from '../src/db/client';
import { makeImage } from '../test/fixtures/images';
import { withForm } from '../test/support/catalog-client';
import { makeTempDir } from '../test/support/test-app';
import { recordFigure } from './support/figures';
import { sleep, startLoad } from './support/load';
import { adminOfFreshShop, startShop } from './support/shop-process';
import { imageConsistency } from './support/stored-images';

const SUITE = 'shutdown (SIGTERM under load)';

describe('SIGTERM while shoppers browse and an admin uploads', () => {
  const dataDir = makeTempDir();
  const open = () => openPglite(path.join(dataDir, 'pglite'));

  it('when SIGTERM arrives under load, then requests under way finish, later ones are refused, nothing is half-written and the process exits within 10 s', async () => {
    const start = () => startShop(dataDir);
    const admin = await adminOfFreshShop(start, open);
    const shop = start();
    const url = await shop.listening;
    let output = '';
    shop.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const readers = startLoad(url, ['/', '/shop', '/api/products?page=1', '/api/category', '/about'], 20);
    let uploading = true;
    const uploads: { startedAt: number; status: number; ms: number }[] = [];
    const uploader = async () => {
      while (uploading) {
        const startedAt = Date.now();
        const images = await Promise.all(
          [1, 2, 3].map(() => makeImage('jpeg', { width: 1200, height: 900 })),
        );
        const status = await withForm(request(url).post('/api/product').set('Authorization', admin.bearer), {
          title: `محصول ${startedAt}`,
          description: '<p>-</p>',
          price: '200000',
        })
          .attach('image', images[0]!, 'a.jpg')
          .attach('gallery', images[1]!, 'b.jpg')
          .attach('gallery', images[2]!, 'c.jpg')
          .then(
            (response) => response.status,
            () => 0,
          );
        uploads.push({ startedAt, status, ms: Date.now() - startedAt });
      }
    };
    const uploaders = [uploader(), uploader()];
    await sleep(3_000);

    shop.child.kill('SIGTERM');
    const signalledAt = Date.now();
    const exitCode = await shop.exited;
    const exitMs = Date.now() - signalledAt;
    uploading = false;
    const samples = [...(await readers.stop())];
    await Promise.all(uploaders);

    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(output).toContain('"msg":"shut down"');
    // The signal waits for the event loop (a picture may be being encoded): the server's own log says
    // when it began to stop.
    const stoppingLine = output.split('\n').find((line) => line.includes('shutting down'));
    const stoppingAt = (JSON.parse(stoppingLine!) as { time: number }).time;
    // Every answer is a whole one: a 200, or a 503 asking to come back (a request the server reads
    // after it began to stop); a refused connection only once it stopped listening; nothing hangs.
    for (const sample of samples) {
      if (sample.status === 0) expect(sample.startedAt + sample.ms).toBeGreaterThan(stoppingAt);
      else expect([200, 503]).toContain(sample.status);
      if (sample.status === 503) expect(sample.retryAfter).toMatch(/^\d+$/);
      expect(sample.ms).toBeLessThan(10_000);
    }
    // Under way when it began to stop: finished, not cut.
    const underWay = samples.filter(
      (sample) => sample.startedAt < stoppingAt && sample.startedAt + sample.ms > stoppingAt,
    );
    const finished = underWay.filter((sample) => sample.status === 200);
    expect(finished.length).toBeGreaterThan(0);
    const after = samples.filter((sample) => sample.startedAt > stoppingAt + 50);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((sample) => sample.status === 200)).toEqual([]);
    const refused = after.filter((sample) => sample.status === 503);
    expect(uploads.filter((upload) => ![0, 200, 503].includes(upload.status))).toEqual([]);

    // The embedded database opens cleanly, and every file matches a row.
    const database = await open();
    try {
      const check = await imageConsistency(database.db, path.join(dataDir, 'uploads'));
      expect(check).toMatchObject({ missing: [], unreferenced: [] });
      expect(fs.readdirSync(path.join(dataDir, 'uploads')).filter((file) => file.endsWith('.tmp'))).toEqual(
        [],
      );
    } finally {
      await database.close();
    }

    recordFigure({ suite: SUITE, name: 'exit after SIGTERM', value: exitMs, unit: 'ms' });
    recordFigure({
      suite: SUITE,
      name: 'requests under way at the signal: finished / all',
      value: `${finished.length} / ${underWay.length}`,
    });
    recordFigure({
      suite: SUITE,
      name: 'requests after it: 503 / no connection',
      value: `${refused.length} / ${after.length - refused.length}`,
    });
    recordFigure({
      suite: SUITE,
      name: 'uploads finished',
      value: uploads.filter((upload) => upload.status === 200).length,
    });
  }, 120_000);
});
