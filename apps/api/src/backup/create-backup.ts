/**
 * `pnpm backup`: the database and the uploaded images and documents in one archive, taken while the
 * shop serves.
 *
 * Images and rows never go out of step, because of the order the shop writes them in (docs/images.md):
 * an image's files are stored before the row naming it commits, and deleted only after the row stopped
 * naming it. So the database is dumped first; every file a dumped row names existed at the dump's
 * snapshot. The uploads folder is hard-linked into the backup's staging folder once before the dump and
 * once after (a link keeps a file's content even when the shop deletes its name), so a file that a
 * dumped row names is in the archive unless it was both stored during the dump and deleted right after.
 * The manifest is then checked against the rows; in that rare case the whole backup is taken again.
 * Files stored during the backup whose rows committed after the snapshot may come along: nothing names
 * them, and they do no harm.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { version as appVersion } from '../../package.json';
import type { Config } from '../config';
import pg from 'pg';
import { BACKUP_COPY_LOCK } from '../images/image-locks';
import { s3Storage } from '../images/s3-storage';
import { mapConcurrently } from '../map-concurrently';
import type { ImageStorage } from '../images/storage';
import { checksumFolder, writeArchive } from './archive';
import { dumpPglite, dumpPostgres } from './database-dump';
import { BACKUP_FORMAT, UPLOADS_FOLDER, type Manifest } from './manifest';

const ATTEMPTS = 3;

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/** Where a backup goes by default: `DATA_DIR/backups/barq-shop-<UTC time>.tar`. */
export function defaultBackupFile(config: Config, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(config.dataDir, 'backups', `barq-shop-${stamp}.tar`);
}

export async function createBackup(
  config: Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 's3'>,
  archive: string,
): Promise<BackupResult> {
  const bucket = config.s3 && s3Storage(config.s3);
  // A bucket keeps no hard links: on a server, the shop's processes leave every removal to a later
  // orphan sweep while this backup runs (image-locks.ts), so no object its rows name goes missing.
  const pause = bucket && config.databaseUrl ? await pauseImageRemovals(config.databaseUrl) : undefined;
  try {
    return await backupAttempts(config, archive, bucket);
  } finally {
    await pause?.end();
  }
}

/** Holds BACKUP_COPY_LOCK on a connection of its own (waiting for removals under way) until `end`. */
async function pauseImageRemovals(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'barq-shop backup' });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1, $2)', [...BACKUP_COPY_LOCK]);
  return { end: () => client.end() };
}

async function backupAttempts(
  config: Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl'>,
  archive: string,
  bucket: ImageStorage | undefined,
): Promise<BackupResult> {
  for (let attempt = 1; ; attempt++) {
    // Inside the data folder, so the uploads can be hard-linked (same file system).
    const staging = path.join(config.dataDir, `.backup-${randomUUID()}`);
    await fsp.mkdir(path.join(staging, UPLOADS_FOLDER), { recursive: true });
    try {
      const createdAt = new Date().toISOString();
      const stagedUploads = path.join(staging, UPLOADS_FOLDER);
      if (!bucket) await linkUploads(config.uploadsDir, stagedUploads);
      const dump = config.databaseUrl
        ? await dumpPostgres(config.databaseUrl, staging)
        : await dumpPglite(config.dataDir, staging);
      // From a bucket, only what the dumped rows name is copied: an object is deleted only after its
      // row stopped naming it, so each is there unless a deletion raced the copy (then: again).
      const staged = bucket
        ? await downloadObjects(bucket, dump.referencedFiles, stagedUploads)
        : await linkUploads(config.uploadsDir, stagedUploads);
      const missing = [...dump.referencedFiles].filter((file) => !staged.has(file)).sort();
      // Missing on the first attempt may be a deletion racing the backup; still missing the third time,
      // the files were gone before the backup began, and the manifest says so.
      if (missing.length > 0 && attempt < ATTEMPTS) continue;

      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        createdAt,
        app: { name: 'barq-shop', version: appVersion },
        database: dump.database,
        ...dump.facts,
        missingImages: missing,
        files: await checksumFolder(staging),
      };
      await fsp.mkdir(path.dirname(archive), { recursive: true });
      await writeArchive(staging, manifest, archive);
      return { file: archive, manifest, bytes: (await fsp.stat(archive)).size };
    } finally {
      await fsp.rm(staging, { recursive: true, force: true });
    }
  }
}

const DOWNLOADS_AT_ONCE = 8;

/** Copies the named objects of the bucket into `into`; answers the names it holds. */
async function downloadObjects(bucket: ImageStorage, names: Iterable<string>, into: string) {
  const present = new Set<string>();
  await mapConcurrently([...names], DOWNLOADS_AT_ONCE, async (name) => {
    const bytes = await bucket.read(name);
    if (!bytes) return;
    await fsp.writeFile(path.join(into, path.basename(name)), bytes);
    present.add(name);
  });
  return present;
}

/**
 * Links every stored image (and document) file of `uploadsDir` into `into` (copies where links are impossible) that is
 * not there yet, and answers the names `into` holds. Temporary files of a write under way are skipped.
 */
async function linkUploads(uploadsDir: string, into: string): Promise<Set<string>> {
  const present = new Set(await fsp.readdir(into));
  const names = fs.existsSync(uploadsDir) ? await fsp.readdir(uploadsDir) : [];
  for (const name of names) {
    if (present.has(name) || !/^[A-Za-z0-9][A-Za-z0-9._-]*\.(webp|pdf)$/.test(name)) continue;
    const source = path.join(uploadsDir, name);
    const target = path.join(into, name);
    try {
      await fsp.link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted since the listing
      if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP'].includes(code ?? '')) throw error;
      try {
        await fsp.copyFile(source, target);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw copyError;
      }
    }
    present.add(name);
  }
  return present;
}
