/**
 * One backup is one tar file: `manifest.json` first, then `database/…` and `uploads/…`. The manifest
 * holds the size and SHA-256 of every other file, so a restore can tell a whole archive from a damaged
 * or truncated one before it touches anything.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { MANIFEST_FILE, manifestSchema, type Manifest } from './manifest';

/** What a restore says when the archive cannot be trusted: a Persian message, English detail. */
export class DamagedBackupError extends Error {
  readonly persian = 'فایل پشتیبان آسیب دیده یا ناقص است و بازگردانی نشد؛ داده‌های فعلی دست نخورده‌اند.';
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** `database/<name>` or `uploads/<name>`, nothing else: an archive never writes outside its folder. */
export function isArchivePath(name: string): boolean {
  const [folder, file, ...rest] = name.split('/');
  return rest.length === 0 && (folder === 'database' || folder === 'uploads') && SAFE_NAME.test(file ?? '');
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Size and SHA-256 of every file under `folder` (one level of subfolders), by archive path. */
export async function checksumFolder(folder: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {};
  for (const sub of ['database', 'uploads']) {
    const dir = path.join(folder, sub);
    if (!fs.existsSync(dir)) continue;
    for (const name of (await fsp.readdir(dir)).sort()) {
      const file = path.join(dir, name);
      files[`${sub}/${name}`] = { size: (await fsp.stat(file)).size, sha256: await sha256OfFile(file) };
    }
  }
  return files;
}

/**
 * Writes the manifest into `staging` and packs it with `database/` and `uploads/` into `archive`,
 * through a temporary name renamed once the file is complete and on disk.
 */
export async function writeArchive(staging: string, manifest: Manifest, archive: string): Promise<void> {
  await fsp.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${archive}.${randomUUID()}.partial`;
  try {
    const entries = [
      MANIFEST_FILE,
      'database',
      ...(fs.existsSync(path.join(staging, 'uploads')) ? ['uploads'] : []),
    ];
    await tar.create({ file: partial, cwd: staging, portable: true }, entries);
    const handle = await fsp.open(partial, 'r');
    await handle.sync().finally(() => handle.close());
    await fsp.rename(partial, archive);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Unpacks `archive` into the empty folder `into`, checking as it goes, and answers the manifest once
 * every file is there with the size and checksum the manifest gives. Throws DamagedBackupError for an
 * archive that is not a whole backup; `into` may then hold part of it (the caller removes it).
 */
export async function unpackVerified(archive: string, into: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const writes: Promise<void>[] = [];
  const outs: (Transform | fs.WriteStream)[] = [];
  let manifestText: string | undefined;
  let refused: string | undefined;
  const refuse = (reason: string) => {
    refused ??= reason;
  };

  const parser = new tar.Parser({ strict: true });
  parser.on('entry', (entry: tar.ReadEntry) => {
    const name = entry.path.replace(/\/$/, '');
    if (entry.type === 'Directory' && (name === 'database' || name === 'uploads')) {
      entry.resume();
    } else if (entry.type === 'File' && name === MANIFEST_FILE && entry.size <= MAX_MANIFEST_BYTES) {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        if (manifestText !== undefined) refuse('two manifests');
        manifestText = Buffer.concat(chunks).toString('utf8');
      });
    } else if (entry.type === 'File' && isArchivePath(name) && !seen.has(name)) {
      const target = path.join(into, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      // The entry's one reader: what is hashed is exactly what is written.
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const out = fs.createWriteStream(target, { flags: 'wx' });
      // When the archive turns out broken, these are torn down half-way: their errors say nothing new.
      hashing.on('error', () => undefined);
      outs.push(hashing, out);
      seen.set(name, { size: -1, sha256: '' });
      entry.pipe(hashing).pipe(out);
      writes.push(
        finished(out).then(() => {
          seen.set(name, { size, sha256: hash.digest('hex') });
        }),
      );
    } else {
      refuse(`an unexpected entry: ${entry.type} ${JSON.stringify(entry.path)}`);
      entry.resume();
    }
  });

  try {
    await pipeline(fs.createReadStream(archive), parser);
  } catch (error) {
    outs.forEach((stream) => stream.destroy());
    await Promise.allSettled(writes);
    throw new DamagedBackupError(`${archive} is not a readable tar file: ${(error as Error).message}`);
  }
  await Promise.all(writes); // a full disk is not a damaged archive: its error goes up as it is
  if (refused) throw new DamagedBackupError(`${archive} holds ${refused}`);
  if (manifestText === undefined) throw new DamagedBackupError(`${archive} has no manifest`);

  let manifest: Manifest;
  try {
    const raw = JSON.parse(manifestText) as { format?: unknown };
    if (typeof raw.format === 'number' && raw.format > manifestSchema.shape.format.value) {
      throw new Error(`format ${raw.format} comes from a newer version of the shop: update the shop first`);
    }
    manifest = manifestSchema.parse(raw);
  } catch (error) {
    throw new DamagedBackupError(`${archive} has an unreadable manifest: ${(error as Error).message}`);
  }

  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.files)) {
    const found = seen.get(name);
    if (!found) problems.push(`${name} is missing`);
    else if (found.size !== expected.size)
      problems.push(`${name} has ${found.size} bytes, not ${expected.size}`);
    else if (found.sha256 !== expected.sha256) problems.push(`${name} has another checksum`);
  }
  for (const name of seen.keys())
    if (!(name in manifest.files)) problems.push(`${name} is not in the manifest`);
  if (!(manifest.database.file in manifest.files))
    problems.push(`the database dump ${manifest.database.file} is not in the manifest`);
  if (problems.length > 0) {
    const shown =
      problems.slice(0, 10).join('; ') + (problems.length > 10 ? `; and ${problems.length - 10} more` : '');
    throw new DamagedBackupError(`${archive} does not match its manifest: ${shown}`);
  }
  return manifest;
}
