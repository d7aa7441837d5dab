import { imageSrcSet, imageVariants } from '@shop/contracts/plain';

const UPLOADS = '/uploads/';

/** `src` (a middle width) and `srcSet` for a stored image name. */
export function imageSources(fileName: string, preferredWidth = 640) {
  const variants = imageVariants(fileName);
  if (variants.length === 0) return { src: UPLOADS + fileName, srcSet: undefined };
  const fallback =
    variants.find((variant) => variant.width >= preferredWidth) ?? variants[variants.length - 1];
  return { src: UPLOADS + (fallback?.file ?? fileName), srcSet: imageSrcSet(fileName, UPLOADS) };
}

export const FALLBACK_IMAGE = '/fallback-product.svg';
