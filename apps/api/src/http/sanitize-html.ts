import type { SafeHtml } from '@shop/contracts';
import sanitizeHtml from 'sanitize-html';

// Colours as Quill writes them (`rgb(230, 0, 0)`), or as hex or a colour name; nothing with `url(` or `expression(`.
const COLOUR = [
  /^#[\da-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/**
 * Exactly what the shop's Quill 2 toolbar produces: headers 1-3, bold, italic, underline, strike, colour
 * and background (inline style), lists (Quill 2 marks bullets with `data-list` on `li`), alignment and
 * direction (classes), links. Everything else is dropped: scripts and styles with their content, other
 * tags keeping only their text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ol',
    'ul',
    'li',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], li: ['data-list'], '*': ['class', 'style'] },
  allowedClasses: { '*': ['ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-direction-rtl'] },
  allowedStyles: { '*': { color: COLOUR, 'background-color': COLOUR } },
  allowedSchemes: ['http', 'https', 'tel', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Attributes with one allowed value are dropped otherwise (sanitize-html's `values` would leave them empty).
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' && { target }), rel: 'noopener noreferrer' },
    }),
    li: (tagName, { 'data-list': list, ...attribs }) => ({
      tagName,
      attribs: list === 'ordered' || list === 'bullet' ? { ...attribs, 'data-list': list } : attribs,
    }),
  },
};

/** Sanitizes rich-text HTML from the editor before it is stored; safe to render as HTML afterwards. */
export function sanitizeRichText(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS).trim() as SafeHtml;
}
