import { and, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { EXCERPT_LENGTH } from '../catalog/derived-fields';
import type { ListItemRow } from '../catalog/serialize';
import type { Term } from './query-terms';
import { termPatterns } from './term-patterns';

/** A matching product as the list-item serializer reads it, with the count of all matches. */
export type ProductHit = Omit<ListItemRow, 'createdAt'> & {
  createdAt: Date | string;
  total: number;
  /** How many terms the product's title or category holds. */
  heading_score: number;
};

// Raw SQL (the ranking and the planner settings need it) written to the shape of the catalog's list items.
const PRODUCT_COLUMNS = sql`p.id, p.title, p.price::float8 AS "price", p.original_price::float8 AS "originalPrice",
  p.stock, p.image, p.category_id AS "categoryId", p.created_at AS "createdAt",
  left(p.description_text, ${EXCERPT_LENGTH + 1}) AS "textStart", p.search_title, p.search_text`;

// Beyond this many estimated matches, ranking every match would read a large share of the catalog;
// the search then ranks a window of this many first matches found instead (see findProducts).
const EXACT_RANKING_LIMIT = 2000;
const RANKING_WINDOW = 200;

/** A term as SQL: the term's patterns and the categories whose title it matches. */
export interface TermMatch {
  term: Term;
  /** Ids of the categories whose title matches the term (a product in one matches it by its heading). */
  categoryIds: string[];
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

/** In the title, or the product is in a category whose title holds the term. */
function inHeading({ term, categoryIds }: TermMatch): SQL {
  const inTitle = sql`p.search_title ~ ${termPatterns.heading(term)}`;
  if (categoryIds.length === 0) return inTitle;
  return sql`(${inTitle} OR p.category_id IN (${sql.join(
    categoryIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** Anywhere in the search text (title, category, description), as a whole word. */
const asWholeWord = ({ term }: TermMatch) => sql`p.search_text ~ ${termPatterns.wholeWord(term)}`;

/**
 * A product matches when every term is in its heading (title or category, from the start of a word),
 * or when every term is somewhere in its text as a whole word: a description alone never matches on a
 * fragment of a word.
 */
function matchCondition(terms: TermMatch[]): SQL {
  return or(and(...terms.map(inHeading)), and(...terms.map(asWholeWord)))!;
}

/** The planner's own estimate of how many rows a condition matches (planning only, no execution). */
async function estimateRows(db: Database, condition: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM products p WHERE ${condition}`,
  );
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

export interface ProductSearch {
  hits: ProductHit[];
  /** Every match, or an estimate when the query matches too much of the catalog to count quickly. */
  total: number;
  totalIsEstimate: boolean;
}

/**
 * Matching products, best first: terms found in the heading (title or category), then in the title,
 * then the title holding them in the order typed, then found exactly as typed, then in stock, then the trigram similarity of the title to
 * the query.
 *
 * A rare query is ranked in full through the trigram indexes. A common one (a word in a large share
 * of the catalog) would make that read most of the table, so the first matches found by a scan that
 * stops early form a window, the window is ranked, and the total is the planner's estimate.
 */
export async function findProducts(
  db: Database,
  query: { terms: TermMatch[]; phrase: string; limit: number; offset: number },
): Promise<ProductSearch> {
  const { terms, phrase } = query;
  const condition = matchCondition(terms);
  const estimate = await estimateRows(db, condition);
  const scores = sql`${sum(terms.map((term) => sql`(${inHeading(term)})::int`))} AS heading_score,
    ${sum(terms.map(({ term }) => sql`(p.search_title ~ ${termPatterns.heading(term)})::int`))} AS title_score,
    (p.search_title ~ ${termPatterns.sequence(terms.map(({ term }) => term))})::int AS sequence_score,
    ${sum(terms.map(({ term }) => sql`(p.search_title ~ ${termPatterns.exact(term)})::int`))} AS exact_score`;
  const tiers = sql`heading_score DESC, title_score DESC, sequence_score DESC, exact_score DESC, (stock > 0) DESC`;
  const ranking = sql`${tiers}, similarity(search_title, ${phrase}) DESC, id`;
  const window = Math.max(RANKING_WINDOW, 2 * (query.offset + query.limit));

  if (estimate <= EXACT_RANKING_LIMIT) {
    // Trigram similarity is the costly part of ranking, so it orders only the best rows of each tier:
    // among titles holding the same words, the shortest are the most similar.
    const hits = await queryRows<ProductHit>(
      db,
      sql`SELECT * FROM (
            SELECT * FROM (
              SELECT ${PRODUCT_COLUMNS}, ${scores}, count(*) OVER ()::int AS total FROM products p WHERE ${condition}
            ) AS p ORDER BY ${tiers}, length(search_title), id LIMIT ${window}
          ) AS p
          ORDER BY ${ranking} LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
    return { hits, total: hits[0]?.total ?? 0, totalIsEstimate: false };
  }

  const hits = await db.transaction(async (tx) => {
    // A plain scan with a LIMIT stops as soon as the window is full: cheap exactly when matches are common.
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return queryRows<ProductHit>(
      tx as unknown as Database,
      sql`SELECT p.*, count(*) OVER ()::int AS total
          FROM (SELECT ${PRODUCT_COLUMNS}, ${scores} FROM products p WHERE ${condition} LIMIT ${window}) AS p
          ORDER BY ${ranking} LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
  const found = hits[0]?.total ?? 0;
  // A window that did not fill up holds every match: then the count is exact after all.
  return found < window
    ? { hits, total: found, totalIsEstimate: false }
    : { hits, total: Math.max(Math.round(estimate), found), totalIsEstimate: true };
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
  query: { phrase: string; limit: number; offset: number },
): Promise<ProductSearch> {
  const hits = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${SIMILAR_TITLE_THRESHOLD}, true)`,
    );
    return queryRows<ProductHit>(
      tx as unknown as Database,
      sql`SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total
          FROM products p
          WHERE ${query.phrase} <<% p.search_title
          ORDER BY strict_word_similarity(${query.phrase}, p.search_title) DESC, (p.stock > 0) DESC, p.id
          LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
  return { hits, total: hits[0]?.total ?? 0, totalIsEstimate: false };
}
