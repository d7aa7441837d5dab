/**
 * `pnpm restore <file>`: puts a backup's database and images in place of the current ones.
 *
 * Nothing is touched before the whole archive has been unpacked into a staging folder and every file
 * matched the manifest's size and checksum. The embedded database is then loaded into a fresh folder
 * and the folders are swapped by renaming; a server database's dump is checked to hold only what a
 * dump of the shop holds (dump-script.ts), then the database is replaced in one transaction (dropped,
 * loaded, counted against the manifest, committed), then the uploads folder is swapped. A failure at
 * any step before the swap leaves the current data as it was.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config';
import { CONTENT_VERSION_CHANNEL } from '../db/content-version';
import { claimDataDir, type DataDirClaim } from '../db/pglite-folder';
import { s3Storage } from '../images/s3-storage';
import { mapConcurrently } from '../map-concurrently';
import type { ImageStorage } from '../images/storage';
import { DamagedBackupError, unpackVerified } from './archive';
import { readDatabaseFacts } from './database-facts';
import { findForeignStatement } from './dump-script';
import { knownMigrations, UPLOADS_FOLDER, type Manifest } from './manifest';
import { findPostgresTool, majorOf, runTool, toolConnection } from './postgres-tools';
import { takeShopLockForRestore } from './running-shop';

/** A restore refused before anything changed, with a message for the shop owner in Persian. */
export class RestoreRefusedError extends Error {
  constructor(
    readonly persian: string,
    detail: string,
  ) {
    super(detail);
  }
}

export interface RestoreOptions {
  /** Restore into a server database even though a running shop holds it. */
  force?: boolean;
}

export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 's3'>,
  archive: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  if (!fs.existsSync(archive)) {
    throw new RestoreRefusedError(`فایل پشتیبان پیدا نشد: ${archive}`, `${archive} does not exist`);
  }
  // PGlite: the data folder is ours for the whole restore (a shop starting meanwhile waits for it).
  const claim = config.databaseUrl ? undefined : await claimFolderForRestore(config.dataDir);
  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  try {
    await fsp.mkdir(staging, { recursive: true });
    const manifest = await unpackVerified(archive, staging);
    checkRestorable(manifest, config);
    const stagedUploads = path.join(staging, UPLOADS_FOLDER);
    // Into a bucket, the images go first: no restored row then names a missing object. Objects no
    // restored row names are left to the orphan sweep.
    const storeObjects = async () => {
      if (config.s3) await uploadObjects(s3Storage(config.s3), stagedUploads);
    };
    const uploadsSwap = config.s3 ? [] : [{ staged: stagedUploads, target: config.uploadsDir }];
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, manifest, staging, { ...options, storeObjects });
      await swapFolders(uploadsSwap, staging);
    } else {
      await storeObjects();
      const pgliteDir = path.join(staging, 'pglite');
      await loadPglite(manifest, staging, pgliteDir);
      await swapFolders(
        [{ staged: pgliteDir, target: path.join(config.dataDir, 'pglite') }, ...uploadsSwap],
        staging,
      );
    }
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await claim?.release();
  }
}

const UPLOADS_AT_ONCE = 8;

/** Puts every image file of the backup into the bucket (names are content hashes: rewriting one is harmless). */
async function uploadObjects(bucket: ImageStorage, folder: string): Promise<void> {
  const names = fs.existsSync(folder) ? await fsp.readdir(folder) : [];
  await mapConcurrently(names, UPLOADS_AT_ONCE, async (name) =>
    bucket.put(name, await fsp.readFile(path.join(folder, name))),
  );
}

async function claimFolderForRestore(dataDir: string): Promise<DataDirClaim> {
  try {
    return await claimDataDir(dataDir, 'restore');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new RestoreRefusedError(
      'فروشگاه (یا فرمان دیگری) با همین پوشهٔ داده در حال اجراست؛ اول آن را متوقف کنید و دوباره بازگردانی را اجرا کنید.',
      `${detail}: stop it, then run the restore again`,
    );
  }
}

