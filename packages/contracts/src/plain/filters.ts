/**
 * Filters of a product listing as the page's URL and the API's query string both carry them, so a
 * filtered page is a shareable link and the server draws it from the same parameters:
 * - `brand=<id>,<id>`: any of these brands;
 * - `minPrice`, `maxPrice`: toman; `inStock=true` (or `false`: out of stock only);
 * - `spec=<attribute id>:<value>;<attribute id>:<value>`, each value `<option id>,<option id>` (any of
 *   these list values), `<number>,<number>` (any of these numbers: ticked values of an attribute with
 *   few), `<min>~<max>` (a number range, either end may be left out) or `true`/`false`.
 */
import { isId } from './ids';

/** At most this many brands or list values in one filter, and this many specification filters. */
export const MAX_FILTER_VALUES = 30;
export const MAX_SPEC_FILTERS = 12;

export type SpecFilter =
  | { kind: 'options'; optionIds: string[] }
  | { kind: 'numbers'; values: number[] }
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'boolean'; value: boolean };

/** Every filter of a listing; a filter not in use is left out. */
export interface ListingFilters {
  brandIds?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  specs?: Record<string, SpecFilter>;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Ids joined by commas, or undefined when any part is not an id (or there are too many). */
export function idListOf(value: string): string[] | undefined {
  const ids = value.split(',');
  return ids.length <= MAX_FILTER_VALUES && ids.every(isId) ? ids : undefined;
}

/** One attribute's value in `spec` read, or undefined when it is none of the three forms. */
export function parseSpecFilter(value: string): SpecFilter | undefined {
  if (value === 'true' || value === 'false') return { kind: 'boolean', value: value === 'true' };
  const range = value.split('~');
  if (range.length === 2) {
    const [min, max] = range as [string, string];
    if ((min && !NUMBER.test(min)) || (max && !NUMBER.test(max)) || (!min && !max)) return undefined;
    return { kind: 'range', ...(min ? { min: Number(min) } : {}), ...(max ? { max: Number(max) } : {}) };
  }
  const parts = value.split(',');
  if (parts.every((part) => NUMBER.test(part)))
    return parts.length <= MAX_FILTER_VALUES
      ? { kind: 'numbers', values: [...new Set(parts.map(Number))].sort((a, b) => a - b) }
      : undefined;
  const optionIds = idListOf(value);
  return optionIds ? { kind: 'options', optionIds } : undefined;
}

export function formatSpecFilter(filter: SpecFilter): string {
  switch (filter.kind) {
    case 'boolean':
      return String(filter.value);
    case 'range':
      return `${filter.min ?? ''}~${filter.max ?? ''}`;
    case 'options':
      return filter.optionIds.join(',');
    case 'numbers':
      return [...filter.values].sort((a, b) => a - b).join(',');
  }
}

const ENTRY = ':';
const ENTRIES = ';';

/** The `spec` parameter read: attribute id -> filter, or undefined when any part is unreadable. */
export function parseSpecParam(value: string): Record<string, SpecFilter> | undefined {
  const specs: Record<string, SpecFilter> = {};
  const entries = value.split(ENTRIES);
  if (entries.length > MAX_SPEC_FILTERS) return undefined;
  for (const entry of entries) {
    const [attributeId = '', written = '', ...rest] = entry.split(ENTRY);
    const filter = parseSpecFilter(written);
    if (!isId(attributeId) || !filter || rest.length > 0 || specs[attributeId]) return undefined;
    specs[attributeId] = filter;
  }
  return specs;
}

/** The `spec` parameter of some filters (sorted by attribute, so one view has one address), or '' for none. */
export const formatSpecParam = (specs: Record<string, SpecFilter>) =>
  Object.keys(specs)
    .sort()
    .map((attributeId) => `${attributeId}${ENTRY}${formatSpecFilter(specs[attributeId]!)}`)
    .join(ENTRIES);

export const FILTER_PARAMS = ['brand', 'minPrice', 'maxPrice', 'inStock', 'spec'] as const;
export interface FilterParams {
  brand?: string;
  minPrice?: string;
  maxPrice?: string;
  inStock?: 'true' | 'false';
  spec?: string;
}

const wholeToman = (value: unknown) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The filters a page's URL names, read; anything unreadable is left out (a hand-edited link still opens a page). */
export const filtersOf = (search: { get(name: string): string | null }): ListingFilters =>
  listingFiltersOf(Object.fromEntries(FILTER_PARAMS.map((name) => [name, search.get(name)])));

/** The filters a page's URL names, as the query string the API reads: only those in use, each in its one written form. */
export const filterParamsOf = (search: { get(name: string): string | null }): FilterParams =>
  filterParamsFrom(filtersOf(search));

/** Filters written as query parameters: only those in use. */
export function filterParamsFrom(filters: ListingFilters): FilterParams {
  const params: FilterParams = {};
  if (filters.brandIds?.length) params.brand = filters.brandIds.join(',');
  if (filters.minPrice) params.minPrice = String(filters.minPrice);
  if (filters.maxPrice) params.maxPrice = String(filters.maxPrice);
  if (filters.inStock !== undefined) params.inStock = filters.inStock ? 'true' : 'false';
  if (filters.specs && Object.keys(filters.specs).length > 0) params.spec = formatSpecParam(filters.specs);
  return params;
}

/** The filters of a listing's query string, read (the web's panel and the API read them alike). */
export function listingFiltersOf(
  params: Partial<Record<(typeof FILTER_PARAMS)[number], unknown>>,
): ListingFilters {
  const filters: ListingFilters = {};
  const brandIds = typeof params.brand === 'string' ? idListOf(params.brand) : undefined;
  if (brandIds) filters.brandIds = brandIds;
  const minPrice = wholeToman(params.minPrice);
  const maxPrice = wholeToman(params.maxPrice);
  if (minPrice) filters.minPrice = minPrice;
  if (maxPrice) filters.maxPrice = maxPrice;
  const inStock = String(params.inStock);
  if (inStock === 'true' || inStock === 'false') filters.inStock = inStock === 'true';
  const specs = typeof params.spec === 'string' && params.spec ? parseSpecParam(params.spec) : undefined;
  if (specs) filters.specs = specs;
  return filters;
}
