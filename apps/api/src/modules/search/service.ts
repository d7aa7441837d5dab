import {
  listingFiltersOf,
  SEARCH_DROPDOWN_SIZE,
  SEARCH_MAX_QUERY_LENGTH,
  type ListingFilters,
  type MatchSnippet,
  type SearchHit,
  type SearchQuery,
  type SearchResponse,
  type SearchSort,
} from '@shop/contracts';
import { normalizeForSearch } from '@shop/persian';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type CategoryRow } from '../../db/schema';
import { isNarrowed, whereOf } from '../catalog/product-filters';
import { listProductsByCode } from '../catalog/product-queries';
import { toCategory, toListItem } from '../catalog/serialize';
import { catalogSnapshot, rememberedAnswer, type CatalogSnapshot } from './catalog-snapshot';
import { readQuery, type SynonymIndex, type Term } from './query-terms';
import {
  findProducts,
  matchCondition,
  findSimilarProducts,
  termMatchesAnything,
  type ProductHit,
  type ProductSearch,
  type TermMatch,
} from './search-queries';
import { matchSnippets } from './snippets';
import { closestWord, joinCompound, splitCompound, vocabulary, type Vocabulary } from './spelling';
import { termPatterns } from './term-patterns';

export interface SearchRequest {
  text: string;
  page: number;
  pageSize: number;
  /** The dropdown under the search box: the last word is still being typed. */
  dropdown: boolean;
  /** The results page's filters. */
  filters: ListingFilters;
  /** The results page's order; the dropdown's is always the best match first. */
  sort: SearchSort;
}

/** `?searchItem=` is the spec's dropdown (first page, at most 20 products); `?q=&page&pageSize` the results page. */
export function searchRequestOf(query: SearchQuery): SearchRequest {
  const dropdown = query.searchItem !== undefined && query.q === undefined;
  return {
    text: query.q ?? query.searchItem ?? '',
    page: dropdown ? 1 : query.page,
    pageSize: dropdown ? SEARCH_DROPDOWN_SIZE : query.pageSize,
    dropdown,
    filters: dropdown ? {} : listingFiltersOf(query),
    sort: dropdown ? 'relevance' : query.sort,
  };
}

interface Found {
  products: ProductSearch;
  terms: Term[];
  suggestion?: string;
  ignored?: Term;
}

/**
 * The search story: normalize what was typed and read it as terms (synonyms, units, plurals); find
 * products holding every term. When nothing matches, try in turn, stopping at the first that finds
 * something: words run together or split apart as the catalog writes them, a spelling correction
 * ("did you mean"), the query without its one unknown word (`ignoredWords`), titles very like the
 * query. When none is plausible, the answer is honest: no products and no categories.
 * Answers are cached per catalog version.
 */
export async function searchCatalog(db: Database, request: SearchRequest): Promise<SearchResponse> {
  const normalized = normalizeForSearch(request.text.slice(0, SEARCH_MAX_QUERY_LENGTH));
  if (!normalized) return emptyAnswer(request);
  const snapshot = await catalogSnapshot(db);
  const { dropdown, page, pageSize, filters, sort } = request;
  const key = JSON.stringify([normalized, dropdown, page, pageSize, filters, sort]);
  return rememberedAnswer(snapshot, key, () => answerSearch(db, snapshot, request));
}

const emptyAnswer = ({ page, pageSize }: SearchRequest): SearchResponse => ({
  products: [],
  categories: [],
  total: 0,
  totalIsEstimate: false,
  page,
  pageSize,
  suggestion: null,
  ignoredWords: [],
});

