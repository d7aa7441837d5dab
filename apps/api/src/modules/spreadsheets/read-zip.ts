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

/**
 * How many bytes may still come out of a ZIP: every entry read takes from the whole, and a refusal
 * comes the moment a limit is passed, counted as the bytes really come out (a header can lie).
 */
export class UnpackBudget {
  private left: number;

  constructor(
    private readonly maxBytes: number,
    /** The refusal, naming the limit that was passed. */
    private readonly tooLarge: (limit: number) => AppError,
  ) {
    this.left = maxBytes;
  }

  /** Takes `bytes` from the whole; `entryLeft` is what the entry's own limit has left after them. */
  take(bytes: number, entryLeft: number, entryLimit: number) {
    this.left -= bytes;
    if (entryLeft < 0) throw this.tooLarge(Math.min(entryLimit, this.maxBytes));
    if (this.left < 0) throw this.tooLarge(this.maxBytes);
  }
}

/** An untrusted ZIP file: its directory read, any entry readable in any order, nothing unpacked to disk. */
export interface OpenZip {
  /** Entries by their path inside the ZIP (folders left out). */
  entries: Map<string, yauzl.Entry>;
  /** An entry's bytes as they unpack, each chunk taken from the budget; past `maxBytes` it is refused. */
  read(entry: yauzl.Entry, budget: UnpackBudget, maxBytes: number): AsyncGenerator<Buffer>;
  close(): void;
}

/**
 * Opens a ZIP, refusing more than ZIP_MAX_ENTRIES files (from the directory, before any is read) and
 * names that climb out of the folder (yauzl refuses absolute paths and `..`). `badZip` is the refusal
 * for a file that is not a ZIP or is broken.
 */
export async function openZip(file: string, badZip: string): Promise<OpenZip> {
  // Kept open after the directory is read (`autoClose` would close it then): entries are read later.
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true };
  const zip = await yauzl.openPromise(file, options).catch(() => {
    throw badRequest(badZip);
  });
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) throw badRequest(SHEET_MESSAGES.zipTooManyEntries(ZIP_MAX_ENTRIES));
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
    return {
      entries,
      async *read(entry, budget, maxBytes) {
        budget.take(0, maxBytes - entry.uncompressedSize, maxBytes);
        let entryBytes = 0;
        const stream = await zip.openReadStreamPromise(entry).catch(() => {
          throw badRequest(badZip);
        });
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            entryBytes += chunk.length;
            budget.take(chunk.length, maxBytes - entryBytes, maxBytes);
            yield chunk;
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw badRequest(badZip);
        } finally {
          stream.destroy();
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    if (error instanceof AppError) throw error;
    const badName = /path|file ?name/i.test((error as Error).message);
    throw badRequest(badName ? SHEET_MESSAGES.zipBadName : badZip);
  }
}

/** Reads the pictures' ZIP into memory: at most `maxBytes` unpacked in all. */
export async function readZipImages(file: string, maxBytes: number): Promise<ZipImages> {
  const zip = await openZip(file, SHEET_MESSAGES.badZip);
  const images = new ZipImages();
  const budget = new UnpackBudget(maxBytes, (limit) => badRequest(SHEET_MESSAGES.zipTooLarge(limit)));
  try {
    for (const [name, entry] of zip.entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of zip.read(entry, budget, maxBytes)) chunks.push(chunk);
      images.add(name, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return images;
}
