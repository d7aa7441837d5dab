import sharp from 'sharp';
import type { Database } from '../../db/client';
import { unpinImages } from '../../images/image-pins';
import {
  MAX_INPUT_PIXELS,
  removeUnusedImages,
  storeImage,
  type ImageDeps,
  type StoredImage,
} from '../../images/image-store';
import { StorageUnavailableError } from '../../images/storage';
import { badRequest } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';

export interface CatalogDeps {
  db: Database;
  images: ImageDeps;
}

/** One uploaded file meant to become a stored image, and what to say when it is not an image. */
export interface ImageUpload {
  field: string;
  file: Pick<UploadedFile, 'buffer'>;
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
export async function assertImage(upload: ImageUpload): Promise<void> {
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
 * names, in upload order. When anything fails, the images this request stored are removed again; after
 * the write commits, the images it reports as dropped (replaced or removed) are removed once unused.
 */
export async function writeWithImages<Result>(
  deps: CatalogDeps,
  uploads: ImageUpload[],
  write: (storedNames: string[]) => Promise<{ result: Result; dropped?: string[] }>,
): Promise<Result> {
  await Promise.all(uploads.map(assertImage));
  const stored: StoredImage[] = [];
  const release = () =>
    unpinImages(
      deps.db,
      stored.flatMap(({ pin }) => (pin ? [pin] : [])),
    );
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    for (const upload of uploads) {
      const image = await storeImage(upload.file.buffer, deps.images, { pin: true }).catch(
        (error: NodeJS.ErrnoException) => {
          // sharp's decoding errors (truncated or corrupt data) carry no errno code; disk and bucket
          // errors do (or are StorageUnavailableError) and keep their own answers.
          throw error.code || error instanceof StorageUnavailableError ? error : notAnImage(upload);
        },
      );
      stored.push(image);
    }
    outcome = await write(stored.map(({ name }) => name));
  } catch (error) {
    await release();
    await removeUnusedImages(
      deps.images,
      stored.map(({ name }) => name),
    );
    throw error;
  }
  await release();
  await removeUnusedImages(deps.images, outcome.dropped ?? []);
  return outcome.result;
}
