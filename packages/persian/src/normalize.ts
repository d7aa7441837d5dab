import { toLatinDigits } from './digits';
import { foldUnits, type TypedWord } from './units';

const LETTER_VARIANTS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ۀ: 'ه',
  ة: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا',
  ؤ: 'و',
};
const LETTER_VARIANT_PATTERN = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'g');
// Arabic diacritics (harakat, tanwin, shadda, sukun, superscript alef) and tatweel.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
// «بی‌» joined to a word is its negation, one word: «بی‌سیم» (wireless) is not «سیم» (a wire). The query
// side reads «بی سیم» typed apart as that word too (query-terms.ts).
const NEGATED_WORD = /(^|[^\p{L}])بی\u200c(?=\p{L})/gu;
// Zero-width non-joiner and joiner, zero-width space, bidi marks, BOM.
const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// A decimal point between digits is kept (`2.5`, `۲/۵`, `۲٫۵` all read 2.5); a thousands separator is dropped.
const DECIMAL_POINT = /(\d)[./٫](?=\d)/g;
const THOUSANDS_SEPARATOR = /(\d)[,٬](?=\d{3})/g;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}.]|(?<!\d)\.|\.(?!\d)/gu;
// Persian words and numbers are never one word: «کابل۲/۵» is «کابل ۲.۵», «۳فاز» is «۳ فاز». Latin runs
// stay whole: `lc1d09m7` and `sh201` are model codes, and `16a` is read as a unit below.
const PERSIAN_THEN_DIGIT = /(\p{Script=Arabic})(?=\d)/gu;
const DIGIT_THEN_PERSIAN = /(\d)(?=\p{Script=Arabic})/gu;

/**
 * Arabic keyboards type ي ى and ك where Persian writes ی and ک; the words are the same. For text kept
 * as typed (names), this is the only folding wanted.
 */
export function toPersianLetters(text: string): string {
  return text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
}

/** Letters, digits and spaces only, every variant folded (see normalizeForSearch), units not yet read. */
function normalizeCharacters(text: string): string {
  return toLatinDigits(text)
    .normalize('NFC')
    .replace(LETTER_VARIANT_PATTERN, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(NEGATED_WORD, '$1بی')
    .replace(ZERO_WIDTH, ' ')
    .replace(THOUSANDS_SEPARATOR, '$1')
    .replace(DECIMAL_POINT, '$1.')
    .replace(PERSIAN_THEN_DIGIT, '$1 ')
    .replace(DIGIT_THEN_PERSIAN, '$1 ')
    .replace(NOT_A_WORD_CHARACTER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Bumped whenever normalizeForSearch changes what it answers, so stored search text written by an
 * older version is rewritten (the API does it at start).
 */
export const SEARCH_NORMALIZATION_VERSION = '3-digits-apart-negation';

/**
 * The one normalization applied to stored text and to queries alike, so that what a shopper types on
 * any keyboard meets what the shop wrote: Arabic letter forms become Persian, diacritics and tatweel
 * go, digits become Latin, Latin is lower-cased, punctuation and zero-width characters become spaces,
 * and unit spellings fold to one form with the number standing apart (`16A` reads «16 امپر»).
 */
export function normalizeForSearch(text: string): string {
  return searchTokens(text)
    .map((word) => word.text)
    .join(' ');
}

/**
 * The normalized words of a query, each with the word the shopper typed for it, so an answer can
 * name a dropped word as it was typed («نتایج بدون ۵ متری»).
 */
export function searchTokens(text: string): TypedWord[] {
  const words = text.split(/\s+/).flatMap((typed) => {
    const normalized = normalizeCharacters(typed);
    return normalized ? normalized.split(' ').map((word) => ({ text: word, typed })) : [];
  });
  return foldUnits(words);
}

/** The normalized words of a text, for matching word by word. */
export function searchWords(text: string): string[] {
  return searchTokens(text).map((word) => word.text);
}

/** A normalized word and where the text it came from lies in the original (`start` to `end`). */
export interface WordSpan {
  text: string;
  start: number;
  end: number;
}

/**
 * The normalized words of a text with their places in it, so that words matched in normalized form can
 * be marked in the text as written (a search result's snippet). A unit spelled in two words («میلی
 * متر») is one word spanning both.
 */
export function searchWordSpans(text: string): WordSpan[] {
  const chunks = [...text.matchAll(/\S+/g)];
  const words = chunks.flatMap((chunk, index) => {
    const normalized = normalizeCharacters(chunk[0]);
    return normalized ? normalized.split(' ').map((word) => ({ text: word, typed: String(index) })) : [];
  });
  return foldUnits(words).map((word) => {
    // joinTyped gives the chunks a folded word covers, in order: the first and the last matter.
    const covered = word.typed.split(' ').map(Number);
    const first = chunks[covered[0]!]!;
    const last = chunks[covered[covered.length - 1]!]!;
    // Punctuation around the chunk («متر،», «(۱۰») is not part of the word.
    const lead = /[\p{L}\p{N}]/u.exec(first[0]);
    const trail = /[\p{L}\p{N}][^\p{L}\p{N}]*$/u.exec(last[0]);
    return {
      text: word.text,
      start: first.index + (lead?.index ?? 0),
      end: last.index + (trail ? trail.index + 1 : last[0].length),
    };
  });
}
