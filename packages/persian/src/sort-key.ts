import { toPersianLetters } from './normalize';
// Persian alphabetical order. Unicode puts پ چ ژ گ after every Arabic letter, so a plain byte-order
// sort misplaces them; this key maps each letter to its rank so the database can sort with "C" collation.
const PERSIAN_ALPHABET = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
const RANK_BASE = 0x4e00; // ranks are written as CJK code points, which sort after Latin letters and digits

/** A key whose code-point order is Persian alphabetical order (letters first by the alphabet, then the rest). */
export function persianSortKey(text: string): string {
  let key = '';
  for (const char of toPersianLetters(text.normalize('NFC'))) {
    const rank = PERSIAN_ALPHABET.indexOf(char);
    key += rank >= 0 ? String.fromCodePoint(RANK_BASE + rank) : char.toLowerCase();
  }
  return key;
}
