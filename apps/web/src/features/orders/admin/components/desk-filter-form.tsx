import { ORDER_CHANNEL_LABELS, type OrderChannel } from '@shop/contracts/plain';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../../components/admin/form-parts';
import { formatSolarDate, toPersianDigits } from '../../../../lib/format';
import { typedDay, typedDigits, type DeskFilters } from '../desk-filters';

/** An ISO day as the owner reads it (noon UTC: the same Solar Hijri day in every time zone). */
const solarDay = (iso?: string) => (iso ? formatSolarDate(`${iso}T12:00:00Z`) : '');

const CHANNELS = Object.entries(ORDER_CHANNEL_LABELS) as [OrderChannel, string][];

interface Typed {
  number: string;
  phone: string;
  channel: string;
  from: string;
  to: string;
}

const typedOf = (filters: DeskFilters): Typed => ({
  number: toPersianDigits(filters.number ?? ''),
  phone: toPersianDigits(filters.phone ?? ''),
  channel: filters.channel ?? '',
  from: solarDay(filters.from),
  to: solarDay(filters.to),
});

/**
 * Search by number, and filter by phone, channel and a range of Solar Hijri days typed as people write
 * them («۱۴۰۵/۰۹/۰۱»); applied together (the status has its own buttons, applied at once).
 */
export function DeskFilterForm({
  filters,
  onApply,
}: {
  filters: DeskFilters;
  onApply: (filters: Partial<DeskFilters>) => void;
}) {
  const [typed, setTyped] = useState(() => typedOf(filters));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const edit = (patch: Partial<Typed>) => setTyped((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = typedDay(typed.from);
    const to = typedDay(typed.to);
    setErrors({ from: from.error, to: to.error });
    if (from.error || to.error) return;
    onApply({
      number: typedDigits(typed.number),
      phone: typedDigits(typed.phone),
      channel: (typed.channel || undefined) as OrderChannel | undefined,
      from: from.day,
      to: to.day,
    });
  };
  const clear = () => {
    setTyped(typedOf({ page: 1 }));
    setErrors({});
    onApply({ number: undefined, phone: undefined, channel: undefined, from: undefined, to: undefined });
  };

  return (
    <form className="panel desk-filters" role="search" aria-label="جستجوی سفارش‌ها" onSubmit={submit}>
      <div className="desk-filter-fields">
        <Field label="شماره سفارش یا فاکتور">
          {(id) => (
            <input
              id={id}
              type="search"
              inputMode="numeric"
              value={typed.number}
              onChange={(event) => edit({ number: event.target.value })}
            />
          )}
        </Field>
        <Field label="موبایل مشتری">
          {(id) => (
            <input
              id={id}
              type="search"
              inputMode="tel"
              dir="ltr"
              value={typed.phone}
              onChange={(event) => edit({ phone: event.target.value })}
            />
          )}
        </Field>
        <Field label="راه سفارش">
          {(id) => (
            <select id={id} value={typed.channel} onChange={(event) => edit({ channel: event.target.value })}>
              <option value="">همه راه‌ها</option>
              {CHANNELS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="از تاریخ" error={errors.from}>
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              dir="ltr"
              placeholder="۱۴۰۵/۰۹/۰۱"
              value={typed.from}
              aria-invalid={!!errors.from || undefined}
              onChange={(event) => edit({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label="تا تاریخ" error={errors.to}>
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              dir="ltr"
              placeholder="۱۴۰۵/۰۹/۳۰"
              value={typed.to}
              aria-invalid={!!errors.to || undefined}
              onChange={(event) => edit({ to: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="row-actions">
        <button type="submit" className="button">
          جستجو در سفارش‌ها
        </button>
        <button type="button" className="text-button" onClick={clear}>
          پاک کردن فیلترها
        </button>
      </div>
    </form>
  );
}
