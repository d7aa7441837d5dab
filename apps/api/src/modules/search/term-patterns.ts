import type { Term } from './query-terms';

// Endings a whole word may carry in the text and still be the word asked for: plurals, the ezafe and
// adjective «ی», an English plural.
const ENDING_LIST = ['ها', 'های', 'هایی', 'ی', 'ای', 'یی', 's'];
const ENDINGS = `(?:${ENDING_LIST.join('|')})?`;

// A measure word right after a number is that number's unit («۸ ساعت», «۱۲ وات»): a bare measure word
// never matches there, so «ساعت» (a watch) does not find every battery life in the spec sheets.
// Numbers with units are searched as a pair (`16 امپر`), which this does not affect. The check costs
// time on every row read, so only terms that are measure words carry it.
const MEASURE_WORDS = new Set([
  ...['ساعت', 'دقیقه', 'ثانیه', 'روز', 'ماه', 'سال', 'درجه', 'درصد', 'عدد', 'بار'],
  ...['میلیمتر', 'سانتیمتر', 'متر', 'امپر', 'میلیامپر', 'امپرساعت', 'میلیامپرساعت', 'وات', 'کیلووات'],
  ...['ولت', 'ولتامپر', 'اینچ', 'کیلوگرم'],
]);
const isMeasureTerm = (term: Term) => term.phrases.some((phrase) => MEASURE_WORDS.has(phrase));
const wordStart = (term: Term) => (isMeasureTerm(term) ? '(?:^| )(?<![0-9] )' : '(?:^| )');

const escapeRegex = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyPhrase = (term: Term) => `(?:${term.phrases.map(escapeRegex).join('|')})`;

/**
 * Regular expressions over normalized text (single spaces between words), written so that PostgreSQL
 * (`~`, through the trigram indexes) and JavaScript read them alike.
 */
export const termPatterns = {
  /**
   * Title and category: from the start of a word; a prefix term may end inside it, and a short word typed
   * alone only begins the title.
   */
  heading: (term: Term) =>
    `${term.startsTitle ? '^' : wordStart(term)}${anyPhrase(term)}${term.prefix ? '' : `${ENDINGS}(?: |$)`}`,
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

// The same matches as word lookups (tsquery over the `title_words` / `search_words` columns, whose
// lexemes are the words of the text exactly as written), which a GIN index answers without reading rows.

/** A word as a tsquery lexeme, quoted: taken as written, whatever its characters. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
type WordForm = 'prefix' | 'endings' | 'exact';

/** One word, as a prefix, with an ending, or exactly. */
function wordQuery(word: string, form: WordForm): string {
  if (form === 'prefix') return `${lexeme(word)}:*`;
  if (form === 'endings')
    return `(${['', ...ENDING_LIST].map((ending) => lexeme(word + ending)).join(' | ')})`;
  return lexeme(word);
}
const wordsOf = (phrase: string) => phrase.split(' ').filter(Boolean);
/** Every word of the phrase: the last one in the given form, the others exactly. */
const phraseQuery = (phrase: string, last: WordForm) => {
  const words = wordsOf(phrase);
  const parts = words.map((word, i) => wordQuery(word, i === words.length - 1 ? last : 'exact'));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`;
};
const termQuery = (term: Term, last: WordForm) =>
  `(${term.phrases.map((phrase) => phraseQuery(phrase, last)).join(' | ')})`;

/** A word of a phrase looked up in the title (as heading() would) and in the whole text. */
export interface WordLookup {
  heading: string;
  wholeWord: string;
}

/**
 * tsquery texts matching the words of the term's patterns: every row a pattern matches, and, when
 * `isExact(term)` holds, no other. A pattern can say more than a set of words: the words of a phrase
 * one after another, no number right before a measure word; such terms keep their pattern as a check
 * on the rows the words found.
 */
export const termQueries = {
  heading: (term: Term) => termQuery(term, term.prefix ? 'prefix' : 'endings'),
  wholeWord: (term: Term) => termQuery(term, 'endings'),
  exact: (term: Term) => termQuery(term, 'exact'),
  /** Whether the words alone match exactly what the patterns match. */
  isExact: (term: Term) => !isMeasureTerm(term) && term.phrases.every((phrase) => !phrase.includes(' ')),
  /** The same for heading(), where a term that only begins a title needs its pattern too. */
  isExactHeading: (term: Term) => termQueries.isExact(term) && !term.startsTitle,
  /** Each phrase as its words looked up one by one (to estimate how many rows hold each). */
  words: (term: Term): WordLookup[][] =>
    term.phrases.map((phrase) => {
      const words = wordsOf(phrase);
      return words.map((word, i) => {
        const last = i === words.length - 1;
        return {
          heading: wordQuery(word, !last ? 'exact' : term.prefix ? 'prefix' : 'endings'),
          wholeWord: wordQuery(word, last ? 'endings' : 'exact'),
        };
      });
    }),
};
