import type { MatchSnippet } from '@shop/contracts';
import { searchWordSpans, type WordSpan } from '@shop/persian';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { Term } from './query-terms';
import { termPatterns } from './term-patterns';

// Words of description around the first match, before and after: a card has room for two or three lines.
const WORDS_BEFORE = 6;
const WORDS_AFTER = 14;
const ELLIPSIS = '…';

/** Which words of a text the term matches, as a whole word (endings allowed), as the search matched it. */
function matchedWords(words: WordSpan[], term: Term): number[] {
  // The normalized text with the word each character belongs to: the search's patterns run over it.
  const text = words.map((word) => word.text).join(' ');
  const wordAt: number[] = [];
  words.forEach((word, index) => wordAt.push(...Array<number>(word.text.length + 1).fill(index)));
  const pattern = new RegExp(termPatterns.wholeWord(term), 'g');
  const found = new Set<number>();
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    // The pattern takes the spaces around a match: the words are what lies between them.
    const from = match.index + (match[0].startsWith(' ') ? 1 : 0);
    const to = match.index + match[0].trimEnd().length - 1;
    for (let at = wordAt[from]!; at <= wordAt[to]!; at++) found.add(at);
    // The space after this match may begin the next one.
    if (match[0].endsWith(' ')) pattern.lastIndex -= 1;
  }
  return [...found];
}

/**
 * A stretch of the description around the terms the title does not hold (where most of them come
 * together), with every term marked; none when the description holds none of them (the product
 * matched by its category or brand).
 */
export function snippetOf(description: string, terms: Term[], missing: Term[]): MatchSnippet | undefined {
  const words = searchWordSpans(description);
  const marked = new Set(terms.flatMap((term) => matchedWords(words, term)));
  const found = missing.map((term) => matchedWords(words, term));
  const anchors = found.flat().sort((a, b) => a - b);
  if (anchors.length === 0) return undefined;
  // The first place where most of the missing terms come together: «سیم ۱٫۵», not an earlier «سیم» alone.
  const together = (at: number) =>
    found.filter((places) => places.some((place) => place >= at && place <= at + WORDS_AFTER)).length;
  const first = anchors.reduce((best, at) => (together(at) > together(best) ? at : best), anchors[0]!);
  const from = Math.max(0, first - WORDS_BEFORE);
  const to = Math.min(words.length - 1, first + WORDS_AFTER);
  const snippet: MatchSnippet = [];
  const add = (text: string, isMarked: boolean) => {
    const last = snippet[snippet.length - 1];
    if (last && last.marked === isMarked) last.text += text;
    else if (text) snippet.push({ text, marked: isMarked });
  };
  if (from > 0) add(`${ELLIPSIS} `, false);
  let at = words[from]!.start;
  for (let index = from; index <= to; index++) {
    const word = words[index]!;
    // Words of one written word («بی‌سیم», «کابل۲/۵») share its place: it is marked when any part is.
    let last = index;
    while (last < to && words[last + 1]!.start === word.start) last++;
    const isMarked = words.slice(index, last + 1).some((_part, offset) => marked.has(index + offset));
    add(description.slice(at, word.start), false);
    add(description.slice(word.start, words[last]!.end), isMarked);
    at = words[last]!.end;
    index = last;
  }
  // The end of the description keeps its closing punctuation; a cut one says it goes on.
  add(to < words.length - 1 ? ` ${ELLIPSIS}` : description.slice(at).trimEnd(), false);
  return joinMarks(snippet);
}

/** Marked words with only a space between them are one mark («سیم ۱٫۵», not «سیم» and «۱٫۵»). */
function joinMarks(snippet: MatchSnippet): MatchSnippet {
  const joined: MatchSnippet = [];
  for (let i = 0; i < snippet.length; i++) {
    const part = snippet[i]!;
    const previous = joined[joined.length - 1];
    const next = snippet[i + 1];
    if (previous?.marked && !part.marked && next?.marked && /^\s+$/.test(part.text)) {
      previous.text += part.text + next.text;
      i += 1;
    } else joined.push({ ...part });
  }
  return joined;
}

/**
 * Snippets for the hits whose title does not hold every term, by product id: their descriptions are read
 * by primary key, one page of them at most.
 */
export async function matchSnippets(
  db: Database,
  hits: Array<{ id: string; search_title: string }>,
  terms: Term[],
): Promise<Map<string, MatchSnippet>> {
  const patterns = terms.map((term) => new RegExp(termPatterns.heading(term)));
  const missing = new Map(
    hits.map((hit) => [hit.id, terms.filter((_term, i) => !patterns[i]!.test(hit.search_title))]),
  );
  const ids = [...missing].filter(([, terms]) => terms.length > 0).map(([id]) => id);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, text: products.descriptionText })
    .from(products)
    .where(inArray(products.id, ids));
  const snippets = new Map<string, MatchSnippet>();
  for (const row of rows) {
    const snippet = snippetOf(row.text, terms, missing.get(row.id)!);
    if (snippet) snippets.set(row.id, snippet);
  }
  return snippets;
}
