import type { PlainText } from '../entities';

// Zero-width and direction marks: a text of only these (or spaces) shows nothing.
const INVISIBLE = /[\s\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Whether a text shows anything at all once spaces and invisible marks are left out. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, '') !== '';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of (already sanitized) rich-text HTML: block ends become spaces, entities are decoded. */
export function htmlToText(html: string): PlainText {
  return html
    .replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\s+/g, ' ')
    .trim() as PlainText;
}

/** Lists read only the first EXCERPT_LENGTH + 1 characters of the text: all `excerpt` looks at. */
export const EXCERPT_LENGTH = 160;

/** The first ~160 characters of a text, cut on a word boundary, with an ellipsis when cut. */
export function excerpt(text: PlainText, length = EXCERPT_LENGTH): PlainText {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut.slice(0, length)).trimEnd()}…` as PlainText;
}
