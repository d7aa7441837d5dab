import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** Every word of every product title, with how many titles use it. */
type Vocabulary = Map<string, number>;

// Letters Persian writes alike-sounding (ت/ط, س/ص/ث, ز/ذ/ض/ظ, ه/ح, ق/غ): swapping them is the most
// common misspelling, so it costs half an edit.
const HOMOPHONES = ['تط', 'سصث', 'زذضظ', 'هح', 'قغ'];
const homophoneGroup = new Map([...HOMOPHONES.entries()].flatMap(([group, letters]) => [...letters].map((l) => [l, group])));

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  const group = homophoneGroup.get(a);
  return group !== undefined && group === homophoneGroup.get(b) ? 0.5 : 1;
}

/** Edit distance with adjacent transpositions (optimal string alignment), homophones costing half. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[a.length]![b.length]!;
}

const cache = new WeakMap<Database, { version: string; vocabulary: Vocabulary }>();

/**
 * The title vocabulary, rebuilt only when the catalog changed (product count or newest update moved).
 * It is read only on the "nothing matched" path, so ordinary searches never pay for it.
 */
async function titleVocabulary(db: Database): Promise<Vocabulary> {
  const [state] = await queryRows<{ version: string }>(
    db,
    sql`SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') AS version FROM products`,
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
  const vocabulary: Vocabulary = new Map(rows.map((row) => [row.word, row.uses]));
  cache.set(db, { version, vocabulary });
  return vocabulary;
}

/** The closest title word within one edit (two for words longer than four letters), most used first. */
function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const allowed = word.length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; uses: number } | undefined;
  for (const [candidate, uses] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
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
  const titleWords = [...vocabulary.keys()];
  const corrected = words.map((word) => {
    if (/^[\d.]+$/.test(word) || titleWords.some((titleWord) => titleWord.includes(word))) return word;
    return closestWord(word, vocabulary) ?? word;
  });
  const suggestion = corrected.join(' ');
  return suggestion === words.join(' ') ? null : suggestion;
}
