import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, imageVariants } from '@shop/contracts';
import sharp from 'sharp';
import type { Database } from '../db/client';
import type { ImageLocks } from './image-locks';
import { isPinned, pinImage } from './image-pins';
import { isReferenced } from './image-references';
import { storedFilesOf, type ImageStorage } from './storage';

/** Where images are stored and how writers and cleaners of one name take turns. */
export interface ImageDeps {
  db: Database;
  storage: ImageStorage;
  locks: ImageLocks;
}

/** A small file can decode to a huge bitmap (a pixel flood); refuse anything past about 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface StoredImage {
  name: string;
  /** The pin to give back (image-pins.ts) once the row naming it has committed or failed. */
  pin?: string;
}

/**
 * Re-encodes an image into WebP at every width of IMAGE_WIDTHS up to its own (never upscaled), under
 * content-hashed names, and answers the stored name (the widest variant). Re-encoding drops metadata
 * and anything hidden in the original file. Throws when sharp cannot decode the input. The name is
 * left pinned when asked: the caller unpins it once its database write has committed or failed.
 */
export async function storeImage(
  input: Buffer,
  images: ImageDeps,
  { pin = false } = {},
): Promise<StoredImage> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { width = 0, height = 0, orientation = 1 } = await source.metadata();
  const orientedWidth = orientation >= 5 ? height : width; // EXIF orientations 5-8 turn the image sideways
  const widest = Math.min(orientedWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const name = `${hash}-${widest}.webp`;
  // Encoded before the lock is taken: the lock is held only while files are written.
  const encoded = await Promise.all(
    imageVariants(name).map(async ({ width, file }) => ({
      file,
      bytes: await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );

  return writeStored(name, encoded, images, pin);
}

/**
 * Stores a PDF as it came (checked by the caller) under `<content hash>.pdf`, beside the images and
 * under the same locks and pins, so rows share it as they share a picture.
 */
export async function storeDocument(
  bytes: Buffer,
  images: ImageDeps,
  { pin = false } = {},
): Promise<StoredImage> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`;
  return writeStored(name, [{ file: name, bytes }], images, pin);
}

/** Writes the files of one stored name under its lock, pinning the name when asked. */
function writeStored(
  name: string,
  files: { file: string; bytes: Buffer }[],
  images: ImageDeps,
  pin: boolean,
): Promise<StoredImage> {
  return images.locks.run(name, async (db) => {
    const written: string[] = [];
    try {
      for (const { file, bytes } of files) {
        await images.storage.put(file, bytes);
        written.push(file);
      }
    } catch (error) {
      // Files another row or request already had under this name stay; only new leftovers go.
      const used = (await isPinned(db, name)) || (await isReferenced(db, name));
      if (!used) await images.storage.remove(written).catch(() => undefined);
      throw error;
    }
    return { name, pin: pin ? await pinImage(db, name) : undefined };
  });
}

/** Removes every width of a stored image (or a stored document's file); missing files are fine. */
export async function removeImage(name: string, storage: ImageStorage): Promise<void> {
  await storage.remove(storedFilesOf(name));
}

/**
 * Removes stored images (and documents) unless a category, product or document row still uses them or
 * a request in flight has just stored them: names are content hashes, so two rows that got the same picture share its files. Each
 * name is decided under its lock, after the deciding write has committed. Runs after that write: when
 * the store or the database is out just then, the write still stands, and the files are left for the
 * orphan sweep (orphan-sweep.ts) to remove within the hour.
 */
export async function removeUnusedImages(images: ImageDeps, names: string[]): Promise<void> {
  const candidates = [...new Set(names.filter(Boolean))];
  await Promise.all(
    candidates.map((name) =>
      images.locks
        .removing(name, async (db) => {
          if ((await isPinned(db, name)) || (await isReferenced(db, name))) return;
          await removeImage(name, images.storage);
        })
        .catch(() => undefined),
    ),
  );
}
