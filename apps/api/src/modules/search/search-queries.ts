import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

export interface ProductHit {
  id: string;
  title: string;
  price: number;
  original_price: number | null;
  stock: number;
  image: string;
  category_id: string | null;
  created_at: Date | string;
  description_text: string;
  total: number;
}

export interface CategoryHit {
  id: string;
  title: string;
  description: string;
  image: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const PRODUCT_COLUMNS = sql`p.id, p.title, p.price::float8 AS price, p.original_price::float8 AS original_price, p.stock,
  p.image, p.category_id, p.created_at, p.description_text, count(*) OVER ()::int AS total`;

/** `%word%` for LIKE, with LIKE's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const containsWord = (word: string) => `% ${word.replace(/[\\%_]/g, '\\$&')} %`;

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

/**
 * Products where every word is part of the search text (or the whole query, spaces ignored, is part of
 * the compact text), best first: title matches, then whole-word matches, then in stock, then the
 * trigram similarity of the title to the query.
 */
export async function findProducts(
  db: Database,
  query: { words: string[]; phrase: string; limit: number; offset: number },
): Promise<ProductHit[]> {
  const { words, phrase } = query;
  const everyWord = sql.join(
    words.map((word) => sql`p.search_text LIKE ${contains(word)}`),
    sql` AND `,
  );
  const compact = phrase.replace(/ /g, '');
  const titleMatches = sum(words.map((word) => sql`(p.search_title LIKE ${contains(word)})::int`));
  const wholeWordMatches = sum(words.map((word) => sql`((' ' || p.search_text || ' ') LIKE ${containsWord(word)})::int`));
  return queryRows<ProductHit>(
    db,
    sql`SELECT ${PRODUCT_COLUMNS}
        FROM products p
        WHERE (${everyWord}) OR p.search_compact LIKE ${contains(compact)}
        ORDER BY ${titleMatches} DESC, ${wholeWordMatches} DESC, (p.stock > 0) DESC,
                 similarity(p.search_title, ${phrase}) DESC, p.id
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
}

/** Typo tolerance: products whose titles hold something close to the query, by trigram word similarity. */
export async function findSimilarProducts(
  db: Database,
  query: { phrase: string; limit: number; offset: number },
): Promise<ProductHit[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
    return queryRows<ProductHit>(
      tx as unknown as Database,
      sql`SELECT ${PRODUCT_COLUMNS}
          FROM products p
          WHERE ${query.phrase} <% p.search_title
          ORDER BY word_similarity(${query.phrase}, p.search_title) DESC, (p.stock > 0) DESC, p.id
          LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
  });
}

/** Categories whose title holds every word. */
export async function findCategories(db: Database, words: string[]): Promise<CategoryHit[]> {
  const everyWord = sql.join(
    words.map((word) => sql`c.search_text LIKE ${contains(word)}`),
    sql` AND `,
  );
  return queryRows<CategoryHit>(
    db,
    sql`SELECT c.id, c.title, c.description, c.image, c.created_at, c.updated_at
        FROM categories c WHERE ${everyWord}
        ORDER BY length(c.title), c.id LIMIT 20`,
  );
}
