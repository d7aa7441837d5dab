/** A stored file of an image width, as a listing of the store shows it. */
export interface StoredFile {
  file: string;
  modifiedAt: Date;
}

/**
 * Where image files live: the uploads folder on this machine, or an S3-compatible bucket. File names
 * are content-hashed (see image-store.ts), so a file is written once and never changed.
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
