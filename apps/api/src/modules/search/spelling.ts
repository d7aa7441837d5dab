import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** The words of product titles: all of them, and those two titles or more share, by length. */
interface Vocabulary {
  /** Every title word, space-separated: a query word is part of some title word iff it is part of this. */
  allWords: string;
  /** Suggestions come from words at least two titles share, so one-off model numbers never crowd them out. */
  sharedByLength: Map<number, Array<{ word: string; uses: number }>>;
}

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
export function editDistance(a: string, b: string, limit = Infinity): number {
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

const cache = new WeakMap<Database, { version: string; vocabulary: Vocabulary }>();

/**
 * The title vocabulary, rebuilt only when a product was written since (the newest update moved; a
 * deleted product's words may linger, which only costs a suggestion that then finds nothing and is
 * dropped). It is read only on the "nothing matched" path, so ordinary searches never pay for it.
 */
async function titleVocabulary(db: Database): Promise<Vocabulary> {
  const [state] = await queryRows<{ version: string }>(
    db,
    sql`SELECT coalesce(max(updated_at)::text, '') AS version FROM products`,
  );
  const version = state?.version ?? '';
  const cached = cache.get(db);
  if (cached?.version === version) return cached.vocabulary;
  const rows = await queryRows<{ word: string; uses: number }>(
    db,
    sql`SELECT word, count(*)::int AS uses
        FROM (SELECT unnest(string_to_array(search_title, ' ')) AS word FROM products) AS title_words
        WHERE word <> '' GROUP BY word`,
  );
  const vocabulary: Vocabulary = {
    allWords: rows.map((row) => row.word).join(' '),
    sharedByLength: new Map(),
  };
  for (const { word, uses } of rows) {
    if (uses < 2) continue;
    const sameLength = vocabulary.sharedByLength.get(word.length) ?? [];
    sameLength.push({ word, uses });
    vocabulary.sharedByLength.set(word.length, sameLength);
  }
  cache.set(db, { version, vocabulary });
  return vocabulary;
}

/** The closest title word within one edit (two for words longer than four letters), most used first. */
function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const allowed = word.length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; uses: number } | undefined;
  for (let length = word.length - allowed; length <= word.length + allowed; length++) {
    for (const candidate of vocabulary.sharedByLength.get(length) ?? []) {
      const distance = editDistance(word, candidate.word, allowed);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && candidate.uses > best.uses)) {
        best = { ...candidate, distance };
      }
    }
  }
  return best?.word;
}

/**
 * "Did you mean": every word that no title holds (not even as part of a word) is replaced by the
 * closest title word. Numbers are left alone. Answers null when nothing changes.
 */
export async function correctSpelling(db: Database, words: string[]): Promise<string | null> {
  const vocabulary = await titleVocabulary(db);
  const corrected = words.map((word) => {
    if (/^[\d.]+$/.test(word) || vocabulary.allWords.includes(word)) return word;
    return closestWord(word, vocabulary) ?? word;
  });
  const suggestion = corrected.join(' ');
  return suggestion === words.join(' ') ? null : suggestion;
}
