export { toLatinDigits, toPersianDigits } from './digits';
export { parseIranMobile, maskPhone, leftToRight, INVALID_PHONE_MESSAGE } from './phone';
export { parseToman, formatNumber, formatToman, MAX_TOMAN } from './money';
export { parseDecimal, formatDecimal, MAX_DECIMAL } from './decimal';
export {
  normalizeForSearch,
  searchTokens,
  searchWords,
  searchWordSpans,
  toPersianLetters,
  type WordSpan,
  SEARCH_NORMALIZATION_VERSION,
} from './normalize';
export { isNumber, joinTyped, type TypedWord } from './units';
export { persianSortKey } from './sort-key';
export { latinRuns, type TextRun } from './latin-runs';
export { specText, type SpecRow } from './spec-text';
export { jalaliToIsoDay } from './jalali';
