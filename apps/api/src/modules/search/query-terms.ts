import { isNumber, joinTyped, searchTokens, type TypedWord } from '@shop/persian';

/**
 * One thing the shopper asked for: a word, a number with its unit («۱۶ آمپر»), or a phrase a synonym
 * group knows («power bank»). It matches where any of its phrases does.
 */
export interface Term {
  /** Normalized phrases, any of which is this term (the typed one first). */
  phrases: string[];
  /** What the shopper typed for it, to name it when it is left out. */
  typed: string;
  /** Matched as the start of a word: the shopper is still typing it, or it is long enough to be a stem. */
  prefix: boolean;
  /**
   * A prefix only where the title (or a category's title) begins: a short word typed alone, which
   * completes the name of the thing («لام» → «لامپ …») but not any word it happens to begin («اتو»,
   * an iron, is not «کلید اتوماتیک»).
   */
  startsTitle?: boolean;
}

/** Normalized phrase → every phrase of its synonym group. */
export type SynonymIndex = Map<string, string[]>;

// More terms than this add nothing a shopper means and only cost time.
const MAX_TERMS = 8;
// A synonym phrase has at most this many words.
const MAX_PHRASE_WORDS = 4;
// A whole word of at least this many letters also matches as the start of a longer one («پاور» → «پاوربانک»);
// shorter ones only whole («اتو» never finds «اتوماتیک»).
const PREFIX_MIN_LENGTH = 4;
// The negating prefix («بی‌سیم», «بی‌صدا»): with the word after it, one word.
const NEGATION = 'بی';
// Plural endings the shopper may type or leave out (ZWNJ is a space by now, so «لامپ‌ها» arrives as two words).
const PLURAL_WORDS = new Set(['ها', 'های', 'هایی']);
const PLURAL_ENDING = /(?:هایی|های|ها)$/;
// Words that carry no meaning of their own in a product query.
const STOP_WORDS = new Set([
  'و',
  'با',
  'برای',
  'به',
  'از',
  'در',
  'را',
  'که',
  'یا',
  'the',
  'for',
  'and',
  'with',
  'of',
]);

/** The word without a plural ending, when one is there and something meaningful is left. */
function singular(word: string): string | undefined {
  const stem = word.replace(PLURAL_ENDING, '');
  if (stem !== word && stem.length >= 2) return stem;
  if (/^[a-z]{4,}s$/.test(word)) return word.slice(0, -1);
  return undefined;
}

const isUnit = (word: string | undefined) =>
  word !== undefined &&
  /^(?:میلیمتر|سانتیمتر|متر|امپر|میلیامپر|امپرساعت|میلیامپرساعت|وات|کیلووات|ولت|ولتامپر|اینچ|کیلوگرم)$/.test(
    word,
  );

/**
 * Reads a query as terms: normalized words, units bound to their numbers, synonym phrases (longest
 * first) expanded to their group, plurals matched with or without their ending. `dropdown` marks the
 * last term as still being typed.
 */
export function readQuery(text: string, synonyms: SynonymIndex, dropdown: boolean): Term[] {
  const words = searchTokens(text).filter((word) => !PLURAL_WORDS.has(word.text));
  const terms: Term[] = [];
  for (let i = 0; i < words.length && terms.length < MAX_TERMS;) {
    const [term, used] = readTerm(words, i, synonyms);
    if (!terms.some((other) => other.phrases[0] === term.phrases[0])) terms.push(term);
    i += used;
  }
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term.phrases[0]!));
  const kept = meaningful.length > 0 ? meaningful : terms;
  if (dropdown && kept.length > 0) {
    const last = kept[kept.length - 1]!;
    last.prefix = true;
    last.startsTitle = kept.length === 1 && isShortWord(last.phrases[0]!);
  }
  return kept;
}

/**
 * A word too short to stand for the start of any longer one: a model code (`sh2`, `ic6`) is typed by
 * its start, and so is a brand (matched by its names, see matchIn), but a short Persian word typed alone
 * may be a whole word of its own.
 */
const isShortWord = (phrase: string) => phrase.length < PREFIX_MIN_LENGTH && !/[a-z0-9]/.test(phrase);

function readTerm(words: TypedWord[], start: number, synonyms: SynonymIndex): [Term, number] {
  const word = words[start]!;
  const next = words[start + 1];
  if (isNumber(word.text) && isUnit(next?.text)) {
    const both = [word, next!];
    return [{ phrases: [`${word.text} ${next!.text}`], typed: joinTyped(both), prefix: false }, 2];
  }
  // «بی سیم» typed apart is the one word the text stores as «بیسیم» (wireless), not a wire.
  if (word.text === NEGATION && next && !isNumber(next.text)) {
    const joined = `${NEGATION}${next.text}`;
    return [
      {
        phrases: [...new Set([joined, `${NEGATION} ${next.text}`, ...(synonyms.get(joined) ?? [])])],
        typed: joinTyped([word, next]),
        prefix: joined.length >= PREFIX_MIN_LENGTH,
      },
      2,
    ];
  }
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length >= 1; length--) {
    const covered = words.slice(start, start + length);
    const phrase = covered.map((covered) => covered.text).join(' ');
    const stem = singular(covered[length - 1]!.text);
    const stemPhrase = stem && [...covered.slice(0, -1).map((covered) => covered.text), stem].join(' ');
    const group = synonyms.get(phrase) ?? (stemPhrase ? synonyms.get(stemPhrase) : undefined);
    if (group || length === 1) {
      const phrases = [phrase, ...(stemPhrase ? [stemPhrase] : []), ...(group ?? [])];
      return [
        {
          phrases: [...new Set(phrases)],
          typed: joinTyped(covered),
          prefix: length === 1 && !isNumber(phrase) && phrase.length >= PREFIX_MIN_LENGTH,
        },
        length,
      ];
    }
  }
  throw new Error('unreachable: a one-word phrase always makes a term');
}
