import { z } from 'zod';
import { endpoint } from './endpoint';
import { categorySchema, productListItemSchema } from './entities';

export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SEARCH_DROPDOWN_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;

/** The search screen and the dropdown share one answer; the dropdown asks with `searchItem`. */
export const searchResponseSchema = z.object({
  products: z.array(productListItemSchema),
  categories: z.array(categorySchema),
  /** Every product that matches, across pages; an estimate when `totalIsEstimate` (very common queries). */
  total: z.number().int().nonnegative(),
  totalIsEstimate: z.boolean(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** "Did you mean": a corrected query when the typed one matched nothing as written. */
  suggestion: z.string().nullable(),
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
});

export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
};
