/**
 * Uploaded images are stored as WebP at these widths (never wider than the original). The stored file
 * name is the widest variant, `<hash>-<width>.webp`; every narrower width in this list exists beside it.
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

const STORED_NAME = /^([a-f0-9]{16,64})-(\d+)\.webp$/;

export interface ImageVariant {
  width: number;
  file: string;
}

/** The variants that exist for a stored image name, narrowest first; a name of another form has just itself. */
export function imageVariants(fileName: string): ImageVariant[] {
  const match = STORED_NAME.exec(fileName);
  if (!match) return [];
  const [, hash, widest] = match;
  const widestWidth = Number(widest);
  const narrower = IMAGE_WIDTHS.filter((width) => width < widestWidth);
  return [...narrower, widestWidth].map((width) => ({ width, file: `${hash}-${width}.webp` }));
}

/**
 * Where browsers fetch stored images from when the shop serves them itself. With object storage it is
 * the bucket's public address instead, named in each page as `<meta name="images-base">`.
 */
export const DEFAULT_IMAGES_BASE = '/uploads/';
export const IMAGES_BASE_META = 'images-base';

/** `srcset` value for an image under a base URL such as `/uploads/`. */
export function imageSrcSet(fileName: string, baseUrl: string): string {
  return imageVariants(fileName)
    .map(({ width, file }) => `${baseUrl}${file} ${width}w`)
    .join(', ');
}
