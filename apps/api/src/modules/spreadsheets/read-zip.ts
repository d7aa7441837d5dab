import path from 'node:path';
import yauzl from 'yauzl';
import { AppError, badRequest } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';

/** More files than a catalog's pictures need is a ZIP made to hurt. */
export const ZIP_MAX_ENTRIES = 5000;

/** A ZIP's files by name, as a sheet names them: the path inside the ZIP or the bare file name, any case. */
export class ZipImages {
  private readonly byKey = new Map<string, Buffer>();

  add(name: string, bytes: Buffer) {
    this.byKey.set(name.toLowerCase(), bytes);
    const base = path.posix.basename(name).toLowerCase();
    if (!this.byKey.has(base)) this.byKey.set(base, bytes);
  }

  /** The key a sheet's name finds, or undefined. */
  find(name: string): string | undefined {
    const key = name.replace(/^\.?\//, '').toLowerCase();
    return this.byKey.has(key) ? key : undefined;
  }

  bytes(key: string): Buffer {
    return this.byKey.get(key)!;
  }
}

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/**
 * Reads the files of a ZIP into memory, refusing a zip bomb (more than ZIP_MAX_ENTRIES files, or more
 * than `maxBytes` once unpacked, counted as the bytes really come out) and names that climb out of the
 * folder (yauzl refuses absolute paths and `..`; nothing is ever written to disk under these names).
 */
export async function readZipImages(bytes: Buffer, maxBytes: number): Promise<ZipImages> {
  const zip = await openZip(bytes).catch(() => {
    throw badRequest(SHEET_MESSAGES.badZip);
  });
  // The central directory says how many entries there are: too many is refused before any is read.
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw badRequest(SHEET_MESSAGES.zipTooManyEntries(ZIP_MAX_ENTRIES));
  }
  const images = new ZipImages();
  let total = 0;
  let entries = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (++entries > ZIP_MAX_ENTRIES)
          return reject(badRequest(SHEET_MESSAGES.zipTooManyEntries(ZIP_MAX_ENTRIES)));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        if (total + entry.uncompressedSize > maxBytes)
          return reject(badRequest(SHEET_MESSAGES.zipTooLarge(maxBytes)));
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > maxBytes) stream.destroy(badRequest(SHEET_MESSAGES.zipTooLarge(maxBytes)));
            else chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            images.add(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const badName = /path|file ?name/i.test((error as Error).message);
    throw badRequest(badName ? SHEET_MESSAGES.zipBadName : SHEET_MESSAGES.badZip);
  } finally {
    zip.close();
  }
  return images;
}
