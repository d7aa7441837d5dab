/**
 * The database half of a backup: a dump, and the facts the manifest records, read from the very same
 * snapshot as the dump (counts, migration level, and which image files the rows name).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { claimDataDir, DataDirInUseError, dumpFromHolder, dumpPgliteDataDir } from '../db/pglite-folder';
import { readDatabaseFacts, referencedImageFiles, type RunQuery } from './database-facts';
import { DATABASE_FILES, type DatabaseFacts, type Manifest } from './manifest';
import { findPostgresTool, majorOf, runTool, toolConnection } from './postgres-tools';

export interface DatabaseDump {
  database: Manifest['database'];
  facts: DatabaseFacts;
  /** Image files the dumped rows name. */
  referencedFiles: Set<string>;
}

/**
 * The embedded database in `dataDir`, dumped into `staging/database/`. When a process holds the folder
 * (the running shop), that process dumps it (the only safe way: a second process may not open it);
 * otherwise this process takes the folder for the time of the dump, so a shop starting meanwhile waits.
 */
export async function dumpPglite(dataDir: string, staging: string): Promise<DatabaseDump> {
  const tar = await dumpDataFolder(dataDir);
  // The facts come from opening the dump itself, in memory: that also proves the dump opens.
  const copy = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]), extensions: { pg_trgm } });
  let facts: DatabaseFacts;
  let referencedFiles: Set<string>;
  try {
    const query: RunQuery = async (statement) => (await copy.query<Record<string, unknown>>(statement)).rows;
    facts = await readDatabaseFacts(query);
    referencedFiles = await referencedImageFiles(query);
  } finally {
    await copy.close();
  }

  const file = DATABASE_FILES.pglite;
  fs.mkdirSync(path.join(staging, 'database'), { recursive: true });
  fs.writeFileSync(path.join(staging, file), await promisify(gzip)(tar));
  return { database: { kind: 'pglite', file }, facts, referencedFiles };
}

async function dumpDataFolder(dataDir: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    const fromHolder = await dumpFromHolder(dataDir);
    if (fromHolder) return fromHolder.tar;
    try {
      return await dumpWithFolderTaken(dataDir);
    } catch (error) {
      // The shop started between the two steps: ask it instead.
      if (!(error instanceof DataDirInUseError) || attempt === 2) throw error;
    }
  }
}

async function dumpWithFolderTaken(dataDir: string): Promise<Buffer> {
  const folder = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`no embedded database in ${folder}`);
  const claim = await claimDataDir(dataDir, 'backup');
  try {
    const client = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
    try {
      return Buffer.from(await dumpPgliteDataDir(client));
    } finally {
      await client.close();
    }
  } finally {
    await claim.release();
  }
}

/**
 * A PostgreSQL database through `pg_dump -Fc`, which reads one consistent snapshot while writes go on.
 * The snapshot is exported from a transaction of ours, so the facts are read from the same one.
 */
export async function dumpPostgres(databaseUrl: string, staging: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'barq-shop backup' });
  await client.connect();
  try {
    const [{ server_version_num: versionNum = '0', server_version: serverVersion = '' } = {}] = (
      await client.query<{ server_version_num: string; server_version: string }>(
        "SELECT current_setting('server_version_num') AS server_version_num, current_setting('server_version') AS server_version",
      )
    ).rows;
    const pgDump = await findPostgresTool('pg_dump', majorOf(versionNum));

    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ snapshot = '' } = {}] = (
      await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    ).rows;
    const query: RunQuery = async (statement) =>
      (await client.query<Record<string, unknown>>(statement)).rows;
    const facts = await readDatabaseFacts(query);
    const referencedFiles = await referencedImageFiles(query);

    const file = DATABASE_FILES.postgres;
    fs.mkdirSync(path.join(staging, 'database'), { recursive: true });
    const { dbname, env } = toolConnection(databaseUrl);
    await runTool(
      pgDump.path,
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${path.join(staging, file)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('COMMIT');
    return {
      database: { kind: 'postgres', file, serverVersion, dumpedWith: pgDump.version },
      facts,
      referencedFiles,
    };
  } finally {
    await client.end();
  }
}
