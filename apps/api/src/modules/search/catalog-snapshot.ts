import { OTHERS_CATEGORY_TITLE, type SearchResponse } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, searchState, searchSynonyms, type CategoryRow } from '../../db/schema';
import type { SynonymIndex } from './query-terms';

// Answers kept per catalog version: enough for the queries shoppers repeat, small in memory.
const ANSWER_CACHE_SIZE = 500;

/** What the search reads about the catalog besides products, and its answers, for one catalog version. */
export interface CatalogSnapshot {
  version: number;
  synonyms: SynonymIndex;
  /** Every category, menu order (`others` last). */
  categories: CategoryRow[];
  /** Answers by normalized query; dropped with the snapshot when the catalog changes. */
  answers: Map<string, SearchResponse>;
  /** Per-version values computed on first use (the vocabulary). */
  memo: Map<string, Promise<unknown>>;
}

const snapshots = new WeakMap<Database, CatalogSnapshot>();

/** The catalog version: triggers bump it on every write to products, categories and synonyms. */
export async function catalogVersion(db: Database): Promise<number> {
  const [state] = await db
    .select({ version: searchState.catalogVersion })
    .from(searchState)
    .where(eq(searchState.id, 1));
  return state?.version ?? 0;
}

/**
 * The snapshot for the catalog as it is now: one primary-key read when nothing was written since the
 * last search, so caching holds across processes (every process sees the same version row).
 */
export async function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const version = await catalogVersion(db);
  const cached = snapshots.get(db);
  if (cached?.version === version) return cached;
  const [synonymRows, categoryRows] = await Promise.all([
    db.select({ terms: searchSynonyms.terms }).from(searchSynonyms),
    db
      .select()
      .from(categories)
      .orderBy(
        sql`lower(${categories.title}) = ${OTHERS_CATEGORY_TITLE}`,
        asc(categories.createdAt),
        asc(categories.id),
      ),
  ]);
  const synonyms: SynonymIndex = new Map();
  for (const { terms } of synonymRows) for (const term of terms) synonyms.set(term, terms);
  const snapshot = { version, synonyms, categories: categoryRows, answers: new Map(), memo: new Map() };
  // A slower request may finish after a newer one: never replace a newer snapshot with an older one.
  if (!cached || cached.version < version) snapshots.set(db, snapshot);
  return snapshot;
}

/** A value computed once per catalog version. */
export function memoized<Value>(snapshot: CatalogSnapshot, key: string, compute: () => Promise<Value>) {
  let value = snapshot.memo.get(key) as Promise<Value> | undefined;
  if (!value) {
    value = compute();
    snapshot.memo.set(key, value);
    value.catch(() => snapshot.memo.delete(key));
  }
  return value;
}

export function cachedAnswer(snapshot: CatalogSnapshot, key: string): SearchResponse | undefined {
  const answer = snapshot.answers.get(key);
  if (answer) {
    // Least recently used goes first: a hit moves to the end.
    snapshot.answers.delete(key);
    snapshot.answers.set(key, answer);
  }
  return answer;
}

export function rememberAnswer(snapshot: CatalogSnapshot, key: string, answer: SearchResponse): void {
  snapshot.answers.set(key, answer);
  if (snapshot.answers.size > ANSWER_CACHE_SIZE) {
    snapshot.answers.delete(snapshot.answers.keys().next().value!);
  }
}
