import { lazy, Suspense } from 'react';
import type { ShopSettings } from '@shop/contracts/plain';
import { toLatinDigits } from '@shop/persian';
import { Field } from '../../../../components/admin/form-parts';
import './settings-group.css';

// Leaflet comes with the map, only to this screen.
const LocationPicker = lazy(() => import('./location-picker'));

/** The two coordinates as typed (Persian digits allowed) until the form is saved. */
export type TypedPoint = { latitude: string; longitude: string };

export const typedPointOf = (location: ShopSettings['location']): TypedPoint => ({
  latitude: location ? String(location.latitude) : '',
  longitude: location ? String(location.longitude) : '',
});
// Not a number (sent as null) when empty or not a number, so the API names the field.
const coordinate = (typed: string) => (typed.trim() ? Number(toLatinDigits(typed.trim())) : NaN);
/** Both fields empty: no point on the map. */
export const locationOf = (point: TypedPoint): ShopSettings['location'] =>
  point.latitude.trim() || point.longitude.trim()
    ? { latitude: coordinate(point.latitude), longitude: coordinate(point.longitude) }
    : null;

const COORDINATES = [
  ['latitude', 'عرض جغرافیایی (مثل 35.6917)'],
  ['longitude', 'طول جغرافیایی (مثل 51.4172)'],
] as const;

/** The shop's point: picked on the map (the one the about page shows), or typed, or removed. */
export function LocationFields({
  point,
  onChange,
  errors,
}: {
  point: TypedPoint;
  onChange: (point: TypedPoint) => void;
  errors: Record<string, string>;
}) {
  const location = locationOf(point);
  const onMap =
    location && Number.isFinite(location.latitude) && Number.isFinite(location.longitude) ? location : null;
  return (
    <fieldset className="settings-group">
      <legend>موقعیت فروشگاه روی نقشه</legend>
      <p className="hint">روی نقشه جای فروشگاه را بزنید (با دو انگشت بزرگ‌تر کنید)، یا مختصات را بنویسید.</p>
      <Suspense fallback={<div className="location-picker" />}>
        <LocationPicker
          point={onMap}
          onPick={(picked) =>
            onChange({ latitude: String(picked.latitude), longitude: String(picked.longitude) })
          }
        />
      </Suspense>
      <div className="settings-pair">
        {COORDINATES.map(([key, label]) => (
          <Field key={key} label={label} error={errors[`location.${key}`]}>
            {(id) => (
              <input
                id={id}
                dir="ltr"
                inputMode="decimal"
                value={point[key]}
                onChange={(e) => onChange({ ...point, [key]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      {location && (
        <button
          type="button"
          className="text-button"
          onClick={() => onChange({ latitude: '', longitude: '' })}
        >
          حذف موقعیت (نقشه در صفحه‌ها نمایش داده نشود)
        </button>
      )}
    </fieldset>
  );
}