/** The answer as the database gives it now, without the answer cache (the benchmark times this). */
export async function answerSearch(
  db: Database,
  snapshot: CatalogSnapshot,
  request: SearchRequest,
): Promise<SearchResponse> {
  const { page, pageSize, dropdown, sort } = request;
  const text = request.text.slice(0, SEARCH_MAX_QUERY_LENGTH);
  const empty = emptyAnswer(request);
  const byCode = page === 1 && !isNarrowed(request.filters) ? await listProductsByCode(db, text) : [];
  if (byCode.length > 0) return { ...empty, products: byCode.slice(0, pageSize), total: byCode.length };
  const terms = readQuery(text, snapshot.synonyms, dropdown);
  if (terms.length === 0) return empty;
  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  const narrowing = narrowingOf(request.filters);
  const search = (searched: Term[], order = sort) =>
    findProducts(db, {
      terms: searched.map(matchIn(snapshot)),
      phrase: phraseOf(searched),
      ...window,
      sort: order,
      narrowing,
    });

  // Filters narrow the query as typed (the filter panel counts its matches), never a corrected one.
  const found = narrowing
    ? { products: await search(terms), terms }
    : await findBestEffort(db, snapshot, terms, search, { ...window, sort });
  if (!found) return empty;
  // The results page says why a product matched when its title does not; the dropdown shows titles.
  const snippets = dropdown
    ? new Map<string, MatchSnippet>()
    : await matchSnippets(db, found.products.hits, found.terms);
  return {
    ...empty,
    products: found.products.hits.map((hit) => toFoundItem(hit, snippets.get(hit.id))),
    categories: matchingCategories(snapshot, found.terms).map(toCategory),
    total: found.products.total,
    totalIsEstimate: found.products.totalIsEstimate,
    suggestion: found.suggestion ?? null,
    ignoredWords: found.ignored ? [found.ignored.typed] : [],
  };
}

/** The filters as a condition on the search's `p`, or undefined when the shopper chose none. */
function narrowingOf(filters: ListingFilters): SQL | undefined {
  if (!isNarrowed(filters) && filters.inStock === undefined) return undefined;
  return sql`p.id IN (SELECT ${products.id} FROM ${products} WHERE ${whereOf(filters)})`;
}

/**
 * The products a query matches as typed, as a condition on `products`: the results page's filter
 * panel counts within them. Undefined when the text asks for nothing.
 */
export async function matchingCondition(db: Database, text: string): Promise<SQL | undefined> {
  const typed = text.slice(0, SEARCH_MAX_QUERY_LENGTH);
  if (!normalizeForSearch(typed)) return undefined;
  const snapshot = await catalogSnapshot(db);
  const terms = readQuery(typed, snapshot.synonyms, false);
  if (terms.length === 0) return undefined;
  return sql`${products.id} IN (SELECT p.id FROM products p WHERE ${matchCondition(terms.map(matchIn(snapshot)))})`;
}

async function findBestEffort(
  db: Database,
  snapshot: CatalogSnapshot,
  terms: Term[],
  search: (terms: Term[], sort?: SearchSort) => Promise<ProductSearch>,
  window: { limit: number; offset: number; sort: SearchSort },
): Promise<Found | undefined> {
  const asTyped = await search(terms);
  if (asTyped.total > 0) return { products: asTyped, terms };

  // A correction or a word left out is judged by the best match; the products then come in the order asked.
  const judged = (searched: Term[]) => search(searched, 'relevance');
  const inOrder = async (found: Found | undefined): Promise<Found | undefined> =>
    found && window.sort !== 'relevance' ? { ...found, products: await search(found.terms) } : found;

  const matched = await Promise.all(terms.map((term) => termMatchesAnything(db, matchIn(snapshot)(term))));
  const unknown = terms.filter((_term, index) => !matched[index]);
  if (unknown.length > 0) {
    const words = await vocabulary(db, snapshot);
    const rejoined = rejoinCompounds(terms, unknown, words);
    const products = rejoined && (await search(rejoined));
    if (products && products.total > 0) return { products, terms: rejoined };

    const corrected = correctSpelling(terms, unknown, words, snapshot.synonyms);
    const correctedProducts = corrected && (await judged(corrected));
    if (correctedProducts && namesAll(correctedProducts, corrected!)) {
      return inOrder({ products: correctedProducts, terms: corrected!, suggestion: phraseOf(corrected!) });
    }
  }

  const relaxed = await leaveOneOut(terms, unknown, judged);
  if (relaxed) return inOrder(relaxed);

  const similar = await findSimilarProducts(db, { phrase: phraseOf(terms), ...window });
  if (similar.total > 0) return { products: similar, terms: [] };
  return undefined;
}

// Leaving a word out costs a search per try; a few tries cover what shoppers add (a colour, a size, a brand).
const MAX_LEAVE_OUT_TRIES = 3;

/**
 * The query without one word, when that finds products holding every other word in their title or
 * category: the unknown word if there is one, else the last words first (a colour or a size the
 * shop does not have). The first Persian word is never left out (see mayLeaveOut).
 */
