import { IMAGES_BASE_META, type EmbeddedAnswer } from '@shop/contracts';
import { escapeHtml } from '../../http/escape-html';

/** What the server fills into the built `index.html` for one page. */
export interface PageHead {
  title: string;
  /** The shop's name, for og:site_name. */
  siteName: string;
  description: string;
  /** Absolute URL, built from PUBLIC_URL; left out on pages that should not be indexed (and so is og:url). */
  canonical?: string;
  noindex?: boolean;
  ogType?: 'website' | 'product';
  image?: { url: string; width: number; height: number; alt: string };
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
  /** Answers of the API under the web's React Query keys, for the first render. */
  embedded?: EmbeddedAnswer[];
  /** Where pictures come from, when not from the shop itself (object storage or a CDN). */
  imagesBase?: string;
  /** The main image, fetched from the head before any script runs. */
  preloadImage?: { href: string; srcset?: string; sizes: string };
}

/** JSON inside a <script>: nothing in it can end the block, open a comment or break a line in old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'fa_IR'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.imagesBase ? meta('name', IMAGES_BASE_META, head.imagesBase) : '',
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
    );
  }
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${
        srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : ''
      } fetchpriority="high" />`,
    );
  }
  for (const block of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  if (head.embedded?.length) {
    tags.push(`<script id="shop-data" type="application/json">${scriptJson(head.embedded)}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built `index.html` split once at start around the parts each page replaces: its own title and
 * description go, the page's head goes in their place and the page's markup into the empty root.
 */
export function pageTemplate(indexHtml: string, extraHead = '') {
  const withoutDefaults = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  const [head, body] = splitAt(withoutDefaults, '</head>');
  const [bodyStart, bodyEnd] = splitAt(body, ROOT, ROOT.length);
  return (headTags: string, markup = '') =>
    `${head}  ${extraHead}\n    ${headTags}\n  ${bodyStart}${markup}${bodyEnd}`;
}

const ROOT = '<div id="root">';

function splitAt(text: string, marker: string, after = 0): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [text.slice(0, at + after), text.slice(at + after)];
}
