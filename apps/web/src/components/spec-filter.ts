import type { ListingFilters, SpecFilter } from '@shop/contracts/plain';

/** The filters with one attribute's filter replaced, or removed (`undefined`). */
export function withSpecFilter(
  filters: ListingFilters,
  attributeId: string,
  filter: SpecFilter | undefined,
): ListingFilters {
  const specs = { ...filters.specs };
  if (filter) specs[attributeId] = filter;
  else delete specs[attributeId];
  return { ...filters, specs };
}
