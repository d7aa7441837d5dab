import { useEffect, useRef, useState } from 'react';
import { FALLBACK_IMAGE, imageSources } from '../lib/images';

interface Props {
  file: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  width: number;
  height: number;
  /** The first screen's main image: fetched early, never lazily. */
  priority?: boolean;
  className?: string;
}

/** An uploaded image at the width the screen needs, with a fallback picture when it fails to load. */
export function ResponsiveImage({ file, alt, sizes, width, height, priority = false, className }: Props) {
  const [failedFile, setFailedFile] = useState<string>();
  const failed = failedFile === file;
  const image = useRef<HTMLImageElement>(null);
  // An image that failed on the server's page before the app took it over told no one: look once.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailedFile(file);
  }, [file]);
  const { src, srcSet } = imageSources(file);
  return (
    <img
      ref={image}
      className={className}
      src={failed ? FALLBACK_IMAGE : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedFile(file)}
    />
  );
}
