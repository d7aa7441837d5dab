import {
  FILTER_PARAMS,
  filterParamsFrom,
  filtersOf,
  type FilterPlace,
  type ListingFilters,
} from '@shop/contracts/plain';
import { lazy, Suspense, type ReactNode } from 'react';
import { changedListParams, useListParams } from '../lib/list-params';
import { EmptyState } from './status';

/** The filters the URL names. */
export function useChosenFilters(): ListingFilters {
  const { params } = useListParams();
  return filtersOf(params);
}

/** How many filters are in use (the phone's button shows it). */
export function countFilters(filters: ListingFilters): number {
  return (
    (filters.brandIds?.length ?? 0) +
    (filters.minPrice || filters.maxPrice ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    Object.keys(filters.specs ?? {}).length
  );
}

/** The URL changes that leave `filters` in use (the others removed), back on the first page. */
export function filterChanges(filters: ListingFilters): Record<string, string | null> {
  const params = filterParamsFrom(filters);
  return Object.fromEntries(FILTER_PARAMS.map((name) => [name, params[name] ?? null]));
}

// The panel draws nothing until its counts come (the server does not count), so its code loads after
// the page's own; the chips of the filters in use come with it.
const filterSheet = () => import('./filter-sheet');
const FilterPanel = lazy(() => filterSheet().then((module) => ({ default: module.FilterPanel })));
const AppliedFilters = lazy(() => filterSheet().then((module) => ({ default: module.AppliedFilters })));

/** A listing with its filter panel beside it (above it, as a button, on a phone), the filters in use as chips over it. */
export function FilteredListing({ place, children }: { place: FilterPlace; children: ReactNode }) {
  const filtered = countFilters(useChosenFilters()) > 0;
  return (
    <div className="filtered-listing">
      <Suspense fallback={null}>
        <FilterPanel place={place} />
      </Suspense>
      <div className="filtered-results">
        {filtered && (
          <Suspense fallback={null}>
            <AppliedFilters place={place} />
          </Suspense>
        )}
        {children}
      </div>
    </div>
  );
}

/** What an empty listing says: with filters in use, that nothing matches them, and a way to drop them. */
export function ListingEmptyState(props: { message: string; linkTo: string; linkLabel: string }) {
  const { params } = useListParams();
  if (countFilters(useChosenFilters()) === 0) return <EmptyState {...props} />;
  return (
    <EmptyState
      message="محصولی با این فیلترها یافت نشد."
      linkTo={`?${changedListParams(params, filterChanges({}))}`}
      linkLabel="حذف فیلترها"
    />
  );
}
