/**
 * Writes one archive with the database and the uploaded images: `pnpm backup [-- --out <file|folder>]`.
 * Safe while the shop serves, on either database (see backup/create-backup.ts). The archive goes to
 * DATA_DIR/backups/ unless --out says otherwise; copy it off this machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, defaultBackupFile } from '../backup/create-backup';
import { invocationDir, parseConfig } from '../config';
import { runCommand } from './run-command';

const USAGE = 'usage: pnpm backup [-- --out <file.tar or folder>]';

function targetFile(out: string | undefined, fallback: string): string {
  if (!out) return fallback;
  const resolved = path.resolve(invocationDir(), out);
  const isFolder = out.endsWith('/') || (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory());
  return isFolder ? path.join(resolved, path.basename(fallback)) : resolved;
}

async function main(args: string[]): Promise<number> {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ args, options: { out: { type: 'string' } } }).values);
  } catch {
    console.error(USAGE);
    return 2;
  }
  const config = parseConfig();
  const file = targetFile(out, defaultBackupFile(config));
  try {
    const { manifest, bytes } = await createBackup(config, file);
    const { products, categories, users } = manifest.counts;
    const images = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
    console.log(`پشتیبان ساخته شد: ${file}`);
    console.log(
      `backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB; ${manifest.database.kind} database, ` +
        `${products} products, ${categories} categories, ${users} users, ${images} image files)`,
    );
    if (manifest.missingImages.length > 0) {
      console.warn(
        `warning: ${manifest.missingImages.length} image files the database names were missing from the uploads ` +
          `folder before the backup began (listed in the manifest): ${manifest.missingImages.slice(0, 5).join(', ')}`,
      );
    }
    return 0;
  } catch (error) {
    console.error('پشتیبان‌گیری انجام نشد.');
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

runCommand(main);
