import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { memoized, type CatalogSnapshot } from './catalog-snapshot';

// Letters Persian writes alike-sounding (ت/ط, س/ص/ث, ز/ذ/ض/ظ, ه/ح, ق/غ): swapping them is the most
// common misspelling, so it costs half an edit.
const HOMOPHONES = ['تط', 'سصث', 'زذضظ', 'هح', 'قغ'];
const homophoneGroup: Record<string, number> = Object.fromEntries(
  HOMOPHONES.flatMap((letters, group) => [...letters].map((letter) => [letter, group])),
);

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  const group = homophoneGroup[a];
  return group !== undefined && group === homophoneGroup[b] ? 0.5 : 1;
}

// Three reusable rows: the suggestion path compares one word with thousands, so no allocation per pair.
let rows = [new Float64Array(32), new Float64Array(32), new Float64Array(32)];

/**
 * Edit distance with adjacent transpositions (optimal string alignment), homophones costing half.
 * Gives up early (answering Infinity) once every path costs more than `limit`.
 */
function editDistance(a: string, b: string, limit = Infinity): number {
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Float64Array(b.length * 2 + 1));
  let [twoAgo, previous, current] = rows as [Float64Array, Float64Array, Float64Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, twoAgo[j - 2]! + 1);
      current[j] = cost;
      if (cost < rowMinimum) rowMinimum = cost;
    }
    if (rowMinimum > limit) return Infinity;
    [twoAgo, previous, current] = [previous, current, twoAgo];
  }
  return previous[b.length]!;
}

/** The words of titles, category titles and synonyms: what a misspelt or run-together word may have meant. */
export interface Vocabulary {
  /** Every word, with the number of titles holding it (category and synonym words alone count a half). */
  uses: Map<string, number>;
  /** The words a correction may offer, by length. */
  suggestableByLength: Map<number, Array<{ word: string; uses: number }>>;
}

// A word in a single title is offered as a correction only when it is at least this long (and holds no
// digit): one-off model numbers and short fragments would otherwise attract every typo.
const SINGLE_TITLE_WORD_MIN_LENGTH = 5;

/**
 * The vocabulary of the catalog as it is in the snapshot (rebuilt after any catalog write). It is read
 * only when a query matched nothing as typed, so ordinary searches never pay for it.
 */
export function vocabulary(db: Database, snapshot: CatalogSnapshot): Promise<Vocabulary> {
  return memoized(snapshot, 'vocabulary', async () => {
    const rows = await queryRows<{ word: string; uses: number }>(
      db,
      sql`SELECT word, count(*)::int AS uses
          FROM (SELECT unnest(string_to_array(search_title, ' ')) AS word FROM products) AS title_words
          WHERE word <> '' GROUP BY word`,
    );
    const uses = new Map(rows.map((row) => [row.word, row.uses]));
    const suggestable = new Set(
      rows
        .filter(
          ({ word, uses }) => uses >= 2 || (word.length >= SINGLE_TITLE_WORD_MIN_LENGTH && !/\d/.test(word)),
        )
        .map((row) => row.word),
    );
    const namedWords = [
      ...snapshot.categories.flatMap((category) => category.searchText.split(' ')),
      ...[...snapshot.synonyms.keys()].flatMap((phrase) => phrase.split(' ')),
    ];
    for (const word of namedWords.filter(Boolean)) {
      // Named but in no title: found through its synonyms, so offered only when no title word is as close.
      uses.set(word, uses.get(word) ?? 0.5);
      suggestable.add(word);
    }
    const suggestableByLength = new Map<number, Array<{ word: string; uses: number }>>();
    for (const word of suggestable) {
      const sameLength = suggestableByLength.get(word.length) ?? [];
      sameLength.push({ word, uses: uses.get(word)! });
      suggestableByLength.set(word.length, sameLength);
    }
    return { uses, suggestableByLength };
  });
}

/**
 * How far a correction may be from the typed word: the shorter the word, the less room, so a short
 * word never turns into an unrelated one. Up to three letters only a same-sounding letter may change
 * («برغ» → «برق»).
 */
function allowedDistance(length: number): number {
  if (length <= 3) return 0.5;
  if (length <= 5) return 1;
  if (length <= 8) return 1.5;
  return 2;
}

/** The closest suggestable word within the allowed distance, most used first among equals. */
export function closestWord(
  word: string,
  vocabulary: Vocabulary,
): { word: string; distance: number } | undefined {
  if (/^[\d.]+$/.test(word)) return undefined;
  const allowed = allowedDistance(word.length);
  const reach = Math.floor(allowed);
  let best: { word: string; distance: number; uses: number } | undefined;
  for (let length = word.length - reach; length <= word.length + reach; length++) {
    for (const candidate of vocabulary.suggestableByLength.get(length) ?? []) {
      const distance = editDistance(word, candidate.word, allowed);
      if (distance > allowed || distance === 0) continue;
      if (!best || distance < best.distance || (distance === best.distance && candidate.uses > best.uses)) {
        best = { ...candidate, distance };
      }
    }
  }
  return best && { word: best.word, distance: best.distance };
}

/** A word written solid that the catalog writes as two words («مولتیمتر» → «مولتی متر»), if any. */
export function splitCompound(word: string, vocabulary: Vocabulary): string | undefined {
  let best: { phrase: string; uses: number } | undefined;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    const uses = Math.min(vocabulary.uses.get(head) ?? 0, vocabulary.uses.get(tail) ?? 0);
    if (uses > 0 && (!best || uses > best.uses)) best = { phrase: `${head} ${tail}`, uses };
  }
  return best?.phrase;
}

/** Two words the catalog writes as one («پاور بانک» → «پاوربانک»), if it does. */
export function joinCompound(first: string, second: string, vocabulary: Vocabulary): string | undefined {
  const joined = `${first}${second}`;
  return vocabulary.uses.has(joined) ? joined : undefined;
}
