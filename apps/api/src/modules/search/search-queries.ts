import { EXCERPT_LENGTH, type ProductSort, type SearchSort } from '@shop/contracts';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { ListItemRow } from '../catalog/serialize';
import type { Term } from './query-terms';
import { termPatterns, termQueries } from './term-patterns';

/** A matching product as the list-item serializer reads it, with the count of all matches. */
export type ProductHit = Omit<ListItemRow, 'createdAt'> & {
  createdAt: Date | string;
  total: number;
  /** How many terms the product's title or category holds. */
  heading_score: number;
  /** The title as search reads it (which terms it holds decides whether a snippet explains the match). */
  search_title: string;
};

// Raw SQL (the ranking and the planner settings need it) written to the shape of the catalog's list items.
const PRODUCT_COLUMNS = sql`p.id, p.title, p.price::float8 AS "price", p.original_price::float8 AS "originalPrice",
  p.stock, p.image, p.category_id AS "categoryId", p.created_at AS "createdAt", p.unit,
  p.unit_size AS "unitSize", p.variant_count AS "variantCount", left(p.description_text, ${EXCERPT_LENGTH + 1}) AS "textStart", p.search_title, p.search_text`;

// Beyond this many estimated matches, ranking every match would read a large share of the catalog;
// the search then ranks a window of this many first matches found instead (see findProducts).
const EXACT_RANKING_LIMIT = 2000;
const RANKING_WINDOW = 200;

/** A term as SQL: the term's patterns, the categories whose title it matches and the brands it names. */
export interface TermMatch {
  term: Term;
  /** Ids of the categories whose title matches the term (a product in one matches it by its heading). */
  categoryIds: string[];
  /** Ids of the brands the term names (a product of one matches it by its heading, title or not). */
  brandIds: string[];
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const inCategories = (categoryIds: string[]) => sql`p.category_id IN (${idList(categoryIds)})`;
const ofBrands = (brandIds: string[]) => sql`p.brand_id IN (${idList(brandIds)})`;

/**
 * The term's words looked up in a words column (GIN index), with the pattern checking the rows found
 * when the words alone say less than the pattern (see termQueries).
 */
function wordsMatch(
  term: Term,
  words: SQL,
  query: string,
  text: SQL,
  pattern: string,
  exact = termQueries.isExact(term),
): SQL {
  const lookup = sql`${words} @@ ${query}::tsquery`;
  // textregexeq is `~` written as a function, which no index answers: the planner would otherwise
  // also scan the title's trigram index for the pattern, and that finds most of the table for
  // patterns of short words (`tv`, «تی وی»).
  return exact ? lookup : sql`(${lookup} AND textregexeq(${text}, ${pattern}))`;
}

/** In the title, from the start of a word. */
const inTitle = (term: Term) =>
  wordsMatch(
    term,
    sql`p.title_words`,
    termQueries.heading(term),
    sql`p.search_title`,
    termPatterns.heading(term),
    termQueries.isExactHeading(term),
  );

/** In the title, or the product is in a category whose title holds the term, or of a brand it names. */
const inHeading = ({ term, categoryIds, brandIds }: TermMatch): SQL => {
  const alternatives = [
    inTitle(term),
    ...(categoryIds.length > 0 ? [inCategories(categoryIds)] : []),
    ...(brandIds.length > 0 ? [ofBrands(brandIds)] : []),
  ];
  return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` OR `)})`;
};

/** Anywhere in the search text (title, category, description), as a whole word. */
const asWholeWord = ({ term }: TermMatch) =>
  wordsMatch(
    term,
    sql`p.search_words`,
    termQueries.wholeWord(term),
    sql`p.search_text`,
    termPatterns.wholeWord(term),
  );

/** Exactly the word in the title, for ranking. */
const exactInTitle = (term: Term) =>
  wordsMatch(
    term,
    sql`p.title_words`,
    termQueries.exact(term),
    sql`p.search_title`,
    termPatterns.exact(term),
  );

/**
 * A product matches when every term is in its heading (title or category, from the start of a word),
 * or when every term is somewhere in its text as a whole word: a description alone never matches on a
 * fragment of a word.
 */
export function matchCondition(terms: TermMatch[]): SQL {
  return or(and(...terms.map(inHeading)), and(...terms.map(asWholeWord)))!;
}

type PlanNode = { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] };

/** The planner's plan for `query` (planning only, nothing runs). */
async function planOf(db: Database, query: SQL): Promise<PlanNode | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : undefined;
  return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0]?.Plan;
}

/**
 * Each branch's estimate from one plan of their UNION ALL: its Append's children, under whatever the
 * planner put above it (a Gather when it plans the scans in parallel). When the children do not match
 * the branches one to one (the planner dropped a branch it proved empty), each branch is planned alone.
 */
async function branchEstimates(db: Database, branches: SQL[]): Promise<number[]> {
  let node = await planOf(db, sql.join(branches, sql` UNION ALL `));
  while (node && node['Node Type'] !== 'Append' && node.Plans?.length === 1) node = node.Plans[0];
  const rows = (node?.Plans ?? []).map((child) => child['Plan Rows']);
  if (rows.length === branches.length) return rows;
  return Promise.all(branches.map(async (branch) => (await planOf(db, branch))?.['Plan Rows'] ?? 0));
}

/**
 * At most about how many products match, from the planner's estimates (planning only, no execution):
 * one EXPLAIN of a UNION ALL of the catalog and each word of each term alone. The planner's estimate
 * of the whole query multiplies the shares of its words as if they were independent, and words that go
 * together («لامپ LED», «۱۶ امپر») match far more than that. A query matches at most what its rarest
 * term matches, and a phrase what its rarest word matches.
 */
async function estimateRows(db: Database, terms: TermMatch[]): Promise<number> {
  const branches: SQL[] = [];
  const seen = new Map<string, number>();
  const branch = (condition: SQL, key: string) => {
    if (!seen.has(key)) {
      seen.set(key, branches.length);
      branches.push(sql`SELECT 1 FROM products p WHERE ${condition}`);
    }
    return seen.get(key)!;
  };
  branches.push(sql`SELECT 1 FROM products p`);
  const perTerm = terms.map(({ term, categoryIds, brandIds }) => ({
    phrases: termQueries
      .words(term)
      .map((words) =>
        words.map((word) =>
          branch(
            sql`p.title_words @@ ${word.heading}::tsquery OR p.search_words @@ ${word.wholeWord}::tsquery`,
            JSON.stringify(word),
          ),
        ),
      ),
    category: categoryIds.length > 0 ? branch(inCategories(categoryIds), categoryIds.join()) : undefined,
    brand: brandIds.length > 0 ? branch(ofBrands(brandIds), `brand ${brandIds.join()}`) : undefined,
  }));
  const rows = await branchEstimates(db, branches);
  return Math.min(
    rows[0]!,
    ...perTerm.map(
      ({ phrases, category, brand }) =>
        phrases.reduce((sum, words) => sum + Math.min(...words.map((index) => rows[index]!)), 0) +
        (category === undefined ? 0 : rows[category]!) +
        (brand === undefined ? 0 : rows[brand]!),
    ),
  );
}

// The listings' orders on the search's `p`, each ending with the id so pages keep one order; each matches
// an index of products (see product-queries.ts), which a common query's sorted search walks.
const ORDERS: Record<ProductSort, SQL> = {
  newest: sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`,
  'price-asc': sql`p.price, p.id`,
  'price-desc': sql`p.price DESC, p.id DESC`,
  name: sql`p.title_sort_key COLLATE "C", p.id`,
};

