import { imageVariants } from '@shop/contracts';

/** A stored file of an image width, as a listing of the store shows it. */
export interface StoredFile {
  file: string;
  modifiedAt: Date;
}

/**
 * Where image files (and products' PDF documents) live: the uploads folder on this machine, or an
 * S3-compatible bucket. File names are content-hashed (see image-store.ts), so a file is written once
 * and never changed.
 */
export interface ImageStorage {
  readonly kind: 'disk' | 's3';
  /** Where browsers fetch a file from: `publicBase + file`. `/uploads/` on disk, S3_PUBLIC_URL on S3. */
  readonly publicBase: string;
  /** Writes a whole file or nothing under that name. */
  put(file: string, bytes: Buffer): Promise<void>;
  /** Removes files; names that do not exist are fine. */
  remove(files: string[]): Promise<void>;
  /** A file's bytes, or undefined when it does not exist. */
  read(file: string): Promise<Buffer | undefined>;
  /**
   * Every file, leftovers of interrupted writes included, page by page in ascending name order (so the
   * widths of one image arrive together).
   */
  list(): AsyncIterable<StoredFile[]>;
}

/** A store refused or could not be reached: answered as a Persian 503 (see error-handler.ts). */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`image storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** A product document's stored name: `<content hash>.pdf` (see storeDocument in image-store.ts). */
export const DOCUMENT_FILE = /^[a-f0-9]{32}\.pdf$/;

/** The files a stored name stands for: every width of an image, the one file of a document. */
export function storedFilesOf(name: string): string[] {
  if (DOCUMENT_FILE.test(name)) return [name];
  return imageVariants(name).map(({ file }) => file);
}

/**
 * How a stored file is served, on disk and as an object's metadata in a bucket: a document is always a
 * download, never a page of the shop's (or the bucket's) origin.
 */
export function storedFileHeaders(file: string) {
  return DOCUMENT_FILE.test(file)
    ? { contentType: 'application/pdf', contentDisposition: `attachment; filename="${file}"` }
    : { contentType: 'image/webp', contentDisposition: undefined };
}
