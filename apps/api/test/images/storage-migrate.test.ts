import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseConfig } from '../../src/config';
import { createImageStorage } from '../../src/images/create-storage';
import { diskStorage } from '../../src/images/disk-storage';
import { makeImage } from '../fixtures/images';
import { storedFiles } from '../support/catalog-client';
import { createTestBucket, startS3Server, type S3TestServer } from '../support/s3-server';
import { makeTempDir } from '../support/test-app';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../..');

jest.setTimeout(120_000);

describe('pnpm --filter api storage:migrate', () => {
  let s3: S3TestServer;
  let bucketEnv: Record<string, string>;
  const uploads = makeTempDir('shop-uploads-');

  beforeAll(async () => {
    s3 = await startS3Server();
    bucketEnv = await createTestBucket(s3.endpoint);
    const folder = diskStorage(uploads);
    for (const [index, format] of (['jpeg', 'png', 'webp'] as const).entries()) {
      await folder.put(`${String(index).repeat(32)}-320.webp`, await makeImage(format));
    }
    fs.writeFileSync(path.join(uploads, `${'9'.repeat(32)}-320.webp.a1b2.tmp`), 'half a write');
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const bucket = () => createImageStorage(parseConfig({ ...bucketEnv, DATA_DIR: uploads }));

  async function migrate() {
    const env = { ...process.env, NODE_OPTIONS: '', ...bucketEnv, INIT_CWD: API_DIR };
    try {
      const { stdout, stderr } = await run(
        path.join(API_DIR, 'node_modules/.bin/tsx'),
        ['src/cli/storage-migrate.ts', '--from', uploads],
        { cwd: API_DIR, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string };
    }
  }

  it('when run, then every image file of the folder is an equal object in the bucket, and a leftover .tmp is not', async () => {
    const first = await migrate();
    expect(first.stdout).toContain('3 files in');
    expect(first.stdout).toContain('3 copied');
    expect(first.stdout).toContain('3 checked equal');
    expect(first.code).toBe(0);
    const files = fs
      .readdirSync(uploads)
      .filter((name) => name.endsWith('.webp'))
      .sort();
    expect(await storedFiles(bucket())).toEqual(files);
    for (const name of files) {
      expect((await bucket().read(name))!.equals(fs.readFileSync(path.join(uploads, name)))).toBe(true);
    }
  });

  it('when run again, then nothing is sent twice; when an object differs from its file, then it says which and fails', async () => {
    const again = await migrate();
    expect(again.stdout).toContain('0 copied');
    expect(again.code).toBe(0);

    const damaged = `${'1'.repeat(32)}-320.webp`;
    await bucket().put(damaged, Buffer.from('not the same picture'));
    const checked = await migrate();
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain(`missing or different in the bucket: ${damaged}`);
  });
});
