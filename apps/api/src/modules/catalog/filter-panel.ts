import { listingFiltersOf, type FilterFacets, type FilterFacetsQuery } from '@shop/contracts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingFacets } from './product-facets';

/**
 * The products a search text matches, as a condition on `products`; undefined when the text asks for
 * nothing. The search module answers it (`matchingCondition`) and is handed in by whoever mounts the
 * panel: the search reads the catalog's filters, so the catalog never imports the search.
 */
export type TextMatch = (db: Database, text: string) => Promise<SQL | undefined>;

const NOTHING: FilterFacets = {
  total: 0,
  inStock: 0,
  price: null,
  brands: [],
  categories: [],
  attributes: [],
};

/** The filter panel of the shop, a category, a brand's page or a search's results. */
export async function filterPanel(
  db: Database,
  query: FilterFacetsQuery,
  matchText: TextMatch,
): Promise<FilterFacets> {
  const { categoryId, brandId, q, ...chosen } = query;
  const matching = q === undefined ? undefined : await matchText(db, q);
  if (q !== undefined && !matching) return NOTHING;
  return listingFacets(db, { categoryId, brandId, matching }, listingFiltersOf(chosen));
}
