import { listingFiltersOf, type FilterFacets, type FilterFacetsQuery } from '@shop/contracts';
import type { Database } from '../../db/client';
import { matchingCondition } from '../search/service';
import { listingFacets } from './product-facets';

const NOTHING: FilterFacets = { total: 0, inStock: 0, price: null, brands: [], attributes: [] };

/** The filter panel of the shop, a category, a brand's page or a search's results. */
export async function filterPanel(db: Database, query: FilterFacetsQuery): Promise<FilterFacets> {
  const { categoryId, brandId, q, ...chosen } = query;
  const matching = q === undefined ? undefined : await matchingCondition(db, q);
  if (q !== undefined && !matching) return NOTHING;
  return listingFacets(db, { categoryId, brandId, matching }, listingFiltersOf(chosen));
}
