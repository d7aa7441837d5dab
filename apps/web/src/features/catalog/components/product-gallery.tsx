import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { toPersianDigits } from '../../../lib/format';

// Its code and styles arrive when a shopper asks for it (the page weight budget).
const ImageZoom = lazy(() => import('./image-zoom'));

const ADVANCE_MS = 5000;
const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';

/** Main image and gallery: arrows, counter, thumbnails, 5 s circular auto-advance paused while in use. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = images[index] ?? images[0] ?? '';
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (count < 2 || paused || zoomed) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused, zoomed]);

  return (
    <div
      className="gallery"
      aria-roledescription="carousel"
      aria-label={`تصاویر ${title}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="gallery-main">
        <button
          ref={zoomButton}
          type="button"
          className="gallery-zoom"
          aria-haspopup="dialog"
          aria-label="بزرگ‌نمایی تصویر"
          onClick={() => setZoomed(true)}
        >
          <ResponsiveImage
            key={current}
            file={current}
            alt={count > 1 ? `${title}، تصویر ${toPersianDigits(index + 1)}` : title}
            sizes={MAIN_SIZES}
            width={640}
            height={640}
            priority={index === 0}
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-arrow prev"
              aria-label="تصویر قبلی"
              onClick={() => go(index - 1)}
            >
              ›
            </button>
            <button
              type="button"
              className="gallery-arrow next"
              aria-label="تصویر بعدی"
              onClick={() => go(index + 1)}
            >
              ‹
            </button>
            <p className="gallery-counter" aria-live="polite">
              {toPersianDigits(index + 1)} / {toPersianDigits(count)}
            </p>
          </>
        )}
      </div>
      {zoomed && (
        <Suspense fallback={null}>
          <ImageZoom
            images={images}
            start={index}
            title={title}
            opener={zoomButton}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
      {count > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, thumbIndex) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`نمایش تصویر ${toPersianDigits(thumbIndex + 1)}`}
                aria-current={thumbIndex === index}
                onClick={() => go(thumbIndex)}
              >
                <ResponsiveImage file={image} alt="" sizes="72px" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