export interface ProductSearch {
  hits: ProductHit[];
  /** Every match, or an estimate when the query matches too much of the catalog to count quickly. */
  total: number;
  totalIsEstimate: boolean;
}

/**
 * Matching products, best first: terms found in the heading (title or category), then in the title,
 * then the title holding them in the order typed, then found exactly as typed, then in stock, then the
 * trigram similarity of the title to the query. With a listing's `sort`, in that order instead.
 *
 * The matches are found through the GIN indexes of the words columns. A rare query is ranked (or
 * sorted) in full. A common one (a word in a large share of the catalog, by the planner's estimate)
 * would make that read most of the table, so the first matches found form a window, the window is
 * ranked, and the total is the planner's estimate; sorted, it walks the order's index instead, where
 * common matches come soon. The full ranking reads at most EXACT_RANKING_LIMIT + 1 matches, so an
 * estimate far too low (words that often come together, «۱۶ آمپر») costs no more than that either.
 */
export async function findProducts(
  db: Database,
  query: {
    terms: TermMatch[];
    phrase: string;
    limit: number;
    offset: number;
    sort: SearchSort;
    /** The results page's filters, as a condition on `p`. */
    narrowing?: SQL;
  },
): Promise<ProductSearch> {
  const { terms, phrase, narrowing } = query;
  const condition = and(matchCondition(terms), narrowing)!;
  const estimate = await estimateRows(db, terms);
  const scores = sql`${sum(terms.map((term) => sql`(${inHeading(term)})::int`))} AS heading_score,
    ${sum(terms.map(({ term }) => sql`(${inTitle(term)})::int`))} AS title_score,
    (p.search_title ~ ${termPatterns.sequence(terms.map(({ term }) => term))})::int AS sequence_score,
    ${sum(terms.map(({ term }) => sql`(${exactInTitle(term)})::int`))} AS exact_score`;
  const tiers = sql`heading_score DESC, title_score DESC, sequence_score DESC, exact_score DESC, (stock > 0) DESC`;
  const sorted = query.sort === 'relevance' ? undefined : ORDERS[query.sort];
  // The window's rows carry the keys of the order they are sorted by (`price` and `id` they have).
  const columns = sql`${PRODUCT_COLUMNS}, ${scores}${sorted ? sql`, p.created_at, p.title_sort_key` : sql``}`;
  const window = Math.max(RANKING_WINDOW, 2 * (query.offset + query.limit));
  // How many matches are read: all of them (up to the limit) for the full ranking, else the window.
  // Filters may leave few of many matches, which the estimate cannot tell: those are ranked in full.
  const exact = estimate <= EXACT_RANKING_LIMIT || narrowing !== undefined;
  const scanned = exact ? EXACT_RANKING_LIMIT + 1 : window;
  // A common query in a listing's order walks that order's index.
  const walked = exact ? undefined : sorted;

  const hits = await db.transaction(async (tx) => {
    // The indexes find the matches, however many: a plain scan stopping when the window is full reads
    // few rows when matches are spread through the table, but most of it when they are not (a
    // category's products added together) or when the estimate was too high.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (walked) {
      return queryRows<ProductHit>(
        tx as unknown as Database,
        sql`SELECT ${PRODUCT_COLUMNS}, ${scores}, 0 AS total FROM products p WHERE ${condition}
            ORDER BY ${walked} LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
    }
    // Trigram similarity is the costly part of ranking, so it orders only the best rows of each tier:
    // among titles holding the same words, the shortest are the most similar.
    const windowOrder = sorted ?? sql`${tiers}, length(search_title), id`;
    const order = sorted ?? sql`${tiers}, similarity(search_title, ${phrase}) DESC, id`;
    return queryRows<ProductHit>(
      tx as unknown as Database,
      sql`SELECT * FROM (
            SELECT p.*, count(*) OVER ()::int AS total FROM (
              SELECT ${columns} FROM products p WHERE ${condition} LIMIT ${scanned}
            ) AS p ORDER BY ${windowOrder} LIMIT ${window}
          ) AS p
          ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
  if (walked) {
    const total = hits.length === 0 ? 0 : Math.max(Math.round(estimate), query.offset + hits.length);
    return { hits, total, totalIsEstimate: true };
  }
  const found = hits[0]?.total ?? 0;
  // A scan that did not reach its limit found every match: then the count is exact.
  if (found < scanned) return { hits, total: found, totalIsEstimate: false };
  return { hits, total: narrowing ? found : Math.max(Math.round(estimate), found), totalIsEstimate: true };
}

/** Whether any product holds the term at all (in its heading, or as a whole word anywhere). */
export async function termMatchesAnything(db: Database, term: TermMatch): Promise<boolean> {
  const rows = await db.transaction(async (tx) => {
    // A term that matches nothing would make a "first row" plan read the whole table; the trigram
    // indexes answer "none" at once.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return queryRows<{ found: boolean }>(
      tx as unknown as Database,
      sql`SELECT EXISTS (SELECT 1 FROM products p WHERE ${inHeading(term)} OR ${asWholeWord(term)}) AS found`,
    );
  });
  return rows[0]?.found ?? false;
}

// How alike a title must be to a query that matched nothing for the title to be shown anyway: high
// enough that sharing a few letters («اتو» and «اتوماتیک») never qualifies.
const SIMILAR_TITLE_THRESHOLD = '0.6';

/** Typo tolerance beyond the vocabulary: titles holding a run of words very close to the whole query. */
export async function findSimilarProducts(
  db: Database,
  query: { phrase: string; limit: number; offset: number; sort: SearchSort },
): Promise<ProductSearch> {
  const order =
    query.sort === 'relevance'
      ? sql`strict_word_similarity(${query.phrase}, p.search_title) DESC, (p.stock > 0) DESC, p.id`
      : ORDERS[query.sort];
  const hits = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${SIMILAR_TITLE_THRESHOLD}, true)`,
    );
    return queryRows<ProductHit>(
      tx as unknown as Database,
      sql`SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total
          FROM products p
          WHERE ${query.phrase} <<% p.search_title
          ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
  return { hits, total: hits[0]?.total ?? 0, totalIsEstimate: false };
}
