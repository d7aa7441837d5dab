/**
 * Puts a backup in place of the current database and images: `pnpm restore <file> [--force]`.
 * The archive is checked whole before anything changes (see backup/restore-backup.ts). With the
 * embedded database, stop the shop first; on a PostgreSQL server, a running shop makes the restore
 * refuse unless --force (restart the shop afterwards).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DamagedBackupError } from '../backup/archive';
import { restoreBackup, RestoreRefusedError } from '../backup/restore-backup';
import { invocationDir, parseConfig } from '../config';
import { runCommand } from './run-command';

const USAGE = 'usage: pnpm restore <backup.tar> [--force]';

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
  } catch {
    console.error(USAGE);
    return 2;
  }
  const [given, ...extra] = parsed.positionals;
  if (!given || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(invocationDir(), given);
  try {
    const manifest = await restoreBackup(parseConfig(), file, { force: parsed.values.force });
    const { products, categories, users } = manifest.counts;
    console.log(`بازگردانی انجام شد: پشتیبانِ ${manifest.createdAt} جای داده‌های فعلی را گرفت.`);
    console.log(
      `restored ${file} (taken ${manifest.createdAt}): ${products} products, ${categories} categories, ${users} users. ` +
        'Start (or restart) the shop; it applies any newer migrations as it starts.',
    );
    return 0;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (error instanceof DamagedBackupError || error instanceof RestoreRefusedError) {
      console.error(error.persian);
      console.error(`restore refused: ${detail}`);
    } else {
      console.error('بازگردانی انجام نشد.');
      console.error(`restore failed: ${detail}`);
    }
    return 1;
  }
}

runCommand(main);
