import {
  filterParamsFrom,
  type FilterFacets,
  type FilterPlace,
  type ListingFilters,
  type SpecFilter,
} from '@shop/contracts/plain';
import { formatDecimal, parseDecimal } from '@shop/persian';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useListParams } from '../lib/list-params';
import { toPersianDigits } from '../lib/format';
import { useFilterFacets } from '../shell/api/get-filters';
import { withSpecFilter } from './spec-filter';
import { countFilters, filterChanges, useChosenFilters } from './filter-panel';

export { AppliedFilters } from './applied-filters';

type Facet = FilterFacets['attributes'][number];

const toggled = (values: string[] | undefined, value: string, on: boolean) => {
  const next = (values ?? []).filter((kept) => kept !== value);
  return on ? [...next, value] : next;
};

const numberText = (value: number | undefined) => (value === undefined ? '' : formatDecimal(value));

/** Two fields, «از» and «تا», read as numbers as typed (Persian digits, separators), applied on leaving them or Enter. */
function RangeFields({
  legend,
  unit,
  bounds,
  min,
  max,
  onChange,
}: {
  legend: string;
  unit: string | null;
  bounds: { min: number; max: number } | null;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  // What was typed, until the filter it stands for changes (applied, or undone by the back button).
  const source = `${min}~${max}`;
  const [edited, setTyped] = useState({ source, min: numberText(min), max: numberText(max) });
  const typed = edited.source === source ? edited : { source, min: numberText(min), max: numberText(max) };
  const read = (text: string) => parseDecimal(text) ?? undefined;
  const apply = () => {
    const next = { min: read(typed.min), max: read(typed.max) };
    if (next.min !== min || next.max !== max) onChange(next.min, next.max);
  };
  const field = (end: 'min' | 'max', label: string, hint: number | undefined) => (
    <label className="range-field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        dir="ltr"
        value={typed[end]}
        placeholder={hint === undefined ? undefined : formatDecimal(hint)}
        aria-label={`${legend}: ${label}`}
        onChange={(event) => setTyped({ ...typed, [end]: event.target.value })}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
    </label>
  );
  return (
    <fieldset className="filter-group">
      <legend>
        {legend}
        {unit && <span className="filter-unit"> ({unit})</span>}
      </legend>
      <div className="range-fields">
        {field('min', 'از', bounds?.min)}
        {field('max', 'تا', bounds?.max)}
      </div>
    </fieldset>
  );
}

/** Values to tick, each with the count of products it would leave; one that would leave none is disabled. */
function ValueChecks({
  legend,
  unit,
  values,
  chosen,
  onChange,
}: {
  legend: string;
  unit?: string | null;
  values: Facet['values'];
  chosen: string[];
  onChange: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset className="filter-group">
      <legend>
        {legend}
        {unit && <span className="filter-unit"> ({unit})</span>}
      </legend>
      <ul className="filter-values">
        {values.map(({ value, label, count }) => {
          const checked = chosen.includes(value);
          return (
            <li key={value}>
              <label className={count === 0 && !checked ? 'filter-value empty' : 'filter-value'}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={count === 0 && !checked}
                  onChange={(event) => onChange(value, event.target.checked)}
                />
                <bdi className="filter-label">{label}</bdi>{' '}
                <span className="filter-count">({toPersianDigits(count)})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function FilterFields({
  facets,
  filters,
  onChange,
}: {
  facets: FilterFacets;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}) {
  return (
    <>
      <label className="filter-value filter-stock">
        <input
          type="checkbox"
          checked={filters.inStock === true}
          onChange={(event) => onChange({ ...filters, inStock: event.target.checked ? true : undefined })}
        />
        <span>فقط کالاهای موجود</span>{' '}
        <span className="filter-count">({toPersianDigits(facets.inStock)})</span>
      </label>
      <RangeFields
        legend="قیمت"
        unit="تومان"
        bounds={facets.price}
        min={filters.minPrice}
        max={filters.maxPrice}
        onChange={(minPrice, maxPrice) =>
          onChange({
            ...filters,
            minPrice: minPrice && Math.round(minPrice),
            maxPrice: maxPrice && Math.round(maxPrice),
          })
        }
      />
      {facets.brands.length > 0 && (
        <ValueChecks
          legend="برند"
          values={facets.brands}
          chosen={filters.brandIds ?? []}
          onChange={(value, on) => onChange({ ...filters, brandIds: toggled(filters.brandIds, value, on) })}
        />
      )}
      {facets.attributes.map((facet) => {
        const current = filters.specs?.[facet._id];
        if (facet.kind === 'number' && facet.values.length === 0) {
          const range = current?.kind === 'range' ? current : undefined;
          return (
            <RangeFields
              key={facet._id}
              legend={facet.name}
              unit={facet.unit}
              bounds={facet.range}
              min={range?.min}
              max={range?.max}
              onChange={(min, max) =>
                onChange(
                  withSpecFilter(
                    filters,
                    facet._id,
                    min === undefined && max === undefined ? undefined : { kind: 'range', min, max },
                  ),
                )
              }
            />
          );
        }
        const chosen =
          current?.kind === 'options'
            ? current.optionIds
            : current?.kind === 'numbers'
              ? current.values.map(String)
              : current?.kind === 'boolean'
                ? [String(current.value)]
                : [];
        return (
          <ValueChecks
            key={facet._id}
            legend={facet.name}
            unit={facet.unit}
            values={facet.values}
            chosen={chosen}
            onChange={(value, on) => {
              const values = toggled(chosen, value, on);
              const filter: SpecFilter | undefined =
                values.length === 0
                  ? undefined
                  : facet.kind === 'number'
                    ? { kind: 'numbers', values: values.map(Number) }
                    : facet.kind === 'boolean'
                      ? // Both ticked is no filter at all.
                        values.length === 2
                        ? undefined
                        : { kind: 'boolean', value: values[0] === 'true' }
                      : { kind: 'options', optionIds: values };
              onChange(withSpecFilter(filters, facet._id, filter));
            }}
          />
        );
      })}
    </>
  );
}

/**
 * The filters of a listing. On a wide screen a side column whose every change applies at once; on a
 * phone a «فیلترها» button opening a bottom sheet, where changes wait for «نمایش N محصول» (with the
 * count the chosen filters would leave) or are dropped by closing it.
 */
export function FilterPanel({ place }: { place: FilterPlace }) {
  const { update } = useListParams();
  const applied = useChosenFilters();
  const [draft, setDraft] = useState<ListingFilters | null>(null);
  // A change applied at once shows at once, until the address it navigates to takes over.
  const appliedKey = JSON.stringify(filterParamsFrom(applied));
  const [pending, setPending] = useState<{ from: string; filters: ListingFilters } | null>(null);
  const shown = draft ?? (pending?.from === appliedKey ? pending.filters : applied);
  const facets = useFilterFacets({ ...place, ...filterParamsFrom(shown) });
  const sheetId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = draft !== null;

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  });

  function close() {
    setDraft(null);
    opener.current?.focus();
  }
  const commit = (next: ListingFilters) => {
    setPending({ from: appliedKey, filters: next });
    update(filterChanges(next));
  };
  const change = (next: ListingFilters) => (open ? setDraft(next) : commit(next));

  const data = facets.data;
  const inUse = countFilters(applied);
  if (!data || (data.total === 0 && inUse === 0 && data.price === null)) return null;
  const clear: ReactNode = countFilters(shown) > 0 && (
    <button type="button" className="text-button" onClick={() => change({})}>
      حذف فیلترها
    </button>
  );
  return (
    <aside className="filters" aria-label="فیلترها">
      <button
        ref={opener}
        type="button"
        className="button filters-open"
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setDraft(applied)}
      >
        فیلترها{inUse > 0 && ` (${toPersianDigits(inUse)})`}
      </button>
      {open && <div className="filters-backdrop" onClick={close} aria-hidden="true" />}
      <div
        id={sheetId}
        className={open ? 'filter-sheet open' : 'filter-sheet'}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={`${sheetId}-title`}
      >
        <div className="filter-sheet-head">
          <h2 id={`${sheetId}-title`} ref={heading} tabIndex={-1}>
            فیلترها
          </h2>
          {clear}
          {open && (
            <button type="button" className="filter-close" aria-label="بستن فیلترها" onClick={close}>
              ×
            </button>
          )}
        </div>
        <div className="filter-sheet-body">
          <FilterFields facets={data} filters={shown} onChange={change} />
        </div>
        {open && (
          <div className="filter-sheet-foot">
            <button
              type="button"
              className="button filter-apply"
              onClick={() => {
                commit(draft);
                close();
              }}
            >
              نمایش {toPersianDigits(facets.isPlaceholderData ? '…' : data.total)} محصول
            </button>
          </div>
        )}
      </div>
    </aside>
  );
}
