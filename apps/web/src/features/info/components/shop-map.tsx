import { useEffect, useRef, useState } from 'react';
import type { ShopSettings } from '@shop/contracts/plain';

const SPAN = 0.008;

/** OpenStreetMap's embed (no key), loaded only once the map is scrolled into view. */
export function ShopMap({ location }: { location: NonNullable<ShopSettings['location']> }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { latitude: lat, longitude: lon } = location;
  const bbox = [lon - SPAN, lat - SPAN, lon + SPAN, lat + SPAN].join(',');
  return (
    <div className="map" ref={box}>
      {visible && (
        <iframe
          title="نقشه موقعیت فروشگاه"
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      <p className="map-links">
        مسیریابی با{' '}
        <a href={`https://neshan.org/maps/@${lat},${lon},16z`} target="_blank" rel="noopener">
          نشان
        </a>
        ،{' '}
        <a
          href={`https://balad.ir/location?latitude=${lat}&longitude=${lon}&zoom=16`}
          target="_blank"
          rel="noopener"
        >
          بلد
        </a>{' '}
        و{' '}
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${lat},${lon}`}
          target="_blank"
          rel="noopener"
        >
          <bdi>Google Maps</bdi>
        </a>
      </p>
    </div>
  );
}
