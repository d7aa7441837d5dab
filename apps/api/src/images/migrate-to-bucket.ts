import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mapConcurrently } from '../map-concurrently';
import { isTemporaryFile } from './disk-storage';
import type { ImageStorage } from './storage';

const AT_ONCE = 8;

export interface MigrationReport {
  /** Image files in the folder. */
  files: number;
  /** Copied now (the rest were in the bucket already). */
  copied: number;
  /** Files whose object is missing or differs after the copy, by name. */
  mismatched: string[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies every image file of an uploads folder into the bucket, then reads every object back and
 * compares it with its file. Safe to run again (objects already there are not sent twice) and while
 * the shop still serves from the folder.
 */
export async function migrateFolderToBucket(
  folder: string,
  bucket: ImageStorage,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<MigrationReport> {
  const names = (await fs.readdir(folder)).filter((name) => !isTemporaryFile(name) && !name.startsWith('.'));
  const inBucket = new Set<string>();
  for await (const page of bucket.list()) for (const { file } of page) inBucket.add(file);

  let copied = 0;
  let done = 0;
  const mismatched: string[] = [];
  await mapConcurrently(names, AT_ONCE, async (name) => {
    const bytes = await fs.readFile(path.join(folder, name));
    if (!inBucket.has(name)) {
      await bucket.put(name, bytes);
      copied += 1;
    }
    const stored = await bucket.read(name);
    if (!stored || sha256(stored) !== sha256(bytes)) mismatched.push(name);
    onProgress((done += 1), names.length);
  });
  return { files: names.length, copied, mismatched: mismatched.sort() };
}