function checkRestorable(manifest: Manifest, config: Pick<Config, 'databaseUrl'>): void {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new RestoreRefusedError(
      manifest.database.kind === 'postgres'
        ? 'این پشتیبان از پایگاه دادهٔ سرور PostgreSQL است؛ برای بازگردانی آن DATABASE_URL را تنظیم کنید.'
        : 'این پشتیبان از پایگاه دادهٔ داخلی (PGlite) است؛ برای بازگردانی آن DATABASE_URL را خالی بگذارید.',
      `the backup holds a ${manifest.database.kind} database and this shop is configured for ${kind}`,
    );
  }
  const known = knownMigrations();
  const latestKnown =
    manifest.migrations.latest === null || known.some((entry) => entry.tag === manifest.migrations.latest);
  if (manifest.migrations.applied > known.length || !latestKnown) {
    throw new RestoreRefusedError(
      'این پشتیبان با نسخهٔ جدیدتری از فروشگاه گرفته شده است؛ اول فروشگاه را به‌روز کنید.',
      `the backup's database is at migration ${manifest.migrations.latest} (${manifest.migrations.applied} applied), which this version of the shop does not know`,
    );
  }
}

function countsDiffer(found: Manifest['counts'], expected: Manifest['counts']): string | undefined {
  const differing = (Object.keys(expected) as (keyof Manifest['counts'])[]).filter(
    (key) => found[key] !== expected[key],
  );
  return differing.length === 0
    ? undefined
    : differing.map((key) => `${key}: ${found[key]} restored, ${expected[key]} in the manifest`).join(', ');
}

/** Loads the dump into the fresh folder `into` and checks it against the manifest. */
async function loadPglite(manifest: Manifest, staging: string, into: string): Promise<void> {
  const tar = await promisify(gunzip)(await fsp.readFile(path.join(staging, manifest.database.file)));
  const client = await PGlite.create({
    dataDir: into,
    loadDataDir: new Blob([new Uint8Array(tar)]),
    extensions: { pg_trgm },
  });
  try {
    const { counts } = await readDatabaseFacts(
      async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
    );
    const difference = countsDiffer(counts, manifest.counts);
    if (difference)
      throw new DamagedBackupError(`the restored database does not match the manifest: ${difference}`);
  } finally {
    await client.close();
  }
}

/**
 * Replaces the server database in one transaction run by psql: drop the shop's schemas, load the dump
 * (as SQL from pg_restore, once every statement of it proved to be one a dump of the shop holds), compare
 * the counts with the manifest, and move the content versions past the replaced database's, announced,
 * so no cache (of a shop restored under with --force) serves the old catalog. `storeObjects` runs once
 * the dump has been checked, before it is loaded.
 */
