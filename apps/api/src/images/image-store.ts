import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariants } from '@shop/contracts';
import sharp from 'sharp';
import { pinImage, withImageLock } from './image-locks';

/** A small file can decode to a huge bitmap (a pixel flood); refuse anything past about 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

/**
 * Re-encodes an image into WebP at every width of IMAGE_WIDTHS up to its own (never upscaled), under
 * content-hashed names, and answers the stored name (the widest variant). Re-encoding drops metadata
 * and anything hidden in the original file. Throws when sharp cannot decode the input. The name is left
 * pinned when asked (see image-locks.ts): the caller unpins it once its database write has committed or
 * failed.
 */
export async function storeImage(input: Buffer, uploadsDir: string, { pin = false } = {}): Promise<string> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { width = 0, height = 0, orientation = 1 } = await source.metadata();
  const orientedWidth = orientation >= 5 ? height : width; // EXIF orientations 5-8 turn the image sideways
  const widest = Math.min(orientedWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const storedName = `${hash}-${widest}.webp`;

  await fs.mkdir(uploadsDir, { recursive: true });
  await withImageLock(storedName, async () => {
    const written: string[] = [];
    try {
      for (const { width, file } of imageVariants(storedName)) {
        const target = path.join(uploadsDir, file);
        const temporary = `${target}.${randomUUID()}.tmp`;
        const encoded = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        // Written by Node rather than by sharp: a full disk then fails with its ENOSPC code (see
        // error-handler.ts), and the part written so far is removed.
        await fs.writeFile(temporary, encoded).catch(async (error: unknown) => {
          await fs.rm(temporary, { force: true });
          throw error;
        });
        await fs.rename(temporary, target);
        written.push(target);
      }
    } catch (error) {
      await Promise.all(written.map((file) => fs.rm(file, { force: true })));
      throw error;
    }
    if (pin) pinImage(storedName);
  });
  return storedName;
}

/** Removes every width of a stored image; missing files are fine. */
export async function removeImage(storedName: string, uploadsDir: string): Promise<void> {
  await Promise.all(
    imageVariants(storedName).map(({ file }) => fs.rm(path.join(uploadsDir, file), { force: true })),
  );
}
