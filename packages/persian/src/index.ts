export { toLatinDigits, toPersianDigits } from './digits';
export { parseIranMobile, maskPhone, INVALID_PHONE_MESSAGE } from './phone';
export { parseToman, formatToman, MAX_TOMAN } from './money';
export { normalizeForSearch, searchWords, toPersianLetters } from './normalize';
export { persianSortKey } from './sort-key';
