import type { SearchResponse } from '@shop/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersions } from '../../db/content-version';
import { brands, categories, searchSynonyms, type CategoryRow } from '../../db/schema';
import type { SynonymIndex } from './query-terms';

// Answers kept per catalog version: enough for the queries shoppers repeat, small in memory.
const ANSWER_CACHE_SIZE = 500;

/** What the search reads about the catalog besides products, and its answers, for one catalog version. */
export interface CatalogSnapshot {
  version: number;
  synonyms: SynonymIndex;
  /** Every category, menu order (the catch-all last). */
  categories: CategoryRow[];
  /** Every brand's names as search reads them. */
  brands: BrandNames[];
  /** Answers (made or being made) by normalized query; dropped with the snapshot when the catalog changes. */
  answers: Map<string, Promise<SearchResponse>>;
  /** Per-version values computed on first use (the vocabulary). */
  memo: Map<string, Promise<unknown>>;
}

/** A brand's id and its two names, normalized. */
export interface BrandNames {
  id: string;
  names: string[];
}

const snapshots = new WeakMap<Database, CatalogSnapshot>();

/**
 * The synonym groups, with each brand's Persian and Latin names as one more group: a shopper's «اشنایدر»
 * finds `Schneider` for every brand in the table, not only those an admin wrote a group for. A brand
 * name already in a group joins that group (its spelling variants stay).
 */
function synonymIndex(groups: string[][], brandNames: BrandNames[]): SynonymIndex {
  const synonyms: SynonymIndex = new Map();
  for (const terms of groups) for (const term of terms) synonyms.set(term, terms);
  for (const { names } of brandNames) {
    const joined = [...new Set(names.flatMap((name) => synonyms.get(name) ?? [name]))];
    for (const term of joined) synonyms.set(term, joined);
  }
  return synonyms;
}

/** The catalog version: triggers bump it on every write to products, categories and synonyms. */
async function catalogVersion(db: Database): Promise<number> {
  return (await contentVersions(db).current()).catalog;
}

/**
 * The snapshot for the catalog as it is now: one primary-key read when nothing was written since the
 * last search, so caching holds across processes (every process sees the same version row).
 */
export async function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const version = await catalogVersion(db);
  const cached = snapshots.get(db);
  if (cached?.version === version) return cached;
  const [synonymRows, brandRows, categoryRows] = await Promise.all([
    db.select({ terms: searchSynonyms.terms }).from(searchSynonyms),
    db.select({ id: brands.id, searchFa: brands.searchFa, searchEn: brands.searchEn }).from(brands),
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.catchAll), asc(categories.createdAt), asc(categories.id)),
  ]);
  const brandNames = brandRows.map((row) => ({ id: row.id, names: [row.searchFa, row.searchEn] }));
  const synonyms = synonymIndex(
    synonymRows.map((row) => row.terms),
    brandNames,
  );
  const snapshot = {
    version,
    synonyms,
    categories: categoryRows,
    brands: brandNames,
    answers: new Map(),
    memo: new Map(),
  };
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

/**
 * The answer for `key`, made by `search` when not kept: searches asking for the same answer while it is
 * being made wait for that one, so a burst of the same query costs one search. Least recently used
 * answers are dropped first; a failed search is not kept.
 */
export function rememberedAnswer(
  snapshot: CatalogSnapshot,
  key: string,
  search: () => Promise<SearchResponse>,
): Promise<SearchResponse> {
  let answer = snapshot.answers.get(key);
  if (answer) {
    // A hit moves to the end.
    snapshot.answers.delete(key);
  } else {
    answer = search();
    const made = answer;
    made.catch(() => snapshot.answers.get(key) === made && snapshot.answers.delete(key));
  }
  snapshot.answers.set(key, answer);
  if (snapshot.answers.size > ANSWER_CACHE_SIZE)
    snapshot.answers.delete(snapshot.answers.keys().next().value!);
  return answer;
}