async function leaveOneOut(
  terms: Term[],
  unknown: Term[],
  search: (terms: Term[]) => Promise<ProductSearch>,
): Promise<Found | undefined> {
  if (terms.length < 2 || unknown.length > 1) return undefined;
  const candidates = unknown.length === 1 ? unknown : [...terms].reverse();
  for (const ignored of candidates.filter((term) => mayLeaveOut(term, terms)).slice(0, MAX_LEAVE_OUT_TRIES)) {
    const rest = terms.filter((term) => term !== ignored);
    const products = await search(rest);
    if (namesAll(products, rest)) return { products, terms: rest, ignored };
  }
  return undefined;
}

/** Whether the best product holds every term in its title or category (not merely in a description). */
const namesAll = (products: ProductSearch, terms: Term[]) =>
  (products.hits[0]?.heading_score ?? 0) >= terms.length;

const phraseOf = (terms: Term[]) => terms.map((term) => term.phrases[0]).join(' ');

/**
 * A term with the categories whose title it matches and the brands it names: a brand by one of its
 * whole names (or the start of one, while the shopper is still typing it), never by a word inside one.
 */
const matchIn =
  (snapshot: CatalogSnapshot) =>
  (term: Term): TermMatch => {
    const pattern = new RegExp(termPatterns.heading(term));
    const categoryIds = snapshot.categories
      .filter((category) => pattern.test(category.searchText))
      .map((category) => category.id);
    const names = (name: string) =>
      term.phrases.some((phrase) => name === phrase || (term.prefix && name.startsWith(phrase)));
    const brandIds = snapshot.brands.filter((brand) => brand.names.some(names)).map((brand) => brand.id);
    return { term, categoryIds, brandIds };
  };

/** Categories whose title holds every term. */
function matchingCategories(snapshot: CatalogSnapshot, terms: Term[]): CategoryRow[] {
  if (terms.length === 0) return [];
  const patterns = terms.map((term) => new RegExp(termPatterns.heading(term)));
  return snapshot.categories.filter((category) =>
    patterns.every((pattern) => pattern.test(category.searchText)),
  );
}

/**
 * A Persian product query names the thing first and describes it after («ساعت هوشمند» is a watch):
 * without its first word, the rest would find other things, so a Persian first word is never left out.
 * Latin-script queries put the thing last (`xiaomi router`), and a brand or an adjective may go.
 */
function mayLeaveOut(term: Term, terms: Term[]): boolean {
  return term !== terms[0] || !/[\u0600-\u06FF]/.test(term.phrases[0]!);
}

/** Unknown words the catalog writes split («مولتیمتر») or joined («پاور بانک»), written its way. */
function rejoinCompounds(terms: Term[], unknown: Term[], words: Vocabulary): Term[] | undefined {
  const rewritten: Term[] = [];
  let changed = false;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    const next = terms[i + 1];
    const joined =
      next && (unknown.includes(term) || unknown.includes(next))
        ? joinCompound(term.phrases[0]!, next.phrases[0]!, words)
        : undefined;
    if (joined) {
      rewritten.push({ phrases: [joined], typed: `${term.typed} ${next!.typed}`, prefix: next!.prefix });
      changed = true;
      i += 1;
      continue;
    }
    const split = unknown.includes(term) ? splitCompound(term.phrases[0]!, words) : undefined;
    rewritten.push(split ? { ...term, phrases: [split] } : term);
    changed ||= Boolean(split);
  }
  return changed ? rewritten : undefined;
}

// When every word of a query needs correcting, the corrections together must stay this close: two
// unrelated words each a letter or two away from some title word («بخاری برقی») are not a typo.
const ALL_CORRECTED_MAX_DISTANCE = 1;

/** "Did you mean": each unknown word replaced by the closest catalog word, if every one has one. */
function correctSpelling(
  terms: Term[],
  unknown: Term[],
  words: Vocabulary,
  synonyms: SynonymIndex,
): Term[] | undefined {
  let distance = 0;
  const corrected: Term[] = [];
  for (const term of terms) {
    if (!unknown.includes(term)) {
      corrected.push(term);
      continue;
    }
    const closest = closestWord(term.phrases[0]!, words);
    if (!closest) return undefined;
    distance += closest.distance;
    corrected.push({
      ...term,
      phrases: [closest.word, ...(synonyms.get(closest.word) ?? [])],
      prefix: false,
    });
  }
  if (unknown.length === terms.length && terms.length > 1 && distance > ALL_CORRECTED_MAX_DISTANCE)
    return undefined;
  return corrected;
}

function toFoundItem(hit: ProductHit, snippet: MatchSnippet | undefined): SearchHit {
  const item = toListItem({ ...hit, createdAt: new Date(hit.createdAt) });
  return snippet ? { ...item, snippet } : item;
}
