import type { Term } from './query-terms';

// Endings a whole word may carry in the text and still be the word asked for: plurals, the ezafe and
// adjective «ی», an English plural.
const ENDINGS = '(?:ها|های|هایی|ی|ای|یی|s)?';

// A measure word right after a number is that number's unit («۸ ساعت», «۱۲ وات»): a bare measure word
// never matches there, so «ساعت» (a watch) does not find every battery life in the spec sheets.
// Numbers with units are searched as a pair (`16 امپر`), which this does not affect. The check costs
// time on every row read, so only terms that are measure words carry it.
const MEASURE_WORDS = new Set([
  ...['ساعت', 'دقیقه', 'ثانیه', 'روز', 'ماه', 'سال', 'درجه', 'درصد', 'عدد', 'بار'],
  ...['میلیمتر', 'سانتیمتر', 'متر', 'امپر', 'میلیامپر', 'امپرساعت', 'میلیامپرساعت', 'وات', 'کیلووات'],
  ...['ولت', 'ولتامپر', 'اینچ', 'کیلوگرم'],
]);
const wordStart = (term: Term) =>
  term.phrases.some((phrase) => MEASURE_WORDS.has(phrase)) ? '(?:^| )(?<![0-9] )' : '(?:^| )';

const escapeRegex = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyPhrase = (term: Term) => `(?:${term.phrases.map(escapeRegex).join('|')})`;

/**
 * Regular expressions over normalized text (single spaces between words), written so that PostgreSQL
 * (`~`, through the trigram indexes) and JavaScript read them alike.
 */
export const termPatterns = {
  /** Title and category: from the start of a word; a prefix term may end inside it. */
  heading: (term: Term) => `${wordStart(term)}${anyPhrase(term)}${term.prefix ? '' : `${ENDINGS}(?: |$)`}`,
  /** Anywhere, description included: only as a whole word (endings allowed). */
  wholeWord: (term: Term) => `${wordStart(term)}${anyPhrase(term)}${ENDINGS}(?: |$)`,
  /** The terms one after another as typed (each as its first phrase), for ranking. */
  sequence: (terms: Term[]) => {
    const last = terms[terms.length - 1];
    const words = terms.map((term) => escapeRegex(term.phrases[0]!)).join(' ');
    return `(?:^| )${words}${last?.prefix ? '' : `${ENDINGS}(?: |$)`}`;
  },
  /** Exactly the word, for ranking. */
  exact: (term: Term) => `${wordStart(term)}${anyPhrase(term)}(?: |$)`,
};