async function restorePostgres(
  databaseUrl: string,
  manifest: Manifest,
  staging: string,
  options: RestoreOptions & { storeObjects: () => Promise<void> },
) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'barq-shop restore' });
  await client.connect();
  try {
    if (!(await takeShopLockForRestore(client)) && !options.force) {
      throw new RestoreRefusedError(
        'فروشگاه روی همین پایگاه داده در حال اجراست؛ اول آن را متوقف کنید، یا اگر مطمئن هستید با --force اجرا کنید (و فروشگاه را بعد از آن دوباره راه‌اندازی کنید).',
        'a running shop holds this database: stop it first, or pass --force (then restart the shop)',
      );
    }
    const [{ server_version_num: versionNum = '0' } = {}] = (
      await client.query<{ server_version_num: string }>(
        "SELECT current_setting('server_version_num') AS server_version_num",
      )
    ).rows;
    const replaced = await contentVersions(client);

    const major = majorOf(versionNum);
    const pgRestore = await findPostgresTool('pg_restore', major);
    const psql = await findPostgresTool('psql', major);
    const { dbname, env } = toolConnection(databaseUrl);
    const script = path.join(staging, 'restore.sql');
    await runTool(
      pgRestore.path,
      ['--no-owner', '--no-acl', `--file=${script}`, path.join(staging, manifest.database.file)],
      env,
    );
    const foreign = await findForeignStatement(script);
    if (foreign) {
      throw new RestoreRefusedError(
        `این پشتیبان دستوری دارد که هیچ پشتیبانی از فروشگاه ندارد (سطر ${foreign.line} از SQL آن)؛ ممکن است دست‌کاری شده باشد. بازگردانی انجام نشد و داده‌های فعلی دست نخورده‌اند.`,
        `the backup's SQL holds ${foreign.reason} at line ${foreign.line}, which no dump of the shop does: ${foreign.excerpt}`,
      );
    }
    await options.storeObjects();
    const before = path.join(staging, 'before.sql');
    const after = path.join(staging, 'after.sql');
    await fsp.writeFile(
      before,
      'DROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n',
    );
    await fsp.writeFile(after, checksAfterLoading(manifest, replaced));
    // psql reads the script in the encoding the check read it in.
    await runTool(
      psql.path,
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${dbname}`,
        '-f',
        before,
        '-f',
        script,
        '-f',
        after,
      ],
      { ...env, PGCLIENTENCODING: 'UTF8' },
    ).catch((error: Error) => {
      if (error.message.includes('restored counts differ')) throw new DamagedBackupError(error.message);
      throw error;
    });
  } finally {
    await client.end();
  }
}

async function contentVersions(client: pg.Client): Promise<{ catalog: number; settings: number }> {
  try {
    const { rows } = await client.query<{ catalog: string; settings: string }>(
      'SELECT catalog_version AS catalog, settings_version AS settings FROM public.search_state WHERE id = 1',
    );
    return { catalog: Number(rows[0]?.catalog ?? 0), settings: Number(rows[0]?.settings ?? 0) };
  } catch {
    return { catalog: 0, settings: 0 }; // an empty database, or one older than the versions
  }
}

function checksAfterLoading(manifest: Manifest, replaced: { catalog: number; settings: number }): string {
  const { products, categories, users, orders } = manifest.counts;
  return `
DO $$
DECLARE found text;
DECLARE order_count bigint := 0;
BEGIN
  IF to_regclass('public.orders') IS NOT NULL THEN
    EXECUTE 'SELECT count(*) FROM public.orders' INTO order_count;
  END IF;
  SELECT format('products %s, categories %s, users %s, orders %s',
    (SELECT count(*) FROM public.products), (SELECT count(*) FROM public.categories), (SELECT count(*) FROM public.users),
    order_count)
    INTO found;
  IF found <> 'products ${products}, categories ${categories}, users ${users}, orders ${orders}' THEN
    RAISE EXCEPTION 'restored counts differ from the manifest: %', found;
  END IF;
  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = 'public' AND table_name = 'search_state' AND column_name = 'settings_version') THEN
    UPDATE public.search_state
       SET catalog_version = greatest(catalog_version, ${replaced.catalog}) + 1,
           settings_version = greatest(settings_version, ${replaced.settings}) + 1;
  END IF;
  PERFORM pg_notify('${CONTENT_VERSION_CHANNEL}', '');
END $$;
`;
}

/**
 * Moves each staged folder to its target, the current one aside first; if a rename fails, puts back
 * what was moved. The replaced folders are then removed.
 */
async function swapFolders(swaps: { staged: string; target: string }[], staging: string): Promise<void> {
  const done: { target: string; aside?: string }[] = [];
  try {
    for (const [index, { staged, target }] of swaps.entries()) {
      await fsp.mkdir(staged, { recursive: true }); // a backup without images has no uploads folder
      const aside = fs.existsSync(target) ? path.join(staging, `replaced-${index}`) : undefined;
      if (aside) await fsp.rename(target, aside);
      done.push({ target, aside });
      await fsp.rename(staged, target);
    }
  } catch (error) {
    for (const { target, aside } of done.reverse()) {
      if (!aside) continue;
      await fsp.rm(target, { recursive: true, force: true });
      await fsp.rename(aside, target);
    }
    throw error;
  }
}
