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
// Zero-width non-joiner and joiner, zero-width space, bidi marks, BOM.
const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// A decimal point between digits is kept (`2.5`, `۲/۵`, `۲٫۵` all read 2.5); a thousands separator is dropped.
const DECIMAL_POINT = /(\d)[./٫](?=\d)/g;
const THOUSANDS_SEPARATOR = /(\d)[,٬](?=\d{3})/g;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}.]|(?<!\d)\.|\.(?!\d)/gu;

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
    .replace(ZERO_WIDTH, ' ')
    .replace(THOUSANDS_SEPARATOR, '$1')
    .replace(DECIMAL_POINT, '$1.')
    .replace(NOT_A_WORD_CHARACTER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Bumped whenever normalizeForSearch changes what it answers, so stored search text written by an
 * older version is rewritten (the API does it at start).
 */
export const SEARCH_NORMALIZATION_VERSION = '2-units';

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
