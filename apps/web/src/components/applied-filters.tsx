import {
  filterParamsFrom,
  type FilterFacets,
  type FilterPlace,
  type ListingFilters,
  type SpecFilter,
} from '@shop/contracts/plain';
import { formatDecimal } from '@shop/persian';
import { useListParams } from '../lib/list-params';
import { useFilterFacets } from '../shell/api/get-filters';
import { withSpecFilter } from './spec-filter';
import { filterChanges, useChosenFilters } from './filter-panel';

interface FilterChip {
  key: string;
  label: string;
  without: ListingFilters;
}

const between = (min: number | undefined, max: number | undefined, unit: string | null) => {
  const ends = [
    min === undefined ? '' : `از ${formatDecimal(min)}`,
    max === undefined ? '' : `تا ${formatDecimal(max)}`,
  ];
  return [...ends, unit ?? ''].filter(Boolean).join(' ');
};

const withUnit = (value: string, unit: string | null) => (unit ? `${value} ${unit}` : value);

/** The chips of one attribute's filter: one per ticked value, one for a range. */
function specChips(filters: ListingFilters, attribute: FilterFacets['attributes'][number]): FilterChip[] {
  const filter = filters.specs?.[attribute._id];
  if (!filter) return [];
  const chip = (key: string, text: string, rest: SpecFilter | undefined): FilterChip => ({
    key: `spec:${attribute._id}:${key}`,
    label: `${attribute.name}: ${text}`,
    without: withSpecFilter(filters, attribute._id, rest),
  });
  const labelOf = (value: string) => attribute.values.find((known) => known.value === value)?.label;
  switch (filter.kind) {
    case 'range':
      return [chip('range', between(filter.min, filter.max, attribute.unit), undefined)];
    case 'boolean': {
      const label = labelOf(String(filter.value));
      return label ? [chip(label, label, undefined)] : [];
    }
    case 'numbers':
      return filter.values.map((value) => {
        const rest = filter.values.filter((other) => other !== value);
        return chip(
          String(value),
          withUnit(formatDecimal(value), attribute.unit),
          rest.length > 0 ? { kind: 'numbers', values: rest } : undefined,
        );
      });
    case 'options':
      return filter.optionIds.flatMap((id) => {
        const label = labelOf(id);
        const rest = filter.optionIds.filter((other) => other !== id);
        return label
          ? [chip(id, label, rest.length > 0 ? { kind: 'options', optionIds: rest } : undefined)]
          : [];
      });
  }
}

/**
 * The filters in use as chips, in the panel's order, named as the panel names them (a brand or a list
 * value the panel does not know, say from an edited link, has no chip: «حذف فیلترها» still removes it).
 */
function filterChips(filters: ListingFilters, facets: FilterFacets): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.inStock !== undefined) {
    chips.push({
      key: 'stock',
      label: filters.inStock ? 'فقط کالاهای موجود' : 'فقط کالاهای ناموجود',
      without: { ...filters, inStock: undefined },
    });
  }
  if (filters.minPrice || filters.maxPrice) {
    chips.push({
      key: 'price',
      label: `قیمت: ${between(filters.minPrice, filters.maxPrice, 'تومان')}`,
      without: { ...filters, minPrice: undefined, maxPrice: undefined },
    });
  }
  for (const id of filters.brandIds ?? []) {
    const brand = facets.brands.find((known) => known.value === id);
    if (!brand) continue;
    chips.push({
      key: `brand:${id}`,
      label: `برند: ${brand.label}`,
      without: { ...filters, brandIds: filters.brandIds!.filter((other) => other !== id) },
    });
  }
  for (const attribute of facets.attributes) chips.push(...specChips(filters, attribute));
  return chips;
}

/**
 * The filters in use above the results, each a chip that removes it (named from the panel's answer, the
 * same cached call), and «حذف همه» when there are several.
 */
export function AppliedFilters({ place }: { place: FilterPlace }) {
  const { update } = useListParams();
  const applied = useChosenFilters();
  const facets = useFilterFacets({ ...place, ...filterParamsFrom(applied) });
  const chips = facets.data ? filterChips(applied, facets.data) : [];
  if (chips.length === 0) return null;
  const change = (next: ListingFilters) => update(filterChanges(next));
  return (
    <ul className="chip-list filter-chips" aria-label="فیلترهای انتخاب‌شده">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="chip filter-chip"
            aria-label={`حذف فیلتر ${chip.label}`}
            onClick={() => change(chip.without)}
          >
            <bdi>{chip.label}</bdi>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="text-button" onClick={() => change({})}>
            حذف همه
          </button>
        </li>
      )}
    </ul>
  );
}
