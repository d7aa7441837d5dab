import { SEARCH_MAX_QUERY_LENGTH, type SearchResponse } from '@shop/contracts';
import { normalizeForSearch } from '@shop/persian';
import type { Database } from '../../db/client';
import { toCategory, toListItem } from '../catalog/serialize';
import { findCategories, findProducts, findSimilarProducts, type ProductHit } from './search-queries';
import { correctSpelling } from './spelling';

// More words than this add nothing a shopper means and only cost time.
const MAX_WORDS = 8;

export interface SearchRequest {
  text: string;
  page: number;
  pageSize: number;
}

/**
 * The search story: normalize what was typed; find products holding every word; when nothing
 * matches, correct the misspelt words ("did you mean") and search for the correction, or at least
 * for titles that look alike.
 */
export async function searchCatalog(db: Database, request: SearchRequest): Promise<SearchResponse> {
  const { page, pageSize } = request;
  const phrase = normalizeForSearch(request.text.slice(0, SEARCH_MAX_QUERY_LENGTH));
  const words = [...new Set(phrase.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  const empty = {
    products: [],
    categories: [],
    total: 0,
    totalIsEstimate: false,
    page,
    pageSize,
    suggestion: null,
  };
  if (words.length === 0) return empty;

  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  let found = await findProducts(db, { words, phrase, ...window });
  let categories = await findCategories(db, words);
  let suggestion: string | null = null;

  if (found.total === 0 && categories.length === 0 && page === 1) {
    const correction = await correctSpelling(db, words);
    if (correction) {
      const corrected = correction.split(' ');
      found = await findProducts(db, { words: corrected, phrase: correction, ...window });
      categories = await findCategories(db, corrected);
      // A correction is worth suggesting only when it finds something.
      if (found.total > 0 || categories.length > 0) suggestion = correction;
    }
    if (found.total === 0) found = await findSimilarProducts(db, { phrase, ...window });
  }

  return {
    ...empty,
    products: found.hits.map(toFoundItem),
    categories: categories.map(toCategory),
    total: found.total,
    totalIsEstimate: found.totalIsEstimate,
    suggestion,
  };
}

const toFoundItem = (hit: ProductHit) => toListItem({ ...hit, createdAt: new Date(hit.createdAt) });
