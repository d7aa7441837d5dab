import { DEFAULT_IMAGES_BASE, IMAGES_BASE_META, imageSrcSet, imageVariants } from '@shop/contracts/plain';

/** Where pictures come from: the shop itself, or the bucket or CDN the page names. */
let imagesBase =
  (typeof document !== 'undefined' &&
    document.querySelector<HTMLMetaElement>(`meta[name="${IMAGES_BASE_META}"]`)?.content) ||
  DEFAULT_IMAGES_BASE;

/** The server's drawing of a page says where pictures come from before it draws. */
export function setImagesBase(base: string) {
  imagesBase = base;
}

/** `src` (a middle width) and `srcSet` for a stored image name. */
export function imageSources(fileName: string, preferredWidth = 640) {
  const variants = imageVariants(fileName);
  if (variants.length === 0) return { src: imagesBase + fileName, srcSet: undefined };
  const fallback =
    variants.find((variant) => variant.width >= preferredWidth) ?? variants[variants.length - 1];
  return {
    src: imagesBase + (fallback?.file ?? fileName),
    srcSet: imageSrcSet(fileName, imagesBase),
  };
}

export const FALLBACK_IMAGE = '/fallback-product.svg';

/** A stored file other than an image (a product's PDF): where browsers fetch it. */
export const storedFileAddress = (fileName: string) => imagesBase + fileName;
