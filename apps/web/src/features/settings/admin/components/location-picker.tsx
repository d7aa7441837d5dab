import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './location-picker.css';

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

/** Where the map opens before the owner has a point: the middle of Tehran. */
const TEHRAN: L.LatLngTuple = [35.6997, 51.338];
/** Six decimals: about 10 cm, more than a shop's door needs and short enough to read. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * OpenStreetMap's map, as the about page shows it, on which a tap or click puts the shop's point. The
 * point is a drawn circle (Leaflet's marker would need its pictures from the package's folder).
 */
export default function LocationPicker({
  point,
  onPick,
}: {
  point: PickedPoint | null;
  onPick: (point: PickedPoint) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const shown = L.map(box.current!, {
      center: TEHRAN,
      zoom: 11,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: 'بزرگ‌نمایی', zoomOutTitle: 'کوچک‌نمایی' }).addTo(shown);
    L.control.attribution({ prefix: false }).addTo(shown);
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '© OpenStreetMap',
    }).addTo(shown);
    shown.on('click', (event: L.LeafletMouseEvent) =>
      pick.current({ latitude: rounded(event.latlng.lat), longitude: rounded(event.latlng.lng) }),
    );
    map.current = shown;
    return () => {
      shown.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    marker.current?.remove();
    marker.current = null;
    if (latitude === undefined || longitude === undefined) return;
    const at: L.LatLngTuple = [latitude, longitude];
    marker.current = L.circleMarker(at, { radius: 9, color: '#b91c1c', weight: 3, fillOpacity: 0.6 }).addTo(
      shown,
    );
    if (!shown.getBounds().contains(at)) shown.setView(at, Math.max(shown.getZoom(), 15));
  }, [latitude, longitude]);

  return (
    <div
      className="location-picker"
      dir="ltr"
      ref={box}
      aria-label="نقشه برای انتخاب موقعیت فروشگاه"
      role="application"
    />
  );
}
