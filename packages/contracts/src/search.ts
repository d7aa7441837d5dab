import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { categorySchema, productListItemSchema } from './entities';
import { listingFilterFields } from './catalog';
import { SEARCH_SORTS } from './plain/rules';

export const SEARCH_DROPDOWN_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/**
 * Searches one client address may send: a burst of this many, then one more every
 * SEARCH_RATE_REFILL_SECONDS (120 a minute); beyond it the API answers 429 with `Retry-After`.
 */
export const SEARCH_RATE_BURST = 60;
export const SEARCH_RATE_REFILL_SECONDS = 0.5;

/**
 * Why a product matched when its title does not say: a stretch of its description with the words of
 * the query marked (`marked`), in order. Starts or ends with «…» where the description goes on.
 */
export const matchSnippetSchema = z.array(z.object({ text: z.string(), marked: z.boolean() }));
export type MatchSnippet = z.infer<typeof matchSnippetSchema>;

/** A product found by a search: a list item, with a snippet on the results page when it matched by its description. */
export const searchHitSchema = productListItemSchema.extend({ snippet: matchSnippetSchema.optional() });
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The search screen and the dropdown share one answer; the dropdown asks with `searchItem`. */
export const searchResponseSchema = z.object({
  products: z.array(searchHitSchema),
  /** Categories whose title holds the query (empty when nothing matches: no category is a hit then). */
  categories: z.array(categorySchema),
  /** Every product that matches, across pages; an estimate when `totalIsEstimate` (very common queries). */
  total: z.number().int().nonnegative(),
  totalIsEstimate: z.boolean(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** "Did you mean": a corrected query when the typed one matched nothing as written. */
  suggestion: z.string().nullable(),
  /**
   * Words of the query left out to find anything (as the shopper typed them), for «نتایج بدون …»;
   * empty when every word was used.
   */
  ignoredWords: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

const INVALID_QUERY = 'عبارت جستجو نامعتبر است';

export const searchQuerySchema = z.object({
  /** The spec's dropdown parameter. */
  searchItem: z.string({ error: INVALID_QUERY }).optional(),
  /** The results page's parameter. */
  q: z.string({ error: INVALID_QUERY }).optional(),
  page: z.coerce.number().int().positive().max(1000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .positive()
    .max(SEARCH_MAX_PAGE_SIZE)
    .catch(SEARCH_DROPDOWN_SIZE)
    .default(SEARCH_DROPDOWN_SIZE),
  /** The results page's order (the dropdown's is always the best match first). */
  sort: z.enum(SEARCH_SORTS, { error: 'ترتیب نمایش نامعتبر است' }).default('relevance'),
  /** The results page's filters: they narrow the products the query matches as typed. */
  ...listingFilterFields,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchEndpoints = defineEndpoints(apiRoutes.search, {
  search: {
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
});
