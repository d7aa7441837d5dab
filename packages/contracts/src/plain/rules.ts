/** Rules both sides know: the forms show them as hints, the API enforces them. */

const MEGABYTE = 1024 * 1024;

/** Upload rules the forms show as hints and the API enforces. */
export const CATEGORY_IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * MEGABYTE;
export const PRODUCT_GALLERY_MAX = 12;
/** Judged by the file's content on the server; for the file picker's `accept`. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Whole toman, below 10^12 (as the API reads prices). */
export const MAX_PRICE = 999_999_999_999;

export const WEEK_DAYS = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const SEARCH_MAX_QUERY_LENGTH = 100;
