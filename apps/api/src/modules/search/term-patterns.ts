import type { Term } from './query-terms';

// Endings a whole word may carry in the text and still be the word asked for: plurals, the ezafe and
// adjective «ی», an English plural.
const ENDINGS = '(?:ها|های|هایی|ی|ای|یی|s)?';

// A word right after a number is that number's unit («۸ ساعت», «۱۲ وات»): a bare word never matches it,
// so «ساعت» (a watch) does not find every battery life in the spec sheets. Numbers with units are
// searched as a pair (`16 امپر`), which this does not affect.
const WORD_START = '(?:^| )(?<![0-9] )';

const escapeRegex = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyPhrase = (term: Term) => `(?:${term.phrases.map(escapeRegex).join('|')})`;

/**
 * Regular expressions over normalized text (single spaces between words), written so that PostgreSQL
 * (`~`, through the trigram indexes) and JavaScript read them alike.
 */
export const termPatterns = {
  /** Title and category: from the start of a word; a prefix term may end inside it. */
  heading: (term: Term) => `${WORD_START}${anyPhrase(term)}${term.prefix ? '' : `${ENDINGS}(?: |$)`}`,
  /** Anywhere, description included: only as a whole word (endings allowed). */
  wholeWord: (term: Term) => `${WORD_START}${anyPhrase(term)}${ENDINGS}(?: |$)`,
  /** The terms one after another as typed (each as its first phrase), for ranking. */
  sequence: (terms: Term[]) => {
    const last = terms[terms.length - 1];
    const words = terms.map((term) => escapeRegex(term.phrases[0]!)).join(' ');
    return `${WORD_START}${words}${last?.prefix ? '' : `${ENDINGS}(?: |$)`}`;
  },
  /** Exactly the word, for ranking. */
  exact: (term: Term) => `${WORD_START}${anyPhrase(term)}(?: |$)`,
};
