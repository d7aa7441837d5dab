import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { announceRunningShop } from '../../src/backup/running-shop';
import { products } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { createProduct } from '../support/catalog-client';
import { makeTempDir } from '../support/test-app';
import { createUser } from '../support/users';
import { openBackupShop, shopRows, type BackupShop } from './backup-shop';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../..');

jest.setTimeout(120_000);

describe('the backup and restore commands', () => {
  let shop: BackupShop;
  const backups = makeTempDir('shop-backups-');

  beforeAll(async () => {
    shop = await openBackupShop();
    const admin = await createUser(shop.database.db, { role: 'admin' });
    await createProduct(shop.app, admin, { title: 'محصول پشتیبان‌گیری' });
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  /**
   * `pnpm backup` / `pnpm restore` run these scripts with tsx in apps/api; pnpm says in INIT_CWD where
   * it was typed, and file arguments are relative to that.
   */
  async function command(script: 'backup' | 'restore', args: string[], typedIn = backups) {
    const env = {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INIT_CWD: typedIn,
      DATA_DIR: shop.config.dataDir,
      DATABASE_URL: shop.config.databaseUrl ?? '',
      ...shop.storageEnv,
    };
    try {
      const { stdout, stderr } = await run(
        path.join(API_DIR, 'node_modules/.bin/tsx'),
        [`src/cli/${script}.ts`, ...args],
        { cwd: API_DIR, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('when the shop is running, then pnpm backup writes an archive, and pnpm restore puts it back once the shop is stopped', async () => {
    const backup = await command('backup', ['--out', 'nightly.tar']);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.stdout).toContain(`پشتیبان ساخته شد: ${path.join(backups, 'nightly.tar')}`);
    expect(backup.stdout).toMatch(/1 products, \d+ categories, 1 users, [1-9]\d* image files/);
    const before = await shopRows(shop.database);

    await shop.database.db.delete(products);
    const running = await announceRunningShop(shop.config, createLogger('silent'));
    try {
      const refused = await command('restore', ['nightly.tar']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/در حال اجراست/);
      expect(refused.stderr).toMatch(
        /restore refused: .*(in use by the shop|a running shop holds this database)/,
      );
    } finally {
      await running.stop();
    }

    await shop.closeDatabase(); // stop the shop
    const restored = await command('restore', ['nightly.tar']);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toMatch(/بازگردانی انجام شد/);
    await shop.reopen();
    expect(await shopRows(shop.database)).toEqual(before);
  });

  it('when the archive is damaged, then pnpm restore says so in Persian, details it in English and fails', async () => {
    const whole = fs.readFileSync(path.join(backups, 'nightly.tar'));
    fs.writeFileSync(path.join(backups, 'cut.tar'), whole.subarray(0, whole.length - 4096));
    await shop.closeDatabase();
    try {
      const refused = await command('restore', ['cut.tar']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('فایل پشتیبان آسیب دیده یا ناقص است');
      expect(refused.stderr).toMatch(/restore refused: .*cut\.tar/);
    } finally {
      await shop.reopen();
    }
  });

  it('when asked wrongly, then both commands answer with their usage', async () => {
    expect(await command('restore', [])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/usage: pnpm restore/),
    });
    expect(await command('backup', ['--nonsense'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/usage: pnpm backup/),
    });
  });
});
