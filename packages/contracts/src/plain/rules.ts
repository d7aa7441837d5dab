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
/** The search results offer the listings' orders after their own, best match first (the default). */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
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

/** A request list («لیست خرید») holds at most this many lines (an electrician's job is a few dozen). */
export const REQUEST_LIST_MAX_LINES = 100;

/** A brand's logo: a small picture, held to the category image's limit. */
export const BRAND_LOGO_MAX_BYTES = 5 * MEGABYTE;
export const BRAND_NAME_MAX_LENGTH = 60;

/**
 * What a specification holds: a number with a unit (cross-section in mm², current in A), one of a list
 * of values (trip curve B/C/D), yes or no, or free text.
 */
export const ATTRIBUTE_KINDS = ['number', 'option', 'boolean', 'text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];
/** How each kind is named in the admin's forms. */
export const ATTRIBUTE_KIND_LABELS: Record<AttributeKind, string> = {
  number: 'عدد با واحد',
  option: 'یکی از چند مقدار',
  boolean: 'بله / خیر',
  text: 'متن',
};
export const ATTRIBUTE_NAME_MAX_LENGTH = 60;
export const ATTRIBUTE_UNIT_MAX_LENGTH = 20;
export const ATTRIBUTE_OPTION_MAX_LENGTH = 60;
export const ATTRIBUTE_OPTIONS_MAX = 50;
export const ATTRIBUTES_PER_CATEGORY_MAX = 40;
export const SPEC_TEXT_MAX_LENGTH = 200;

/** Bulk price changes may round the new prices to the nearest of these (toman). */
export const PRICE_CHANGE_ROUNDINGS = [1000, 10000] as const;
/** The stock states a bulk price change can choose by (neither: both). */
export const PRICE_CHANGE_STOCK = ['in-stock', 'out-of-stock'] as const;
