import { sql } from 'drizzle-orm';
import { isPinned, unpinImage, withImageLock } from '../../images/image-locks';
import sharp from 'sharp';
import { queryRows, type Database } from '../../db/client';
import { MAX_INPUT_PIXELS, removeImage, storeImage } from '../../images/image-store';
import { badRequest } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';

export interface CatalogDeps {
  db: Database;
  uploadsDir: string;
}

/** One uploaded file meant to become a stored image, and what to say when it is not an image. */
export interface ImageUpload {
  field: string;
  file: UploadedFile;
  notAnImageMessage: string;
}

const PIXEL_FLOOD_MESSAGE = 'ابعاد عکس بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل)';

type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** The type a file's first bytes announce, of the four the shop accepts. */
function sniffImageType(bytes: Buffer): ImageType | undefined {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const notAnImage = ({ field, notAnImageMessage }: ImageUpload) =>
  badRequest(notAnImageMessage, { [field]: notAnImageMessage });

/**
 * Judges a file by its content: its magic bytes must be JPEG, PNG, GIF or WebP before sharp (which also
 * decodes SVG, TIFF, HEIF…) reads it at all, the header sharp reads must agree, and it must not decode
 * to more than MAX_INPUT_PIXELS (a small file can announce a huge bitmap).
 */
async function assertImage(upload: ImageUpload): Promise<void> {
  const { field, file } = upload;
  const type = sniffImageType(file.buffer);
  if (!type) throw notAnImage(upload);
  // Only the header is read here, so sharp's own pixel limit is lifted to let the check below say why.
  const {
    format,
    width = 0,
    height = 0,
  } = await sharp(file.buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage(upload);
    });
  if (format !== type) throw notAnImage(upload);
  if (width * height > MAX_INPUT_PIXELS)
    throw badRequest(PIXEL_FLOOD_MESSAGE, { [field]: PIXEL_FLOOD_MESSAGE });
}

/**
 * Checks every upload, stores them (WebP at every width), then runs the database write with the stored
 * names, in upload order. When anything fails, the files this request stored are removed again; after
 * the write commits, the images it reports as dropped (replaced or removed) are deleted from disk.
 */
export async function writeWithImages<Result>(
  deps: CatalogDeps,
  uploads: ImageUpload[],
  write: (storedNames: string[]) => Promise<{ result: Result; dropped?: string[] }>,
): Promise<Result> {
  await Promise.all(uploads.map(assertImage));
  const stored: string[] = [];
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    for (const upload of uploads) {
      const name = await storeImage(upload.file.buffer, deps.uploadsDir, { pin: true }).catch(
        (error: NodeJS.ErrnoException) => {
          // sharp's decoding errors (truncated or corrupt data) carry no errno code; disk errors do and stay 500s.
          throw error.code ? error : notAnImage(upload);
        },
      );
      stored.push(name);
    }
    outcome = await write(stored);
  } catch (error) {
    stored.forEach(unpinImage);
    await removeUnreferencedImages(deps, stored);
    throw error;
  }
  stored.forEach(unpinImage);
  await removeUnreferencedImages(deps, outcome.dropped ?? []);
  return outcome.result;
}

/**
 * Deletes stored images from disk unless a category or product still uses them or a request in flight
 * has just stored them: names are content hashes, so two rows that got the same picture share its files.
 * Each name is decided under its lock, after the deciding write has committed.
 */
export async function removeUnreferencedImages(deps: CatalogDeps, names: string[]): Promise<void> {
  const candidates = [...new Set(names.filter(Boolean))];
  await Promise.all(
    candidates.map((name) =>
      withImageLock(name, async () => {
        if (isPinned(name) || (await isReferenced(deps, name))) return;
        await removeImage(name, deps.uploadsDir);
      }),
    ),
  );
}

async function isReferenced(deps: CatalogDeps, name: string): Promise<boolean> {
  const rows = await queryRows<{ used: boolean }>(
    deps.db,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE image = ${name})
            OR EXISTS (SELECT 1 FROM products WHERE image = ${name} OR ${name} = ANY(gallery)) AS used`,
  );
  return rows[0]?.used === true;
}
