import { toLatinDigits } from './digits';

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

/**
 * The one normalization applied to stored text and to queries alike, so that what a shopper types on
 * any keyboard meets what the shop wrote: Arabic letter forms become Persian, diacritics and tatweel
 * go, digits become Latin, Latin is lower-cased, punctuation and zero-width characters become spaces.
 */
export function normalizeForSearch(text: string): string {
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

/** The normalized words of a text, for matching word by word. */
export function searchWords(text: string): string[] {
  const normalized = normalizeForSearch(text);
  return normalized ? normalized.split(' ') : [];
}
