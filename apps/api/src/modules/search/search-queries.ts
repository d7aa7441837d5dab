import { and, asc, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { containsPattern, wholeWordPattern } from '../../db/like';
import { categories, type CategoryRow } from '../../db/schema';
import { EXCERPT_LENGTH } from '../catalog/derived-fields';
import type { ListItemRow } from '../catalog/serialize';

/** A matching product as the list-item serializer reads it, with the count of all matches. */
export type ProductHit = Omit<ListItemRow, 'createdAt'> & { createdAt: Date | string; total: number };

// Raw SQL (the ranking and the planner settings need it) written to the shape of the catalog's list items.
const PRODUCT_COLUMNS = sql`p.id, p.title, p.price::float8 AS "price", p.original_price::float8 AS "originalPrice",
  p.stock, p.image, p.category_id AS "categoryId", p.created_at AS "createdAt",
  left(p.description_text, ${EXCERPT_LENGTH + 1}) AS "textStart", p.search_title, p.search_text`;

// Beyond this many estimated matches, ranking every match would read a large share of the catalog;
// the search then ranks a window of this many first matches found instead (see findProducts).
const EXACT_RANKING_LIMIT = 2000;
const RANKING_WINDOW = 200;

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

function matchCondition(words: string[], phrase: string): SQL {
  const everyWord = sql.join(
    words.map((word) => sql`p.search_text LIKE ${containsPattern(word)}`),
    sql` AND `,
  );
  return sql`((${everyWord}) OR p.search_compact LIKE ${containsPattern(phrase.replace(/ /g, ''))})`;
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
 * Products where every word is part of the search text (or the whole query, spaces ignored, is part of
 * the compact text), best first: words found in the title, then words found whole in the title, then
 * in stock, then the trigram similarity of the title to the query.
 *
 * A rare query is ranked in full through the trigram indexes. A common one (a word in a large share
 * of the catalog) would make that read most of the table, so the first matches found by a scan that
 * stops early form a window, the window is ranked, and the total is the planner's estimate.
 */
export async function findProducts(
  db: Database,
  query: { words: string[]; phrase: string; limit: number; offset: number },
): Promise<ProductSearch> {
  const { words, phrase } = query;
  const condition = matchCondition(words, phrase);
  const estimate = await estimateRows(db, condition);
  const titleMatches = sum(words.map((word) => sql`(p.search_title LIKE ${containsPattern(word)})::int`));
  const wholeWordMatches = sum(
    words.map((word) => sql`((' ' || p.search_title || ' ') LIKE ${wholeWordPattern(word)})::int`),
  );
  const tiers = sql`${titleMatches} DESC, ${wholeWordMatches} DESC, (p.stock > 0) DESC`;
  const ranking = sql`${tiers}, similarity(p.search_title, ${phrase}) DESC, p.id`;
  const window = Math.max(RANKING_WINDOW, 2 * (query.offset + query.limit));

  if (estimate <= EXACT_RANKING_LIMIT) {
    // Trigram similarity is the costly part of ranking, so it orders only the best rows of each tier:
    // among titles holding the same words, the shortest are the most similar.
    const hits = await queryRows<ProductHit>(
      db,
      sql`SELECT * FROM (
            SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total FROM products p
            WHERE ${condition} ORDER BY ${tiers}, length(p.search_title), p.id LIMIT ${window}
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
          FROM (SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${condition} LIMIT ${window}) AS p
          ORDER BY ${ranking} LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
  const found = hits[0]?.total ?? 0;
  // A window that did not fill up holds every match: then the count is exact after all.
  return found < window
    ? { hits, total: found, totalIsEstimate: false }
    : { hits, total: Math.max(Math.round(estimate), found), totalIsEstimate: true };
}

/** Typo tolerance: products whose titles hold something close to the query, by trigram word similarity. */
export async function findSimilarProducts(
  db: Database,
  query: { phrase: string; limit: number; offset: number },
): Promise<ProductSearch> {
  const hits = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
    return queryRows<ProductHit>(
      tx as unknown as Database,
      sql`SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total
          FROM products p
          WHERE ${query.phrase} <% p.search_title
          ORDER BY word_similarity(${query.phrase}, p.search_title) DESC, (p.stock > 0) DESC, p.id
          LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
  return { hits, total: hits[0]?.total ?? 0, totalIsEstimate: false };
}

/** Categories whose title holds every word. */
export function findCategories(db: Database, words: string[]): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(...words.map((word) => sql`${categories.searchText} LIKE ${containsPattern(word)}`)))
    .orderBy(sql`length(${categories.title})`, asc(categories.id))
    .limit(20);
}
